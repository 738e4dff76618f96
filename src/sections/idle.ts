/**
 * Runs `callback` once the page has loaded and the main thread is idle (or after `timeout` ms of waiting for idle),
 * for work the first paint must not wait for. Returns a cancel function.
 */
export function afterLoadIdle(callback: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let handle: number | undefined;
  let idle = false;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      idle = true;
      handle = requestIdleCallback(() => !cancelled && callback(), { timeout });
    } else {
      handle = window.setTimeout(() => !cancelled && callback(), 0);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (handle === undefined) return;
    if (idle) cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
