import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk, asked for only once the page has loaded and the browser is idle: nothing of the installable site
// (manifest link, service worker, install offer) is part of the first load.
const PwaGate = lazy(() => import('./entries/pwa-gate'));

/** Calls `run` after the window's load event and the next idle period (a timer where there is no idle callback). */
export function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  let timer: { idle?: number; timeout?: number } = {};
  const idle = () => {
    if (cancelled) return;
    const go = () => !cancelled && run();
    timer = typeof window.requestIdleCallback === 'function'
      ? { idle: window.requestIdleCallback(go, { timeout: 5000 }) }
      : { timeout: window.setTimeout(go, 1000) };
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    if (timer.idle !== undefined) window.cancelIdleCallback(timer.idle);
    if (timer.timeout !== undefined) window.clearTimeout(timer.timeout);
  };
}

/** The installable site's install offer and update prompt, mounted after load and idle. */
export function PwaSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PwaGate />
    </Suspense>
  );
}
