import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopups } from '@/lib/popups';
import { useMerchant } from '@/merchant';
import type { LinkItem } from '@/merchant/types';
import { SiteLink } from './external-link';
import { SocialIcon } from './social-icon';
import './layout.css';
import './right-bar.css';
import { useCustomerServiceHref } from '../customer-service';
import { QrCode } from '@/ui';

/** Props of the presentational right-side bar. */
export interface RightBarViewProps {
  brandName: string;
  social: readonly LinkItem[];
  /** Android app download URL, drawn as the QR code. */
  appDownloadHref: string;
  customerServiceHref: string;
  /** Opens the mini-game popup; without it the bar has no mini-game button. */
  onOpenMiniGames?: () => void;
}

/**
 * The right-side rail: social links, the app QR code (behind a button, shown on hover, focus or click) and customer
 * service. It is narrow and the page keeps a gutter for it (right-bar.css), so it never covers the page's controls.
 */
export function RightBarView({ brandName, social, appDownloadHref, customerServiceHref, onOpenMiniGames }: RightBarViewProps) {
  const { t } = useTranslation();
  const [qrOpen, setQrOpen] = useState(false);
  const panelId = useId();
  const qrLabel = t('layout_app_qr_label', { brand: brandName });
  const qrButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!qrOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setQrOpen(false);
      qrButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [qrOpen]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setQrOpen(false);
  };
  return (
    <aside className="layout-rightbar" aria-label={t('layout_quick_links')}>
      <ul className="layout-rightbar__list">
        {social.map((link) => (
          <li key={link.id}>
            <SiteLink href={link.href} className="layout-rightbar__button" label={t(link.labelKey)}>
              {link.icon ? (
                <img src={link.icon} alt="" width={24} height={24} loading="lazy" />
              ) : (
                <SocialIcon network={link.id} size={22} />
              )}
            </SiteLink>
          </li>
        ))}
        <li>
          {/* Focus leaving the button and its panel closes the panel. */}
          <div className="layout-rightbar__app" onBlur={onBlur}>
            <button
              ref={qrButton}
              type="button"
              className="layout-rightbar__button"
              aria-label={t('layout_app_download')}
              aria-expanded={qrOpen}
              aria-controls={panelId}
              onClick={() => setQrOpen(!qrOpen)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  fillRule="evenodd"
                  d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v13h10V5zm4 14.2h2v1.3h-2z"
                />
              </svg>
            </button>
            <div id={panelId} className={qrOpen ? 'layout-rightbar__popover layout-rightbar__popover--open' : 'layout-rightbar__popover'}>
              <figure className="layout-rightbar__figure">
                <QrCode value={appDownloadHref} label={qrLabel} size={80} />
                <figcaption className="layout-rightbar__caption">{t('layout_app_download')}</figcaption>
              </figure>
            </div>
          </div>
        </li>
        {onOpenMiniGames ? (
          <li>
            <button type="button" className="layout-rightbar__button" aria-label={t('chat_mini_games_title')} onClick={onOpenMiniGames}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M7 7h10a5 5 0 0 1 0 10c-1.6 0-2.4-1-3.2-2h-3.6c-.8 1-1.6 2-3.2 2A5 5 0 0 1 7 7zm0 3v1.5H5.5v1H7V14h1v-1.5h1.5v-1H8V10zm8.5 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm-2 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
              </svg>
            </button>
          </li>
        ) : null}
        <li>
          <SiteLink
            href={customerServiceHref}
            newTab
            className="layout-rightbar__button layout-rightbar__button--service"
            label={t('layout_customer_service')}
          >
            <span aria-hidden="true">?</span>
          </SiteLink>
        </li>
      </ul>
    </aside>
  );
}

/** The right-side bar wired to the brand config. */
export function RightBar() {
  const merchant = useMerchant();
  const customerServiceHref = useCustomerServiceHref();
  const popups = usePopups();
  return (
    <RightBarView
      brandName={merchant.name}
      social={merchant.social}
      appDownloadHref={merchant.appDownload.android}
      customerServiceHref={customerServiceHref}
      onOpenMiniGames={() => popups.open('miniGame')}
    />
  );
}

export default RightBar;
