import { describe, expect, it } from 'vitest';
import numberFormats from 'virtual:number-formats';
import { LANGUAGES } from '@/i18n/languages';
import { formatDecimal } from '@/lib/format';
import { formatFromFacts, readNumberFacts, regionalLocale } from '@/lib/number-facts';
import { allMerchants } from '@/merchant';

const VALUES = [0, -0, 1, -1, 7.5, 12, 999.995, 1.005, 2.675, 0.125, 1234, -1234.5, 12345, 123456.789, 1234567.5, 99999.99, 11234567890.12, -0.001, 0.0004];
const FRACTIONS: [number, number][] = [
  [0, 0],
  [2, 2],
  [0, 2],
  [0, 3],
  [1, 4],
];

describe('numbers written without Intl', () => {
  it('covers every language each brand offers, in the brand region', () => {
    for (const merchant of allMerchants()) {
      const region = new Intl.Locale(merchant.currency.locale).region;
      for (const code of merchant.languages.supported) {
        const locale = regionalLocale(LANGUAGES.find((l) => l.code === code)!.locale, region);
        expect(numberFormats, `${merchant.code} ${code}`).toHaveProperty([locale]);
      }
    }
  });

  it('writes what Intl.NumberFormat writes, in every language the platform has', () => {
    const locales = [...new Set([...Object.keys(numberFormats), ...LANGUAGES.flatMap((l) => [l.locale, regionalLocale(l.locale, 'PH'), regionalLocale(l.locale, 'VN')])])];
    let covered = 0;
    for (const locale of locales) {
      const facts = readNumberFacts(locale);
      if (!facts) continue;
      covered += 1;
      for (const [min, max] of FRACTIONS) {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
        for (const value of VALUES) {
          expect(formatFromFacts(value, facts, min, max), `${locale} ${value} ${min}-${max}`).toBe(intl.format(value));
        }
      }
    }
    // Indian grouping (hi), native digits (bn, my, ne, fa…) and the two-digit minimum (es, pl) are among them.
    expect(covered).toBeGreaterThan(60);
  });

  it('leaves to Intl what the facts do not cover: exponents and unknown locales', () => {
    expect(formatDecimal(1e21, 'en-PH', 0, 0)).toBe(new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 }).format(1e21));
    expect(formatDecimal(1234.5, 'de-CH', 2, 2)).toBe(new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2 }).format(1234.5));
  });

  it('formats the jackpot and winner amounts of each brand as its locale does', () => {
    expect(formatDecimal(11234567890.1, 'en-PH', 2, 2)).toBe('11,234,567,890.10');
    expect(formatDecimal(11234567890.1, 'vi-VN', 2, 2)).toBe('11.234.567.890,10');
    expect(formatDecimal(12345, 'vi-VN', 0, 0)).toBe('12.345');
  });
});
