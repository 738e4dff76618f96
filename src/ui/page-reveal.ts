/** Id of index.html's start-up skeleton; while it is in the page the app renders hidden behind it (src/app/app.css). */
export const BOOT_LOADER_ID = 'boot-loader';

/** Shows the app: removes the start-up skeleton. Later calls do nothing. */
export function revealPage(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(BOOT_LOADER_ID)?.remove();
}

/**
 * Shows the app unless the skeleton waits for something drawn later: the early script marks it `data-hold="banner"`
 * when it painted (or is painting) the home screen's first banner, which the banner section then takes over.
 */
export function revealPageUnlessHeld(): void {
  if (typeof document === 'undefined') return;
  const loader = document.getElementById(BOOT_LOADER_ID);
  if (loader && !loader.dataset.hold) loader.remove();
}

/** Shows the app once `img` is decoded, so its first frame already has the picture the skeleton showed. */
export function revealPageWhenDecoded(img: HTMLImageElement): void {
  const decoded = typeof img.decode === 'function' ? img.decode() : Promise.resolve();
  decoded.then(revealPage, revealPage);
}
