import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';
import { useThemeMode } from '@/merchant';
// sonner would also write these rules into an inline <style>, which the site's CSP (no 'unsafe-inline') refuses: the
// build turns that off (vite.config.ts toastStylesAsFile) and the rules come from this stylesheet on our own origin.
import 'sonner/dist/styles.css';
import './toast.css';

/** Where toasts stack on the screen. */
export type ToastPosition = 'top-center' | 'top-right' | 'bottom-center' | 'bottom-right';

export interface ToasterProps {
  /** Where toasts stack; top centre by default, clear of the bottom navigation on phones. */
  position?: ToastPosition;
  /** How long a toast stays, in ms; 4 s by default (hovering or focusing pauses it). */
  duration?: number;
}

// sonner's own colour variables, pointed at the brand's semantic tokens so both themes follow the brand.
const brandColours = {
  '--normal-bg': 'var(--color-surface)',
  '--normal-border': 'var(--color-border)',
  '--normal-text': 'var(--color-text)',
} as CSSProperties;

/**
 * Where toasts appear: one polite live region (present before any toast, so each new one is announced), labelled in
 * the current language, in the brand's colours and light/dark mode. Mount it once, lazily, in the shell of the pages
 * that toast (not at boot: the home page's first load does not carry the library).
 */
export function Toaster({ position = 'top-center', duration }: ToasterProps) {
  const { t } = useTranslation();
  const [mode] = useThemeMode();
  return (
    <Sonner
      theme={mode}
      position={position}
      duration={duration}
      containerAriaLabel={t('toast_region')}
      closeButton
      style={brandColours}
      toastOptions={{ closeButtonAriaLabel: t('btn_close'), className: 'ui-toast' }}
    />
  );
}

/** The id of a toast, for `toast.dismiss`. */
export type ToastId = string | number;

/** A button in the toast (e.g. "Open" to go where the news is); the toast stays longer so it can be used. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What a toast may carry besides its text. */
export interface ToastOptions {
  action?: ToastAction;
}

/** A toast with an action stays long enough to be read and acted on. */
const ACTION_DURATION_MS = 15_000;

function optionsOf(options: ToastOptions | undefined) {
  return options?.action ? { duration: ACTION_DURATION_MS, action: options.action } : {};
}

/**
 * Shows a toast; features call these instead of importing the library. Texts are already translated.
 *
 * @example toast.success(t(doneKey))
 * @example toast.info(t('live_message_new'), { action: { label: t('live_open_messages'), onClick: () => navigate('/member/messageV2') } })
 */
export const toast = {
  /** A short confirmation that something worked. */
  success: (text: string, options?: ToastOptions): ToastId => sonnerToast.success(text, optionsOf(options)),
  /** A short message that something failed (still polite: a toast never interrupts what is being read). */
  error: (text: string, options?: ToastOptions): ToastId => sonnerToast.error(text, optionsOf(options)),
  /** News that is neither a success nor a failure (a new message arrived). */
  info: (text: string, options?: ToastOptions): ToastId => sonnerToast.info(text, optionsOf(options)),
  /** Removes one toast, or all of them without an id. */
  dismiss: (id?: ToastId): void => {
    sonnerToast.dismiss(id);
  },
};
