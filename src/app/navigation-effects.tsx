import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMerchant } from '@/merchant';

/**
 * Scrolls to the element a `#hash` names. Screens may draw it a moment later (data, lazy chunks), so it keeps
 * looking for about a second; returns a canceller.
 */
export function scrollToHash(hash: string, tries = 60): () => void {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw id up.
  }
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const el = id ? document.getElementById(id) : null;
    if (el) {
      el.scrollIntoView?.({ block: 'start' });
      return;
    }
    frame += 1;
    if (frame < tries) handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}

/** Removes the static start-up loader the page may carry (`#boot-loader`) once a screen is showing. */
function hideBootLoader(): void {
  document.getElementById('boot-loader')?.remove();
}

/**
 * What happens after each navigation (SPEC §2): the loader hides, and the page scrolls to the top when the route
 * name (path) changes or to the anchor of a hash. The title is each screen's (`RouteTitle`).
 */
export function NavigationEffects() {
  const location = useLocation();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    hideBootLoader();
    const pathChanged = lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    if (location.hash) return scrollToHash(location.hash);
    if (pathChanged) window.scrollTo(0, 0);
    return undefined;
  }, [location.pathname, location.hash]);

  return null;
}

/** Sets the document title to "<screen> · <brand>" while the screen is shown. */
export function RouteTitle({ titleKey }: { titleKey: string }) {
  const merchant = useMerchant();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} · ${merchant.name}`;
  }, [titleKey, t, merchant.name]);
  return null;
}

/** A thin progress bar while a lazy screen group downloads (a Suspense fallback). */
export function RouteProgress() {
  const { t } = useTranslation();
  return <progress className="route-progress" aria-label={t('loading')} />;
}
