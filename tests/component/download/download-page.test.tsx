import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DownloadPage } from '@/features/download/components/download-page';
import { detectDevice, type Device } from '@/features/download/device';
import { appDownloadLinks } from '@/lib/app-download-links';
import { SystemProvider, type SystemInfo } from '@/lib/system';
import { brand, renderInApp } from '../sections/render';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.37.106]',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const ANDROID_URL = 'https://cdn.example.com/app/luckystar-2.4.apk';
const IOS_URL = 'https://cdn.example.com/app/luckystar.mobileconfig';
/** PLATFORM: `info.resources` keyed by resourceType. */
const RESOURCES: SystemInfo['resources'] = { Android: [{ url: ANDROID_URL }], iOS: [{ labelNameEn: 'iOS', url: IOS_URL }] };

async function renderPage(device: Device, resources: SystemInfo['resources'] = RESOURCES, code = 'luckystar') {
  const merchant = brand(code);
  return renderInApp(
    <SystemProvider flags={{}} info={{ resources }} location={null} customerServiceUrl={null}>
      <DownloadPage device={device} />
    </SystemProvider>,
    { merchant, route: '/down' },
  );
}

describe('detectDevice', () => {
  it.each([
    ['iPhone Safari', UA.iphoneSafari, 0, { os: 'ios', safari: true }],
    ['iPhone Chrome', UA.iphoneChrome, 5, { os: 'ios', safari: false }],
    ["Facebook's in-app browser on an iPhone", UA.iphoneFacebook, 5, { os: 'ios', safari: false }],
    ['an iPad asking for the desktop site', UA.ipadDesktopMode, 5, { os: 'ios', safari: true }],
    ['Android Chrome', UA.android, 5, { os: 'android', safari: false }],
    ['a Mac with Safari', UA.ipadDesktopMode, 0, { os: null, safari: false }],
    ['Windows Chrome', UA.windowsChrome, 0, { os: null, safari: false }],
  ])('tells %s apart', (_, ua, touch, device) => {
    expect(detectDevice(ua, touch)).toEqual(device);
  });
});

describe('appDownloadLinks', () => {
  it('reads each app from its resourceType (Android, iOS)', () => {
    expect(appDownloadLinks(RESOURCES)).toEqual({ android: ANDROID_URL, ios: IOS_URL });
  });

  it('reads apps grouped under one type by their labels, as the sandbox serves them', () => {
    const grouped = { APP_DOWNLOAD: [{ labelNameEn: 'Android', url: ANDROID_URL }, { labelNameEn: 'iOS', url: IOS_URL }], SOCIAL: [{ labelNameEn: 'Facebook', url: 'https://facebook.com/x' }] };
    expect(appDownloadLinks(grouped)).toEqual({ android: ANDROID_URL, ios: IOS_URL });
  });

  it("falls back to the brand's links, but not to links that only point back at /down", () => {
    expect(appDownloadLinks(null, { android: 'https://brand.example/app.apk', ios: '/down#ios' })).toEqual({ android: 'https://brand.example/app.apk', ios: null });
  });

  it('offers no link that is not a web address', () => {
    // oxlint-disable-next-line no-script-url
    expect(appDownloadLinks({ Android: [{ url: 'javascript:alert(1)' }], iOS: [{ url: '' }] })).toEqual({ android: null, ios: null });
  });
});

describe('DownloadPage', () => {
  it('shows both QR codes with their names and download links on a computer, and the w_download banners', async () => {
    const { container } = await renderPage({ os: null, safari: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Download the Lucky Star app' })).toBeInTheDocument();
    const apps = screen.getByRole('region', { name: 'Choose your phone' });
    expect(await within(apps).findByRole('img', { name: 'QR code to download the Android app' })).toBeInTheDocument();
    expect(await within(apps).findByRole('img', { name: 'QR code to download the iOS (iPhone, iPad) app' })).toBeInTheDocument();
    expect(within(apps).getByRole('heading', { level: 3, name: 'Android' })).toBeInTheDocument();
    expect(within(apps).getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', ANDROID_URL);
    expect(within(apps).getByRole('link', { name: 'Download for iOS (iPhone, iPad)' })).toHaveAttribute('href', IOS_URL);
    expect(screen.queryByRole('note', { name: 'Open this page in Safari.' })).not.toBeInTheDocument();
    const banners = await screen.findByRole('region', { name: 'Featured promotions' });
    await waitFor(() => expect(within(banners).getAllByRole('img').length).toBeGreaterThan(0));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it('gives an Android phone a download button for its own app first, and no QR code', async () => {
    await renderPage({ os: 'android', safari: false });
    const apps = screen.getByRole('region', { name: 'Choose your phone' });
    const [first] = within(apps).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Android' })).toBeInTheDocument();
    expect(within(first!).getByText('For this device')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', ANDROID_URL);
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    const guides = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(guides.indexOf('Install on Android')).toBeLessThan(guides.indexOf('Install on iPhone or iPad'));
  });

  it('shows an iPhone in Safari the iOS app and profile steps first, without the Safari hint', async () => {
    await renderPage(detectDevice(UA.iphoneSafari));
    expect(screen.queryByRole('note', { name: 'Open this page in Safari.' })).not.toBeInTheDocument();
    const [first] = within(screen.getByRole('region', { name: 'Choose your phone' })).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Download for iOS (iPhone, iPad)' })).toHaveAttribute('href', IOS_URL);
    const guide = screen.getByRole('region', { name: 'Install on iPhone or iPad' });
    const steps = within(within(guide).getAllByRole('list').at(-1)!).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      expect.stringContaining('Download for iOS'),
      expect.stringContaining('tap Allow'),
      expect.stringContaining('Settings › General › Profile'),
      expect.stringContaining('tap Install'),
    ]);
    expect(within(guide).getByText('Use Safari: other browsers cannot install the profile.')).toBeInTheDocument();
    expect(within(guide).getByText(/same network/)).toBeInTheDocument();
    expect(within(guide).getByText(/remove it first/)).toBeInTheDocument();
  });

  it('tells an iPhone outside Safari to open the page in Safari and offers its link to copy', async () => {
    await renderPage(detectDevice(UA.iphoneChrome));
    const hint = screen.getByRole('note', { name: 'Open this page in Safari.' });
    expect(hint).toHaveTextContent('installs only from Safari');
    expect(within(hint).getByRole('button', { name: 'Copy page link' })).toBeInTheDocument();
  });

  it('says an app is not available when neither the platform nor the brand has a link', async () => {
    const merchant = brand('luckystar');
    await renderInApp(
      <SystemProvider flags={{}} info={{ resources: { SOCIAL: [{ url: 'https://facebook.com/x' }] } }} location={null} customerServiceUrl={null}>
        <DownloadPage device={{ os: null, safari: false }} />
      </SystemProvider>,
      { merchant: { ...merchant, appDownload: { android: '/down#android', ios: '/down#ios' } }, route: '/down' },
    );
    expect(screen.getByText('The Android app is not available yet.')).toBeInTheDocument();
    expect(screen.getByText('The iOS (iPhone, iPad) app is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download for/ })).not.toBeInTheDocument();
  });

  it('is in Tagalog for a TY visitor', async () => {
    const merchant = brand('luckystar');
    await renderInApp(
      <SystemProvider flags={{}} info={{ resources: RESOURCES }} location={null} customerServiceUrl={null}>
        <DownloadPage device={{ os: 'android', safari: false }} />
      </SystemProvider>,
      { merchant, language: 'TY', route: '/down' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'I-download ang Lucky Star app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I-download para sa Android' })).toHaveAttribute('href', ANDROID_URL);
  });
});
