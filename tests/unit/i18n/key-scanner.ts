import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

// t('key') / t("key") / i18n.t('key'), not e.g. `split('x')` or `format("x")`.
const T_CALL = /(?<![\w$])t\(\s*(['"])([^'"\n]+)\1/g;
const I18N_KEY_PROP = /\bi18nKey\s*=\s*\{?\s*(['"])([^'"\n]+)\1/g;
// Keys handed to a component or a route as data (`titleKey="screen_home"`, `labelKey: 'nav_home'`).
const KEY_FIELD = /\b(?:labelKey|titleKey|textKey|builtByKey|messageKey|headerKey|typeLabelKey|detailLabelKey)\s*[:=]\s*\{?\s*(['"])([^'"\n]+)\1/g;
const CONFIG_KEY_FIELDS = new Set(['labelKey', 'titleKey', 'textKey', 'messageKey']);

/** The i18n keys a TypeScript source uses literally. */
export function keysInSource(text: string): string[] {
  const keys: string[] = [];
  for (const re of [T_CALL, I18N_KEY_PROP, KEY_FIELD]) {
    for (const match of text.matchAll(re)) keys.push(match[2]!);
  }
  return keys;
}

/** The i18n keys a merchant config references through its `labelKey`/`titleKey`/`textKey` fields. */
export function keysInConfig(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysInConfig);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([field, v]) =>
    CONFIG_KEY_FIELDS.has(field) && typeof v === 'string' ? [v] : keysInConfig(v),
  );
}

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => test(name))
    .map((name) => join(dir, name));
}

/** Every key used under src/ and merchants/, with the files that use it. */
export function usedKeys(root: string): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const add = (key: string, file: string) => {
    const rel = relative(root, file);
    const files = used.get(key) ?? [];
    if (!files.includes(rel)) files.push(rel);
    used.set(key, files);
  };
  const sources = filesUnder(join(root, 'src'), (n) => /\.(ts|tsx)$/.test(n) && !n.endsWith('.gen.ts'));
  for (const file of sources) for (const key of keysInSource(readFileSync(file, 'utf8'))) add(key, file);
  for (const file of filesUnder(join(root, 'merchants'), (n) => n.endsWith('.json'))) {
    for (const key of keysInConfig(JSON.parse(readFileSync(file, 'utf8')))) add(key, file);
  }
  return used;
}

/** The keys of a language, merged over all of its locale files. */
export function localeKeys(root: string, language: string): Set<string> {
  const keys = new Set<string>();
  for (const file of filesUnder(join(root, 'locales', language), (n) => n.endsWith('.json'))) {
    for (const key of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) keys.add(key);
  }
  return keys;
}

/** "key (used in a, b)" for every used key a language lacks. */
export function missingKeys(used: Map<string, string[]>, available: Set<string>): string[] {
  return [...used]
    .filter(([key]) => !available.has(key))
    .map(([key, files]) => `${key} (used in ${files.join(', ')})`)
    .toSorted();
}
