/**
 * The installable site's build-time pieces that do not need Vite: each brand's web app manifest from its merged config,
 * where it is served, and which built files form the app shell the service worker precaches.
 */
import { manifestUrl } from '../src/features/pwa/manifest-url.ts';
import type { Merchant } from '../src/merchant/types.ts';

/** A brand's manifest file in the build folder; the app links the same address (src/features/pwa/manifest-url.ts). */
export function manifestFile(code: string): string {
  return manifestUrl(code).slice(1);
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** The W3C web app manifest fields the site sets. */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

function iconType(src: string): string {
  if (/\.svg$/i.test(src)) return 'image/svg+xml';
  if (/\.png$/i.test(src)) return 'image/png';
  return 'image/x-icon';
}

/**
 * A brand's manifest: its name (also the short name: brand names fit under a home-screen icon), the light theme's header colour as the title-bar colour and its page
 * background as the splash colour, and its favicon as the icon (the brands' favicons are SVGs, which fit any size).
 *
 * @example webAppManifest(luckystar).short_name // 'Lucky Star'
 */
export function webAppManifest(merchant: Merchant): WebAppManifest {
  return {
    id: '/',
    name: merchant.name,
    short_name: merchant.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: merchant.theme.light.colorHeader,
    background_color: merchant.theme.light.colorBackground,
    icons: [{ src: merchant.assets.favicon, sizes: 'any', type: iconType(merchant.assets.favicon), purpose: 'any' }],
  };
}

/**
 * The app shell: index.html and every file it loads before the app can draw (its module scripts, preloads and
 * stylesheets, including those the build parks in the `app-code` template), as paths relative to the build folder.
 */
export function shellFiles(html: string): Set<string> {
  const files = new Set(['index.html']);
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/([^"#?]+)"/g)) {
    const file = match[1];
    if (file && /\.(?:js|css)$/.test(file)) files.add(file);
  }
  return files;
}
