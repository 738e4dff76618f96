import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupProps } from '@/lib/popups';
import { Dialog } from '@/ui';

export interface PopupPlaceholderProps extends PopupProps {
  /** i18n key of the popup's title. */
  titleKey: string;
  /** i18n key naming the issue that builds the popup. */
  builtByKey: string;
}

/** An honest stand-in for a popup a later issue builds: its name, that it is not built, and by which issue. */
export function PopupPlaceholder({ titleKey, builtByKey, onClose }: PopupPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Dialog open title={t(titleKey)} onClose={onClose}>
      <p>{t('coming_soon_text')}</p>
      <p>{t(builtByKey)}</p>
    </Dialog>
  );
}

/** The placeholder bound to one popup's title, as a popup component for the registry. */
export function placeholderPopup(titleKey: string, builtByKey: string): ComponentType<PopupProps> {
  function Placeholder({ onClose }: PopupProps) {
    return <PopupPlaceholder titleKey={titleKey} builtByKey={builtByKey} onClose={onClose} />;
  }
  return Placeholder;
}
