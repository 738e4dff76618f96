import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appDownloadLinks, type AppDownloadLinks, type AppPlatform } from '@/lib/app-download-links';
import { useSystem } from '@/lib/system';
import { useMerchant } from '@/merchant';
import { getSectionEntry } from '@/sections';
import { QrCode } from '@/ui/qr-code';
import { CopyButton } from '@/ui/share-link';
import { currentDevice, type Device } from '../device';
import { StepPicture, type StepPictureKind } from './step-picture';
import './download.css';

/** The banner group of this page (SPEC §2). */
export const DOWNLOAD_BANNER_GROUP = 'w_download';

interface Step {
  picture: StepPictureKind;
  textKey: string;
}

/** SPEC §1 / PLATFORM-MEMBER: iOS installs a configuration profile ("lite app"). */
const IOS_STEPS: readonly Step[] = [
  { picture: 'download', textKey: 'download_ios_step_download' },
  { picture: 'allow', textKey: 'download_ios_step_allow' },
  { picture: 'settings', textKey: 'download_ios_step_profile' },
  { picture: 'install', textKey: 'download_ios_step_install' },
];

const ANDROID_STEPS: readonly Step[] = [
  { picture: 'download', textKey: 'download_android_step_download' },
  { picture: 'unknown-sources', textKey: 'download_android_step_allow' },
  { picture: 'install', textKey: 'download_android_step_install' },
  { picture: 'open-app', textKey: 'download_android_step_open' },
];

/** The device's own platform first; a computer keeps Android, iOS. */
function platformsFor(device: Device): AppPlatform[] {
  return device.os === 'ios' ? ['ios', 'android'] : ['android', 'ios'];
}

function usePlatformName() {
  const { t } = useTranslation();
  return (platform: AppPlatform) => (platform === 'android' ? t('download_android') : t('download_ios'));
}

interface AppCardProps {
  platform: AppPlatform;
  href: string | null;
  device: Device;
}

/** One app: its QR code on a computer, a download button on a phone, or word that it is not available. */
function AppCard({ platform, href, device }: AppCardProps) {
  const { t } = useTranslation();
  const nameOf = usePlatformName();
  const name = nameOf(platform);
  const phone = device.os !== null;
  const own = device.os === platform;
  const label = t('download_for', { platform: name });
  let body: ReactNode;
  if (!href) {
    body = <p className="download-app__unavailable">{t('download_unavailable', { platform: name })}</p>;
  } else if (phone) {
    body = (
      <a className={`ui-button ${own ? 'ui-button--primary' : 'ui-button--secondary'} download-app__button`} href={href} rel="noopener">
        {label}
      </a>
    );
  } else {
    body = (
      <>
        <span className="download-app__qr">
          <QrCode value={href} label={t('download_qr', { platform: name })} size={80} />
        </span>
        <p className="download-app__scan">{t('download_scan', { platform: name })}</p>
        <a className="download-app__link" href={href} rel="noopener">
          {label}
        </a>
      </>
    );
  }
  return (
    <li id={platform} className={`download-app${own ? ' download-app--own' : ''}`}>
      <h3 className="download-app__name">
        {name}
      </h3>
      {own ? <p className="download-app__own">{t('download_this_device')}</p> : null}
      {body}
    </li>
  );
}

/** iOS outside Safari: the profile cannot install here, so say so first and offer the page's address to paste. */
function SafariHint({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className="download-page__safari" role="note" aria-label={t('download_safari_hint_title')}>
      <p>
        <strong>{t('download_safari_hint_title')}</strong> {t('download_safari_hint')}
      </p>
      <CopyButton value={pageUrl} label={t('download_copy_page_link')} text={t('download_copy_page_link')} />
    </div>
  );
}

interface GuideProps {
  id: string;
  title: string;
  steps: readonly Step[];
  brandName: string;
  children?: ReactNode;
}

/** An install guide: numbered step cards, each with its picture. */
function Guide({ id, title, steps, brandName, children }: GuideProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <section id={id} className="download-guide" aria-labelledby={titleId}>
      <h2 id={titleId} className="download-guide__title">
        {title}
      </h2>
      {children}
      <ol className="download-guide__steps">
        {steps.map((step, i) => (
          <li key={step.textKey} className="download-step">
            <StepPicture kind={step.picture} />
            <span className="download-step__number" aria-hidden="true">
              {i + 1}
            </span>
            <p className="download-step__text">{t(step.textKey, { brand: brandName })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function IosNotes() {
  const { t } = useTranslation();
  return (
    <div className="download-guide__notes">
      <h3 className="download-guide__notes-title">{t('download_notes_title')}</h3>
      <ul>
        <li>{t('download_note_safari')}</li>
        <li>{t('download_note_network')}</li>
        <li>{t('download_note_old_version')}</li>
      </ul>
    </div>
  );
}

export interface DownloadViewProps {
  brandName: string;
  /** The apps' links; a null one says the app is not available. */
  links: AppDownloadLinks;
  device: Device;
  /** The address of this page, offered to iOS visitors outside Safari to open it in Safari. */
  pageUrl: string;
  /** The w_download banners, drawn under the title. */
  banner?: ReactNode;
}

/**
 * The app download page (SPEC §1, §2 `/down`): QR codes with names and download labels on a computer, a direct
 * download button on a phone, the Safari hint for iOS outside Safari, and the install guides with pictures.
 */
export function DownloadView({ brandName, links, device, pageUrl, banner }: DownloadViewProps) {
  const { t } = useTranslation();
  const platforms = platformsFor(device);
  const guides: Record<AppPlatform, ReactNode> = {
    ios: (
      <Guide key="ios" id="ios-guide" title={t('download_ios_guide_title')} steps={IOS_STEPS} brandName={brandName}>
        <p className="download-guide__intro">{t('download_ios_guide_intro')}</p>
        <IosNotes />
      </Guide>
    ),
    android: <Guide key="android" id="android-guide" title={t('download_android_guide_title')} steps={ANDROID_STEPS} brandName={brandName} />,
  };
  return (
    <div className="download-page" data-device={device.os ?? 'desktop'}>
      <h1 className="download-page__title">{t('download_title', { brand: brandName })}</h1>
      {banner}
      <p className="download-page__intro">{device.os ? t('download_intro_phone') : t('download_intro_desktop')}</p>
      {device.os === 'ios' && !device.safari ? <SafariHint pageUrl={pageUrl} /> : null}
      <section className="download-apps" aria-labelledby="download-apps-title">
        <h2 id="download-apps-title" className="download-apps__title">
          {t('download_apps_title')}
        </h2>
        <ul className="download-apps__list">
          {platforms.map((platform) => (
            <AppCard key={platform} platform={platform} href={links[platform]} device={device} />
          ))}
        </ul>
      </section>
      {platforms.map((platform) => guides[platform])}
    </div>
  );
}

/** The w_download banner group, drawn by the home page's banner carousel section. */
function DownloadBanner() {
  const entry = getSectionEntry('banner-carousel');
  if (!entry) return null;
  return (
    <Suspense fallback={<div className="download-page__banner-placeholder" aria-hidden="true" />}>
      <entry.Component group={DOWNLOAD_BANNER_GROUP} screen="download" />
    </Suspense>
  );
}

export interface DownloadPageProps {
  /** The visitor's device; read from the browser when absent (stories set it). */
  device?: Device;
}

/** `/down`: links from the start-up call's resources (else the brand's), the device from the browser. */
export function DownloadPage({ device: given }: DownloadPageProps) {
  const merchant = useMerchant();
  const { info } = useSystem();
  const links = useMemo(() => appDownloadLinks(info?.resources, merchant.appDownload), [info, merchant.appDownload]);
  const [detected] = useState(currentDevice);
  const pageUrl = typeof window === 'undefined' ? '/down' : `${window.location.origin}/down`;
  return <DownloadView brandName={merchant.name} links={links} device={given ?? detected} pageUrl={pageUrl} banner={<DownloadBanner />} />;
}
