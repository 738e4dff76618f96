import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '@/ui';
import { CustomerServiceLink } from './customer-service-link';
import '@/ui/button.css';

export interface RegionBlockedPageProps {
  /** The visitor's IP as the platform saw it. */
  ip: string | null;
  /** Where the customer-service button goes. */
  customerServiceUrl: string;
}

/** The full page shown instead of the app when the visitor's region is blocked (status 2). */
export function RegionBlockedPage({ ip, customerServiceUrl }: RegionBlockedPageProps) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon="⛔"
      title={t('blockip')}
      actions={<CustomerServiceLink href={customerServiceUrl} variant="primary" />}
    >
      <p>{t('info_ip_block')}</p>
      <p>{t('access_not_allowed')}</p>
      {ip ? <p>{t('your_ip', { ip })}</p> : null}
    </FullPageMessage>
  );
}
