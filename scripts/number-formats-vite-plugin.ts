/**
 * Vite plugin: `virtual:number-formats` maps each locale a brand writes numbers in (each language it offers, placed
 * in its currency's region, as `currentLocale` does) to that locale's separators and digits, read here from Intl
 * (src/lib/number-facts.ts). The page writes its numbers from these without creating an `Intl.NumberFormat`, whose
 * first use on a page costs 40–90 ms of main thread; a locale not listed is written by Intl.
 */
import type { Plugin } from 'vite';
import { languageInfo } from '../src/i18n/languages.ts';
import { packNumberFacts, readNumberFacts, regionalLocale, regionOf } from '../src/lib/number-facts.ts';
import { loadMerchants } from './merchant-validate.ts';

const ID = 'virtual:number-formats';

/** Locale → packed facts, for every brand's languages in its region. */
export function numberFormatsTable(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const merchant of loadMerchants()) {
    const region = regionOf(merchant.currency.locale);
    for (const code of merchant.languages.supported) {
      const locale = regionalLocale(languageInfo(code).locale, region);
      const facts = readNumberFacts(locale);
      if (facts) table[locale] = packNumberFacts(facts);
    }
  }
  return table;
}

export function numberFormatsPlugin(): Plugin {
  return {
    name: 'number-formats',
    resolveId(id) {
      return id === ID ? `\0${ID}` : null;
    },
    load(id) {
      if (id !== `\0${ID}`) return null;
      return `export default ${JSON.stringify(numberFormatsTable())};\n`;
    },
  };
}
