import { useTranslation } from 'react-i18next';

/** Stand-in while this page is being built in this issue: says so plainly. */
export default function PageInProgress() {
  const { t } = useTranslation();
  return <p>{t('coming_soon_text')}</p>;
}
