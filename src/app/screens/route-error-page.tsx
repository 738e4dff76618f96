import { useTranslation } from 'react-i18next';
import { Button, FullPageMessage } from '@/ui';
import { reloadPage } from '@/lib/reload';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

/** Whether an error means a script or stylesheet chunk could not be downloaded (e.g. after a deploy or offline). */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  // Loaders may wrap the browser's error; its `cause` still says what failed.
  return CHUNK_ERROR.test(`${error.name} ${error.message}`) || isChunkLoadError(error.cause, depth + 1);
}

export interface RouteErrorPageProps {
  /** What the screen threw. */
  error: unknown;
}

/** A screen's error: a chunk that failed to load, or any other error; Retry reloads the page. */
export function RouteErrorPage({ error }: RouteErrorPageProps) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <FullPageMessage
      as="section"
      title={chunk ? t('chunk_load_error') : t('unknown_error')}
      actions={<Button onClick={reloadPage}>{t('btn_retry')}</Button>}
    >
      <p>{chunk ? t('chunk_load_error_text') : t('unknown_error_text')}</p>
    </FullPageMessage>
  );
}
