import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { InstallOfferKind } from '../install-offer';
import './pwa.css';

export interface PwaBarProps {
  /** The brand's name, as the installed app is called. */
  brandName: string;
  /** What to offer: the browser's install dialog, iOS Safari's instructions, or nothing. */
  install: InstallOfferKind;
  onInstall: () => void;
  onDismiss: () => void;
  /** Set when a new version is waiting: activates it and reloads. */
  onReload?: (() => void) | null;
  /** Opens with the iOS instructions shown (stories). */
  initialSheetOpen?: boolean;
}

/**
 * The installable site's strip at the foot of the screen: "a new version is available — Reload" when a deploy has
 * landed, and the install offer (Install / Not now); on iOS Safari, Install opens the Add to Home Screen steps.
 */
export function PwaBar({ brandName, install, onInstall, onDismiss, onReload, initialSheetOpen = false }: PwaBarProps) {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(initialSheetOpen);
  const [reloading, setReloading] = useState(false);
  if (!install && !onReload) return null;
  return (
    <div className="pwa-bar">
      {onReload ? (
        <section className="pwa-bar__card" aria-label={t('pwa_update_title')}>
          <output className="pwa-bar__text">{t('pwa_update_text')}</output>
          <div className="pwa-bar__actions">
            <Button
              size="small"
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                onReload();
              }}
            >
              {t('pwa_update_reload')}
            </Button>
          </div>
        </section>
      ) : null}
      {install ? (
        <section className="pwa-bar__card" aria-label={t('pwa_install_title', { brand: brandName })}>
          <p className="pwa-bar__text">{t('pwa_install_text', { brand: brandName })}</p>
          <div className="pwa-bar__actions">
            <Button size="small" onClick={install === 'ios' ? () => setSheetOpen(true) : onInstall}>
              {t('pwa_install_button')}
            </Button>
            <Button size="small" variant="ghost" onClick={onDismiss}>
              {t('pwa_install_later')}
            </Button>
          </div>
        </section>
      ) : null}
      <Dialog
        open={sheetOpen && install === 'ios'}
        onClose={() => setSheetOpen(false)}
        title={t('pwa_ios_title', { brand: brandName })}
        className="pwa-ios-sheet"
        footer={
          <Button variant="secondary" onClick={() => setSheetOpen(false)}>
            {t('btn_close')}
          </Button>
        }
      >
        <ol className="pwa-ios-sheet__steps">
          <li>
            <ShareIcon /> {t('pwa_ios_step_share')}
          </li>
          <li>{t('pwa_ios_step_add')}</li>
          <li>{t('pwa_ios_step_confirm', { brand: brandName })}</li>
        </ol>
        <p className="pwa-ios-sheet__note">{t('pwa_ios_note')}</p>
      </Dialog>
    </div>
  );
}

/** Safari's Share symbol (a box with an arrow up), as the person will look for it in the toolbar. */
function ShareIcon() {
  return (
    <svg className="pwa-ios-sheet__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5M8 11H6v10h12V11h-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default PwaBar;
