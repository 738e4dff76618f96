import { useEffect } from 'react';
import { manifestUrl } from './manifest-url';

/**
 * Links the brand's web app manifest (and its icon for iOS's home screen) into the page. Added after the first screen,
 * so the first load is unchanged; Chromium reads a manifest link added later and then offers installation.
 */
export function useBrandManifest(code: string, icon: string): void {
  useEffect(() => {
    if ('__STORYBOOK_PREVIEW__' in window) return;
    const links = [
      Object.assign(document.createElement('link'), { rel: 'manifest', href: manifestUrl(code) }),
      Object.assign(document.createElement('link'), { rel: 'apple-touch-icon', href: icon }),
    ];
    document.head.append(...links);
    return () => links.forEach((link) => link.remove());
  }, [code, icon]);
}
