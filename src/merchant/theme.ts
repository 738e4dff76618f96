import type { Merchant, ThemeMode, ThemeTokens } from './types';

/** localStorage key that remembers the visitor's light/dark choice. */
export const THEME_MODE_KEY = 'theme-mode';

/** `colorOnPrimary` → `--color-on-primary`. */
export function cssVarName(token: string): string {
  return `--${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The CSS variables of a token set: `{ '--color-primary': '#…', … }`. */
export function themeVars(tokens: ThemeTokens): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [token, value] of Object.entries(tokens)) vars[cssVarName(token)] = String(value);
  return vars;
}

/** The same variables as `name:value;…` text; the boot script in index.html splits it back. */
export function themeCssText(tokens: ThemeTokens): string {
  return Object.entries(themeVars(tokens))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/** Reads the remembered mode; null when none (or storage is blocked). */
export function readStoredMode(): ThemeMode | null {
  try {
    const stored = localStorage.getItem(THEME_MODE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers the mode; storage may be blocked (private mode), which only costs the memory. */
export function storeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_MODE_KEY, mode);
  } catch {
    // nothing to do: the mode still applies for this page
  }
}

/** The mode to start in: the remembered one, else the brand's default. */
export function initialMode(merchant: Merchant): ThemeMode {
  return readStoredMode() ?? merchant.theme.defaultMode;
}

/**
 * Writes the brand's tokens for `mode` as CSS variables on `root` (default `<html>`) and sets `data-theme`,
 * `data-merchant`, `color-scheme` and the theme-color meta. Uses CSSOM only, so a strict CSP allows it.
 */
export function applyTheme(merchant: Merchant, mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  const tokens = merchant.theme[mode];
  for (const [name, value] of Object.entries(themeVars(tokens))) root.style.setProperty(name, value);
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
  root.dataset.merchant = merchant.code;
  const meta = root.ownerDocument.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = tokens.colorHeader;
}

/** Points the favicon at the brand's and sets the document title to the brand name (pages may add to it). */
export function applyBrandHead(merchant: Merchant, doc: Document = document): void {
  let icon = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.href = merchant.assets.favicon;
  if (merchant.assets.favicon.endsWith('.svg')) icon.type = 'image/svg+xml';
  doc.title = merchant.name;
}
