/** How often an open tab asks the server whether a new version has landed (the browser also checks on navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The service worker vite-plugin-pwa builds (scripts/pwa-vite-plugin.ts: `filename`, scope the site root). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker in a production build, never in the dev server or Storybook (whose mock worker
 * owns the page there). When a new version's worker is installed and waiting beside the one controlling the page,
 * `onNeedRefresh` gets the function that activates it (the SKIP_WAITING message, which sw.ts answers); the page reloads once the new
 * worker controls it. Plain service-worker API rather than workbox-window: a few lines instead of two more chunks.
 */
export async function registerServiceWorker(onNeedRefresh: (reload: () => Promise<void>) => void): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if ('__STORYBOOK_PREVIEW__' in window) return;
  const container = navigator.serviceWorker;
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  // What this page loaded before a worker controlled it (a first visit): the worker caches it too, from the HTTP cache.
  void container.ready.then((ready) => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${window.location.origin}/`));
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    ready.active?.postMessage({ type: 'CACHE_URLS', urls });
  });
  let reloading = false;
  const offer = (worker: ServiceWorker) => {
    // The first worker of a first visit is no update: it simply takes the page (clientsClaim).
    if (!container.controller) return;
    onNeedRefresh(async () => {
      container.addEventListener(
        'controllerchange',
        () => {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        },
        { once: true },
      );
      // ServiceWorker.postMessage(message, transfer) has no target origin (the rule knows Window.postMessage only).
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.waiting === worker) offer(worker);
    });
  });
  setInterval(() => {
    if (navigator.onLine) registration.update().catch(() => {});
  }, UPDATE_CHECK_MS);
}
