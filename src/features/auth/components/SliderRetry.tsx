import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';

/** The slider puzzle could not load: what happened and a Retry that loads a new one. */
export function SliderRetry({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="auth-retry">
      <p role="alert" className="auth-alert">{t('auth_slider_unavailable')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('btn_retry')}
      </Button>
    </div>
  );
}
