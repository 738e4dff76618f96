import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMerchant } from '@/merchant';
import { revealPage, revealPageUnlessHeld } from '@/ui';

/** The start-up skeleton gives way after this long even if what it waits for (the first banner) never draws. */
export const REVEAL_TIMEOUT_MS = 3000;

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

/**
 * What happens after each navigation (SPEC §2): the start-up skeleton gives way (on the first screen it may wait for
 * the first banner, see `revealPageUnlessHeld`), and the page scrolls to the top when the route name (path) changes
 * or to the anchor of a hash. The title is each screen's (`RouteTitle`).
 */
export function NavigationEffects() {
  const location = useLocation();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(revealPage, REVEAL_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    // The first screen (even under StrictMode's second effect run) may hold the skeleton; a new screen never does.
    if (lastPath.current === null || lastPath.current === location.pathname) revealPageUnlessHeld();
    else revealPage();
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
