import { describe, expect, it } from 'vitest';
import { manifestFile, shellFiles, webAppManifest } from '../../../scripts/pwa-manifest';
import { DISMISS_DAYS, dismissedRecently, installOffer, isIosSafari } from '@/features/pwa/install-offer';
import { manifestUrl } from '@/features/pwa/manifest-url';
import { allMerchants } from '@/merchant';

const DAY = 24 * 60 * 60 * 1000;
const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

describe('webAppManifest', () => {
  it.each(allMerchants().map((m) => [m.code, m] as const))('%s: name, colours and icon come from its config', (_, merchant) => {
    const manifest = webAppManifest(merchant);
    expect(manifest).toMatchObject({
      name: merchant.name,
      short_name: merchant.name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: merchant.theme.light.colorHeader,
      background_color: merchant.theme.light.colorBackground,
    });
    expect(manifest.icons).toEqual([{ src: merchant.assets.favicon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
    // A home-screen label shows about 12 characters.
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('is written where the app links it', () => {
    expect(`/${manifestFile('goldenlotus')}`).toBe(manifestUrl('goldenlotus'));
  });
});

describe('shellFiles', () => {
  it('is index.html and the scripts, preloads and stylesheets it loads, also those parked in a template', () => {
    const html = `<html><head><script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/boot-B.js"><link rel="stylesheet" href="/assets/app-C.css">
      <link rel="icon" href="/merchants/luckystar/favicon.svg"><script type="application/json" id="merchant-boot">{}</script>
      </head><body><template id="app-code"><script type="module" src="/assets/late-D.js"></script></template></body></html>`;
    expect([...shellFiles(html)].toSorted()).toEqual(['assets/app-C.css', 'assets/boot-B.js', 'assets/index-A.js', 'assets/late-D.js', 'index.html']);
  });
});

describe('install offer', () => {
  it.each([
    ['iPhone Safari', UA.iphoneSafari, 0, true],
    ['iPhone Chrome', UA.iphoneChrome, 5, false],
    ['an iPad asking for the desktop site', UA.ipadDesktopMode, 5, true],
    ['a Mac with Safari', UA.ipadDesktopMode, 0, false],
    ['Android Chrome', UA.android, 5, false],
  ])('tells whether %s is iOS Safari', (_, ua, touch, expected) => {
    expect(isIosSafari(ua, touch)).toBe(expected);
  });

  it(`keeps away for ${DISMISS_DAYS} days after "Not now", then offers again`, () => {
    const at = Date.UTC(2026, 10, 1);
    expect(dismissedRecently(String(at), at + DAY)).toBe(true);
    expect(dismissedRecently(String(at), at + DISMISS_DAYS * DAY - 1)).toBe(true);
    expect(dismissedRecently(String(at), at + DISMISS_DAYS * DAY)).toBe(false);
    expect(dismissedRecently(null, at)).toBe(false);
    expect(dismissedRecently('not a time', at)).toBe(false);
  });

  it('offers the browser dialog or the iOS steps, and nothing once installed or dismissed', () => {
    const base = { standalone: false, offered: false, iosSafari: false, dismissedRecently: false };
    expect(installOffer(base)).toBeNull();
    expect(installOffer({ ...base, offered: true })).toBe('prompt');
    expect(installOffer({ ...base, iosSafari: true })).toBe('ios');
    expect(installOffer({ ...base, offered: true, standalone: true })).toBeNull();
    expect(installOffer({ ...base, iosSafari: true, standalone: true })).toBeNull();
    expect(installOffer({ ...base, offered: true, dismissedRecently: true })).toBeNull();
  });
});
