import { useTranslation } from 'react-i18next';
import { Button, FullPageMessage } from '@/ui';
import { reloadPage } from '@/lib/reload';
import { CustomerServiceLink } from './customer-service-link';
import '@/ui/button.css';

export interface MaintenancePageProps {
  /** Where the customer-service button goes. */
  customerServiceUrl: string;
  /** What Refresh does; reloads the page unless told otherwise. */
  onRefresh?: () => void;
}

/** The full page shown instead of the app while the platform is in maintenance (status 1). */
export function MaintenancePage({ customerServiceUrl, onRefresh = reloadPage }: MaintenancePageProps) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon="⚙"
      title={t('game_maintenance')}
      actions={
        <>
          <Button onClick={onRefresh}>{t('btn_refresh')}</Button>
          <CustomerServiceLink href={customerServiceUrl} />
        </>
      }
    >
      <p>{t('info_maintenance')}</p>
    </FullPageMessage>
  );
}
