import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A language's texts merged over its locale files, with the file each key came from. */
export interface LocaleTexts {
  texts: Map<string, string>;
  fileOf: Map<string, string>;
}

/** Every `locales/<LANG>/*.json` of one language, merged (as the app merges them). */
export function readLocale(root: string, language: string): LocaleTexts {
  const texts = new Map<string, string>();
  const fileOf = new Map<string, string>();
  const dir = join(root, 'locales', language);
  if (!existsSync(dir)) return { texts, fileOf };
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).toSorted()) {
    const json = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(json)) {
      texts.set(key, String(value));
      fileOf.set(key, `${language}/${name}`);
    }
  }
  return { texts, fileOf };
}

/** The language folders under locales/. */
export function localeFolders(root: string): string[] {
  return readdirSync(join(root, 'locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .toSorted();
}

// i18next's plural suffixes (CLDR categories); a language may need forms EN has not (Polish _few, Arabic _zero …).
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * What the code fills into a text: i18next's `{{name}}` (with or without a format, `{{value, number}}` counts as
 * `{{value}}`), SPEC's indexed `{0}` and its `(min)`/`(max)`/`(decimals)` bounds, and the `<terms>…</terms>` tags of
 * `<Trans>`. A translation must keep the same set (order and repetition are free).
 */
export function placeholders(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)) found.add(`{{${match[1]}}}`);
  for (const match of text.matchAll(/(?<!\{)\{(\d+)\}(?!\})/g)) found.add(`{${match[1]}}`);
  for (const match of text.matchAll(/\((min|max|decimals)\)/g)) found.add(`(${match[1]})`);
  for (const match of text.matchAll(/<\/?([a-zA-Z][\w-]*)[^>]*>/g)) found.add(`<${match[1]}>`);
  return [...found].toSorted();
}

/** The EN key a language's key answers to: itself, or a plural form of a key EN has in plural forms. */
function enCounterpart(key: string, en: Map<string, string>): string | undefined {
  if (en.has(key)) return key;
  const base = key.replace(PLURAL, '');
  if (base === key) return undefined;
  return en.has(`${base}_other`) ? `${base}_other` : en.has(`${base}_one`) ? `${base}_one` : undefined;
}

export interface Completeness {
  language: string;
  /** EN keys the language has (plural forms it does not use count as had when it has the `_other` form). */
  have: number;
  total: number;
  missing: string[];
  /** Keys EN lacks: a typo or a removed text (never shown, since the app looks keys up from EN's list). */
  extra: string[];
  /** "key: EN {{a}} · XX {{b}}" for texts whose placeholders differ from EN's. */
  placeholderMismatches: string[];
}

/** How much of EN a language covers, and what in it is wrong. */
export function completeness(language: string, en: Map<string, string>, other: LocaleTexts, pluralCategories: readonly string[]): Completeness {
  const { texts, fileOf } = other;
  const missing: string[] = [];
  for (const key of en.keys()) {
    if (texts.has(key)) continue;
    const plural = PLURAL.exec(key);
    // EN's `report_count_one` is not needed by a language without a "one" form (Vietnamese, Chinese, Thai …).
    if (plural && !pluralCategories.includes(plural[1]!) && texts.has(key.replace(PLURAL, '_other'))) continue;
    missing.push(key);
  }
  const extra: string[] = [];
  const placeholderMismatches: string[] = [];
  for (const [key, text] of texts) {
    const counterpart = enCounterpart(key, en);
    if (!counterpart) {
      extra.push(`${key} (${fileOf.get(key)})`);
      continue;
    }
    const want = placeholders(en.get(counterpart)!);
    const got = placeholders(text);
    // A plural form may leave the count out ("one record"), never add or lose another placeholder.
    const comparable = counterpart === key ? got : got.filter((p) => p !== '{{count}}');
    const wanted = counterpart === key ? want : want.filter((p) => p !== '{{count}}');
    if (comparable.join(' ') !== wanted.join(' ')) {
      placeholderMismatches.push(`${key} (${fileOf.get(key)}): EN ${want.join(' ') || '—'} · ${language} ${got.join(' ') || '—'}`);
    }
  }
  return { language, have: en.size - missing.length, total: en.size, missing, extra, placeholderMismatches };
}
