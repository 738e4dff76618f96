import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/** A part of the rewards centre could not be loaded: the message and Retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rewards-error">
      <p>{t('rewards_load_failed')}</p>
      <Button size="small" onClick={onRetry}>{t('btn_retry')}</Button>
    </div>
  );
}
