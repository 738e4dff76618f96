import { files, loaders } from 'virtual:locales';

/** Flat key → text map of one language, merged over all of its `locales/<LANG>/*.json` files. */
export type Messages = Record<string, string>;

/** The locale files that exist for `code`, by path (e.g. `/locales/TY/status.json`). */
export function localeFilesOf(code: string): string[] {
  return (files[code] ?? []).map((file) => `/locales/${code}/${file}`);
}

/**
 * Loads a language's texts: every locale file of it, merged at build time into one chunk fetched only when that
 * language is used (scripts/locales-vite-plugin.ts). A language without files gives an empty map.
 */
export async function loadMessages(code: string): Promise<Messages> {
  const load = loaders[code];
  return load ? (await load()).default : {};
}
