/**
 * Vite plugin for texts: `virtual:locales` is a map of language code → loader, and `virtual:locales/<CODE>` is that
 * language's `locales/<CODE>/*.json` merged into one module. One chunk per language, and the app carries one loader
 * per language instead of one per file (with ~30 files in 5 languages that table alone was 19 KB of the boot chunk).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const INDEX = 'virtual:locales';
const LANGUAGE = /^virtual:locales\/([A-Z]{2})$/;

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
        const loaders = languages.map((code) => `  ${code}: () => import(${JSON.stringify(`${INDEX}/${code}`)}),`).join('\n');
        const files = Object.fromEntries(languages.map((code) => [code, localeFiles(dir, code)]));
        return `export const loaders = {\n${loaders}\n};\nexport const files = ${JSON.stringify(files)};\n`;
      }
      const code = LANGUAGE.exec(name)?.[1] ?? '';
      const merged: Record<string, string> = {};
      for (const file of localeFiles(dir, code)) {
        const full = path.join(dir, code, file);
        this.addWatchFile(full);
        Object.assign(merged, JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, string>);
      }
      // JSON.parse of a string is faster to start than an object literal of this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(merged))});\n`;
    },
  };
}
