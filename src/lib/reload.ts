/** Reloads the page; one seam so tests can observe it (jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
