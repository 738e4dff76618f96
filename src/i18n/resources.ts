/** Flat key → text map of one language, merged over all of its `locales/<LANG>/*.json` files. */
export type Messages = Record<string, string>;

// Not eager: each language's files become their own chunks, fetched only when that language is used.
const localeFiles = import.meta.glob<Messages>('/locales/*/*.json', { import: 'default' });

/** The locale files that exist for `code`, by path (e.g. `/locales/TY/status.json`). */
export function localeFilesOf(code: string): string[] {
  const prefix = `/locales/${code}/`;
  return Object.keys(localeFiles)
    .filter((path) => path.startsWith(prefix))
    .toSorted();
}

/** Loads and merges every locale file of a language; a language without files gives an empty map. */
export async function loadMessages(code: string): Promise<Messages> {
  const parts = await Promise.all(localeFilesOf(code).map((path) => localeFiles[path]!()));
  return Object.assign({}, ...parts) as Messages;
}
