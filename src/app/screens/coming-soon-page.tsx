import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '@/ui';

export interface ComingSoonPageProps {
  /** i18n key of the screen's name (the page's h1). */
  titleKey: string;
  /** i18n key of the sentence naming the issue that builds the screen. */
  builtByKey: string;
}

/** An honest placeholder for a screen a later issue builds: its name, that it is not built, and by which issue. */
export function ComingSoonPage({ titleKey, builtByKey }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <FullPageMessage as="section" title={t(titleKey)}>
      <p>{t('coming_soon_text')}</p>
      <p>{t(builtByKey)}</p>
    </FullPageMessage>
  );
}
