/** Served address of a brand's web app manifest (written by scripts/pwa-vite-plugin.ts for every brand). */
export function manifestUrl(code: string): string {
  return `/manifest/${encodeURIComponent(code)}.webmanifest`;
}
