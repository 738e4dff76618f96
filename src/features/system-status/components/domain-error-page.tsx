import { useTranslation } from 'react-i18next';
import { Button, FullPageMessage } from '@/ui';
import { CustomerServiceLink } from './customer-service-link';
import '@/ui/button.css';

export interface DomainErrorPageProps {
  /** Where the customer-service button goes. */
  customerServiceUrl: string;
  /** Runs the start-up checks again. */
  onRetry: () => void;
  /**
   * The start-up calls got no answer (offline, or the platform out of reach): the page says to check the connection,
   * not to ask for another address (the status watcher checks again by itself when the device comes back online).
   */
  unreachable?: boolean;
}

/** The full page for an invalid address, a failed domain check or an unreachable platform. */
export function DomainErrorPage({ customerServiceUrl, onRetry, unreachable = false }: DomainErrorPageProps) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon="⚠"
      title={t(unreachable ? 'unreachable_title' : 'domain_error_title')}
      actions={
        <>
          <Button onClick={onRetry}>{t('btn_retry')}</Button>
          <CustomerServiceLink href={customerServiceUrl} />
        </>
      }
    >
      {unreachable ? (
        <>
          <p>{t('network_link_abnormal')}</p>
          <p>{t('unreachable_text')}</p>
        </>
      ) : (
        <p>{t('domain_error_text')}</p>
      )}
    </FullPageMessage>
  );
}
