import { files, loaders } from 'virtual:locales';

/** Flat key → text map of one language, merged over all of its `locales/<LANG>/*.json` files. */
export type Messages = Record<string, string>;

/** The locale files that exist for `code`, by path (e.g. `/locales/TY/status.json`). */
export function localeFilesOf(code: string): string[] {
  return (files[code] ?? []).map((file) => `/locales/${code}/${file}`);
}

/** Which texts of a language: what the first screen shows, or the rest (scripts/locales-vite-plugin.ts). */
export type TextPart = 'start' | 'more';

/**
 * Loads a language's texts: its locale files, merged at build time into two chunks fetched only when that language is
 * used (scripts/locales-vite-plugin.ts): `start`, what the first screen shows, and `more`, the rest. Without `part`,
 * both. A language without files gives an empty map.
 */
export async function loadMessages(code: string, part?: TextPart): Promise<Messages> {
  const load = loaders[code];
  if (!load) return {};
  if (part) return (await load[part]()).default;
  const [start, more] = await Promise.all([load.start(), load.more()]);
  return { ...start.default, ...more.default };
}
