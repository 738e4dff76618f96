/**
 * Vite plugin for texts: `virtual:locales` is a map of language code → loaders, and each language's
 * `locales/<CODE>/*.json` is merged into two modules: `virtual:locales/<CODE>` holds the START_NAMESPACES (what the
 * shell, the home page and its header, nav, footer and right bar show, for visitors and members) and
 * `virtual:locales/<CODE>/more` everything else, which the app loads with the first other screen or popup
 * (src/i18n `loadMoreTexts`). Two chunks per language, and the app carries two loaders per language instead of one per
 * file (with ~30 files in 5 languages that table alone was 19 KB of the boot chunk). Measured at the split: EN's
 * merged texts were 28.1 KB gzip, all loaded by the home page; its start part is about a quarter of that.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const INDEX = 'virtual:locales';
const LANGUAGE = /^virtual:locales\/([A-Z]{2})(\/more)?$/;

/**
 * The locale files (without .json) the first screen needs: the shell, home and its sections, the header's sign-in
 * form and member menu, status pages, live-event toasts, and the install offer (Chrome may offer it on a first visit,
 * which fetched the rest of the texts, 24 KB, for one line). A key the home page shows from another file is still
 * found (the missing key loads the rest, src/i18n), only a moment later; tests/e2e/texts.spec.ts keeps home on these
 * alone.
 */
export const START_NAMESPACES = ['common', 'layout', 'home', 'games', 'forms', 'auth', 'status', 'announcements', 'ui', 'live', 'messages', 'pwa'];

/** The language folders under `dir`, sorted. */
function languagesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^[A-Z]{2}$/.test(d.name))
    .map((d) => d.name)
    .toSorted();
}

/** One language's locale file names, sorted (the merge order: a later file's key wins, as before). */
export function localeFiles(dir: string, code: string): string[] {
  const folder = path.join(dir, code);
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.json')).toSorted() : [];
}

export function localesPlugin(dir = path.resolve(import.meta.dirname, '..', 'locales')): Plugin {
  return {
    name: 'locales',
    resolveId(id) {
      return id === INDEX || LANGUAGE.test(id) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:locales')) return null;
      const name = id.slice(1);
      if (name === INDEX) {
        const languages = languagesIn(dir);
        const loaders = languages
          .map((code) => {
            const start = JSON.stringify(`${INDEX}/${code}`);
            const more = JSON.stringify(`${INDEX}/${code}/more`);
            return `  ${code}: { start: () => import(${start}), more: () => import(${more}) },`;
          })
          .join('\n');
        const files = Object.fromEntries(languages.map((code) => [code, localeFiles(dir, code)]));
        return `export const loaders = {\n${loaders}\n};\nexport const files = ${JSON.stringify(files)};\n`;
      }
      const [, code = '', more] = LANGUAGE.exec(name) ?? [];
      const merged: Record<string, string> = {};
      const wanted = (file: string) => START_NAMESPACES.includes(file.replace(/\.json$/, '')) !== Boolean(more);
      for (const file of localeFiles(dir, code).filter(wanted)) {
        const full = path.join(dir, code, file);
        this.addWatchFile(full);
        Object.assign(merged, JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, string>);
      }
      // JSON.parse of a string is faster to start than an object literal of this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(merged))});\n`;
    },
  };
}
