import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FullPageMessage } from '@/ui';

/** `/member/<something>` that is no member-centre page. */
export function NotFoundMemberPage() {
  const { t } = useTranslation();
  return (
    <FullPageMessage as="section" title={t('page_not_found')} actions={<Link to="/">{t('screen_home')}</Link>}>
      <p>{t('member_page_unknown')}</p>
    </FullPageMessage>
  );
}
