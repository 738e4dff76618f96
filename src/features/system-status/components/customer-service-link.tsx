import { useTranslation } from 'react-i18next';

/** The customer-service link every status page offers, styled as a button. */
export function CustomerServiceLink({ href, variant = 'secondary' }: { href: string; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <a className={`ui-button ui-button--${variant}`} href={href} target="_blank" rel="noopener noreferrer">
      {t('customer_service')}
    </a>
  );
}
