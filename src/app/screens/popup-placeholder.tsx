import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '@/ui';
import { HomePlaceholder } from './home-placeholder';

export interface PopupPlaceholderProps {
  /** i18n key of the popup's title. */
  titleKey: string;
  /** i18n key naming the issue that builds the popup. */
  builtByKey: string;
}

/**
 * Home with a popup over it (/login, /register, /help): the popup says which issue builds it; closing goes to /.
 */
export function PopupPlaceholder({ titleKey, builtByKey }: PopupPlaceholderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <HomePlaceholder />
      <Dialog open title={t(titleKey)} onClose={() => void navigate('/')}>
        <p>{t('coming_soon_text')}</p>
        <p>{t(builtByKey)}</p>
      </Dialog>
    </>
  );
}
