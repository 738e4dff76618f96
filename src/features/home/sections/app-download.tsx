import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/merchant';
import { QrCode } from '@/ui';
import '../components/app-download.css';

export interface AppDownloadViewProps {
  android: string;
  ios: string;
  brandName: string;
}

/** Android and iOS QR codes (80 px, level M), each with its name and a download link. */
export function AppDownloadView({ android, ios, brandName }: AppDownloadViewProps) {
  const { t } = useTranslation();
  const items = [
    { id: 'android', name: t('home_app_android'), href: android },
    { id: 'ios', name: t('home_app_ios'), href: ios },
  ];
  return (
    <section className="app-download" aria-labelledby="app-download-title">
      <h2 id="app-download-title" className="app-download__title">
        {t('home_app_download_title', { brand: brandName })}
      </h2>
      <ul className="app-download__list">
        {items.map((item) => (
          <li key={item.id} className="app-download__item">
            <QrCode value={item.href} label={t('home_app_qr', { platform: item.name })} size={80} />
            <span className="app-download__name">{item.name}</span>
            <a className="app-download__link" href={item.href} target="_blank" rel="noopener noreferrer">
              {t('home_app_download', { platform: item.name })}
            </a>
          </li>
        ))}
      </ul>
      {/* SPEC §1: iOS installs a configuration profile, which only Safari opens. */}
      <p className="app-download__note">{t('home_app_ios_note')}</p>
    </section>
  );
}

/** Section `app-download`: the brand's app links as QR codes. */
export default function AppDownload() {
  const merchant = useMerchant();
  return <AppDownloadView android={merchant.appDownload.android} ios={merchant.appDownload.ios} brandName={merchant.name} />;
}
