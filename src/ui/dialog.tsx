import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import './dialog.css';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && !el.closest('[hidden]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Makes everything outside `keep` inert while a modal is open, so screen readers and clicks stay inside. */
function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (const el of Array.from(document.body.children)) {
    if (el === keep || !(el instanceof HTMLElement) || el.hasAttribute('inert')) continue;
    el.setAttribute('inert', '');
    changed.push(el);
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'));
}

export interface DialogProps {
  /** Whether the dialog is shown; when it closes, focus returns to what had it before. */
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** The heading that labels the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** Accessible name of the close button; defaults to the translated "Close". */
  closeLabel?: string;
  className?: string;
  /** Whether a click on the backdrop closes it (default true); false for a dialog that must be answered (reality check). */
  dismissOnBackdrop?: boolean;
}

/** A modal dialog labelled by its title: focus moves in, Tab stays inside, Escape closes, focus returns after. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({ onClose, title, children, footer, closeLabel, className, dismissOnBackdrop = true }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const backdropClosesRef = useRef(dismissOnBackdrop);
  const [host] = useState(() => document.createElement('div'));

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    backdropClosesRef.current = dismissOnBackdrop;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.append(host);
    const restoreInert = inertOutside(host);
    const dialog = dialogRef.current!;
    const backdrop = backdropRef.current!;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === backdrop && backdropClosesRef.current) onCloseRef.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    backdrop.addEventListener('mousedown', onBackdrop);

    // Start on the first control in the content; the close button only when the content has none.
    const inContent = focusables(dialog).filter((el) => !el.closest('.ui-dialog__header'));
    (inContent[0] ?? focusables(dialog)[0] ?? dialog).focus();
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      backdrop.removeEventListener('mousedown', onBackdrop);
      restoreInert();
      host.remove();
      if (opener?.isConnected) opener.focus();
    };
  }, [host]);

  // A `<dialog open>` rather than showModal(): the same focus trap and inert page work in every browser and jsdom.
  return createPortal(
    <div ref={backdropRef} className="ui-dialog-backdrop">
      <dialog
        ref={dialogRef}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['ui-dialog', className].filter(Boolean).join(' ')}
      >
        <div className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          <IconButton label={closeLabel ?? t('btn_close')} onClick={onClose}>
            ✕
          </IconButton>
        </div>
        <div className="ui-dialog__body">{children}</div>
        {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
      </dialog>
    </div>,
    host,
  );
}
