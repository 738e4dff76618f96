import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/merchant';
import type { LinkItem } from '@/merchant/types';
import { SiteLink } from './external-link';
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
}

/** The fixed right-side bar: social links, the app QR code and customer service. */
export function RightBarView({ brandName, social, appDownloadHref, customerServiceHref }: RightBarViewProps) {
  const { t } = useTranslation();
  const qrLabel = t('layout_app_qr_label', { brand: brandName });
  return (
    <aside className="layout-rightbar" aria-label={t('layout_quick_links')}>
      <ul className="layout-rightbar__list">
        {social.map((link) => (
          <li key={link.id}>
            <SiteLink href={link.href} className="layout-rightbar__button" label={t(link.labelKey)}>
              {link.icon ? (
                <img src={link.icon} alt="" width={24} height={24} loading="lazy" />
              ) : (
                <span aria-hidden="true">{t(link.labelKey).slice(0, 1)}</span>
              )}
            </SiteLink>
          </li>
        ))}
        <li className="layout-rightbar__qr">
          <figure className="layout-rightbar__figure">
            <QrCode value={appDownloadHref} label={qrLabel} size={80} />
            <figcaption className="layout-rightbar__caption">{t('layout_app_download')}</figcaption>
          </figure>
        </li>
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
  return (
    <RightBarView
      brandName={merchant.name}
      social={merchant.social}
      appDownloadHref={merchant.appDownload.android}
      customerServiceHref={customerServiceHref}
    />
  );
}

export default RightBar;
