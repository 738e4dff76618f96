import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, isLanguageCode } from '@/i18n';
import { completeness, localeFolders, placeholders, readLocale, type Completeness } from './completeness';
import { localeKeys, missingKeys, usedKeys } from './key-scanner';

const root = join(import.meta.dirname, '..', '..', '..');
const en = readLocale(root, 'EN').texts;

const report: Completeness[] = LANGUAGES.filter((l) => l.code !== 'EN').map((l) =>
  completeness(l.code, en, readLocale(root, l.code), new Intl.PluralRules(l.locale).resolvedOptions().pluralCategories),
);

const merchants = readdirSync(join(root, 'merchants'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'merchants', entry.name, 'merchant.json')))
  .map((entry) => ({
    code: entry.name,
    config: JSON.parse(readFileSync(join(root, 'merchants', entry.name, 'merchant.json'), 'utf8')) as {
      languages: { default: string; supported: string[] };
    },
  }));

describe('language completeness (a missing key falls back to EN)', () => {
  it('prints how many of EN’s keys each language has', () => {
    const lines = report.map((r) => {
      const percent = Math.floor((r.have / r.total) * 1000) / 10;
      const state = r.have === r.total ? 'complete' : r.have === 0 ? 'EN fallback' : `${r.total - r.have} fall back to EN`;
      return `${r.language.padEnd(3)} ${String(r.have).padStart(5)}/${r.total} ${`${percent}%`.padStart(6)}  ${state}`;
    });
    console.log(`Translations against EN (${en.size} keys):\n${lines.join('\n')}`);
    expect(report.length).toBe(LANGUAGES.length - 1);
  });

  it('has TY, CN, VI and TH complete: every EN key translated (issue 15)', () => {
    const incomplete = report
      .filter((r) => ['TY', 'CN', 'VI', 'TH'].includes(r.language))
      .flatMap((r) => r.missing.map((key) => `${r.language}: ${key}`));
    expect(incomplete).toEqual([]);
  });

  it('has no key that EN lacks, in any language', () => {
    expect(report.flatMap((r) => r.extra.map((key) => `${r.language}: ${key}`))).toEqual([]);
  });

  it('keeps EN’s placeholders ({{name}}, {0}, (min)/(max)/(decimals), <tags>) in every translation', () => {
    expect(report.flatMap((r) => r.placeholderMismatches)).toEqual([]);
  });

  it('has a folder only for platform language codes', () => {
    expect(localeFolders(root).filter((folder) => !isLanguageCode(folder))).toEqual([]);
  });

  it('lets brands offer only platform languages, their default among them', () => {
    const problems = merchants.flatMap(({ code, config }) => [
      ...config.languages.supported.filter((l) => !isLanguageCode(l)).map((l) => `${code}: ${l} is not a platform language`),
      ...(config.languages.supported.includes(config.languages.default) ? [] : [`${code}: default ${config.languages.default} not offered`]),
    ]);
    expect(problems).toEqual([]);
    expect(merchants.length).toBeGreaterThanOrEqual(2);
  });

  it('prints the used keys that a language a brand offers still takes from EN', () => {
    const used = usedKeys(root);
    const offered = [...new Set(merchants.flatMap((m) => m.config.languages.supported))].filter((l) => l !== 'EN');
    const lines = offered.map((language) => {
      const missing = missingKeys(used, localeKeys(root, language));
      return `${language}: ${missing.length === 0 ? 'every used key translated' : `${missing.length} used keys shown in EN: ${missing.slice(0, 5).join('; ')}${missing.length > 5 ? ' …' : ''}`}`;
    });
    console.log(`Languages brands offer:\n${lines.join('\n')}`);
    expect(offered).toContain('VI');
  });
});

describe('placeholders', () => {
  it('finds i18next, indexed, bound and tag placeholders, once each', () => {
    expect(placeholders('Hi {{name}}, {{ name }} has {{value, number}} of {0}: (min)–(max) <terms>T</terms>')).toEqual([
      '(max)',
      '(min)',
      '<terms>',
      '{0}',
      '{{name}}',
      '{{value}}',
    ]);
    expect(placeholders('(optional) text')).toEqual([]);
  });

  it('reports a translation that drops or renames a placeholder, and a key EN lacks', () => {
    const english = new Map([
      ['greet', 'Hello {{name}}'],
      ['rows_one', '{{count}} row'],
      ['rows_other', '{{count}} rows'],
      ['bound', 'At most (max)'],
    ]);
    const other = {
      texts: new Map([
        ['greet', 'Xin chào {{ten}}'],
        ['rows_other', '{{count}} dòng'],
        ['bound', 'Tối đa'],
        ['typo_key', 'x'],
      ]),
      fileOf: new Map([
        ['greet', 'VI/a.json'],
        ['rows_other', 'VI/a.json'],
        ['bound', 'VI/a.json'],
        ['typo_key', 'VI/a.json'],
      ]),
    };
    const result = completeness('VI', english, other, ['other']);
    expect(result.have).toBe(4);
    expect(result.missing).toEqual([]);
    expect(result.extra).toEqual(['typo_key (VI/a.json)']);
    expect(result.placeholderMismatches).toEqual([
      'greet (VI/a.json): EN {{name}} · VI {{ten}}',
      'bound (VI/a.json): EN (max) · VI —',
    ]);
  });

  it('counts a plural form a language needs but lacks as missing, and accepts forms EN does not have', () => {
    const english = new Map([
      ['rows_one', '{{count}} row'],
      ['rows_other', '{{count}} rows'],
    ]);
    const polish = {
      texts: new Map([
        ['rows_few', '{{count}} wiersze'],
        ['rows_other', '{{count}} wierszy'],
      ]),
      fileOf: new Map<string, string>(),
    };
    const result = completeness('PL', english, polish, ['one', 'few', 'many', 'other']);
    expect(result.missing).toEqual(['rows_one']);
    expect(result.extra).toEqual([]);
    expect(result.placeholderMismatches).toEqual([]);
  });
});
