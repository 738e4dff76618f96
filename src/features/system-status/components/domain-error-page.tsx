import { useTranslation } from 'react-i18next';
import { Button, FullPageMessage } from '@/ui';
import { CustomerServiceLink } from './customer-service-link';
import '@/ui/button.css';

export interface DomainErrorPageProps {
  /** Where the customer-service button goes. */
  customerServiceUrl: string;
  /** Runs the start-up checks again. */
  onRetry: () => void;
}

/** The full page for an invalid address, a failed domain check or an unreachable platform. */
export function DomainErrorPage({ customerServiceUrl, onRetry }: DomainErrorPageProps) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon="⚠"
      title={t('domain_error_title')}
      actions={
        <>
          <Button onClick={onRetry}>{t('btn_retry')}</Button>
          <CustomerServiceLink href={customerServiceUrl} />
        </>
      }
    >
      <p>{t('domain_error_text')}</p>
    </FullPageMessage>
  );
}
