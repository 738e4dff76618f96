/// <reference types="vite-plugin-pwa/client" />

/** How often an open tab asks the server whether a new version has landed (the browser also checks on navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the site's service worker (scripts/pwa-vite-plugin.ts) in a production build, never in the dev server or
 * Storybook (whose mock worker owns the page there). `onNeedRefresh` gets the function that activates the waiting new
 * version; the page reloads once the new worker controls it.
 */
export async function registerServiceWorker(onNeedRefresh: (reload: () => Promise<void>) => void): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if ('__STORYBOOK_PREVIEW__' in window) return;
  const { registerSW } = await import('virtual:pwa-register');
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const updateSW = registerSW({
    // The page has loaded already (src/features/pwa/pwa-slot.tsx): register now rather than on a load event.
    immediate: true,
    onNeedRefresh: () =>
      onNeedRefresh(async () => {
        // Workbox reloads only when the page had a worker before this visit; on a first visit whose worker has since
        // taken the page, the new worker taking over is the signal.
        navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
        await updateSW(true);
      }),
    onNeedReload: reloadOnce,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
  });
}
