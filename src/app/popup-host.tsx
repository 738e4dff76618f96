import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/lib/reload';
import { ChunkDeadline } from '@/lib/chunk-deadline';
import { usePopups } from '@/lib/popups';
import { Button, Dialog, Spinner } from '@/ui';
import { popupRegistry as defaultRegistry, type PopupComponent } from './popup-registry';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { isChunkLoadError } from './screens/route-error-page';

/**
 * How long a popup's download may take before the loading dialog shows: a cached or quick chunk then opens straight
 * into its popup instead of flashing a second dialog (and moving focus twice) first.
 */
export const POPUP_LOADING_DELAY_MS = 300;

/** A small dialog while a slow popup chunk downloads, so the click visibly did something. */
function PopupLoading() {
  const { t } = useTranslation();
  const { close } = usePopups();
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), POPUP_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <ChunkDeadline />
      {late ? (
        <Dialog open title={t('loading')} onClose={() => close()}>
          <Spinner />
        </Dialog>
      ) : null}
    </>
  );
}

/** The popup failed: its chunk did not download (Retry reloads), or it threw. */
function PopupError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { close } = usePopups();
  const chunk = isChunkLoadError(error);
  return (
    <Dialog
      open
      title={chunk ? t('chunk_load_error') : t('unknown_error')}
      onClose={() => close()}
      footer={<Button onClick={reloadPage}>{t('btn_retry')}</Button>}
    >
      <p>{chunk ? t('chunk_load_error_text') : t('unknown_error_text')}</p>
    </Dialog>
  );
}

export interface PopupHostProps {
  /** Name → component; the site's registry unless a test hands in another. */
  registry?: Partial<Record<string, PopupComponent>>;
}

/** Draws the popup `usePopups()` has open, loading its component on first use. */
export function PopupHost({ registry = defaultRegistry }: PopupHostProps) {
  const { current, close } = usePopups();
  if (!current) return null;
  const Popup = registry[current.name];
  if (!Popup) {
    console.error(`No popup is registered as "${current.name}" (src/app/popup-registry.ts).`);
    return null;
  }
  return (
    // Keyed by the opening, so a popup opened again starts afresh and a failed one can be tried again.
    <ScreenErrorBoundary key={current.serial} fallback={PopupError}>
      <Suspense fallback={<PopupLoading />}>
        <Popup {...current.props} onClose={() => close()} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
