import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FullPageMessage } from '@/ui';
import '@/ui/button.css';

/** Any address the site has no screen for. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      as="section"
      title={t('page_not_found')}
      actions={
        <Link className="ui-button ui-button--primary" to="/">
          {t('back_to_home')}
        </Link>
      }
    >
      <p>{t('page_not_found_text')}</p>
    </FullPageMessage>
  );
}
