import type { SystemInfo } from './system-types';

/** The two app platforms of the download page (SPEC §1). */
export type AppPlatform = 'android' | 'ios';

/** Each platform's download link, or null when neither the platform nor the brand gives one. */
export type AppDownloadLinks = Record<AppPlatform, string | null>;

type Resources = SystemInfo['resources'];

const PLATFORM_NAME: Record<AppPlatform, RegExp> = { android: /^android$/i, ios: /^ios$/i };

/** Only web addresses are offered for download: an absolute http(s) URL or a path on this site. */
function safeUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function fromResources(resources: Resources, platform: AppPlatform): string | null {
  if (!resources) return null;
  const name = PLATFORM_NAME[platform];
  // PLATFORM: resources are keyed by resourceType (Android, iOS) …
  for (const [type, list] of Object.entries(resources)) {
    if (!name.test(type.trim())) continue;
    for (const item of list ?? []) {
      const url = safeUrl(item.url);
      if (url) return url;
    }
  }
  // … and some platforms group both apps under one type, each named by its label.
  for (const list of Object.values(resources)) {
    for (const item of list ?? []) {
      if (!item.labelNameEn || !name.test(item.labelNameEn.trim())) continue;
      const url = safeUrl(item.url);
      if (url) return url;
    }
  }
  return null;
}

/** A brand link that only points back at the download page itself says nothing about where the app is. */
function fromBrand(url: string | undefined): string | null {
  const safe = safeUrl(url);
  if (!safe || /^\/down(?:[/?#]|$)/.test(safe)) return null;
  return safe;
}

/**
 * The Android and iOS app links: the platform's `info.resources` of `GET /wps/system/status` (resourceType Android /
 * iOS, PLATFORM-MEMBER "App download") first, else the brand's configured `appDownload` links.
 *
 * @example appDownloadLinks({ Android: [{ url: 'https://x.example/app.apk' }] }).android // 'https://x.example/app.apk'
 */
export function appDownloadLinks(resources: Resources, brand?: Partial<Record<AppPlatform, string>>): AppDownloadLinks {
  return {
    android: fromResources(resources, 'android') ?? fromBrand(brand?.android),
    ios: fromResources(resources, 'ios') ?? fromBrand(brand?.ios),
  };
}
