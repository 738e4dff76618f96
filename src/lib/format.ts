import dayjs from 'dayjs';
import numberFormats from 'virtual:number-formats';
import { i18n, languageInfo, DEFAULT_LANGUAGE } from '@/i18n';
import { formatFromFacts, regionalLocale, regionOf, unpackNumberFacts, type NumberFacts } from './number-facts';

/** Day/month/year hour:minute:second, the platform's clock and record format. */
export const DATE_TIME = 'DD/MM/YYYY HH:mm:ss';
/** A date with the month written out in the current language. */
export const DATE_LONG = 'D MMMM YYYY';

/** The brand's currency, and the region of its locale (read once per brand, not on every formatted number). */
let brandCurrency = 'PHP';
let brandRegion: string | undefined = 'PH';

/** Sets the brand's currency (ISO code) and locale (its region decides grouping); called at boot. */
export function setMoneyDefaults(defaults: { currency: string; locale: string }): void {
  brandCurrency = defaults.currency;
  brandRegion = regionOf(defaults.locale);
}

/** The current language's locale placed in the brand's region (TY on a PH brand → `fil-PH`). */
export function currentLocale(): string {
  return regionalLocale(languageInfo(i18n.language || DEFAULT_LANGUAGE).locale, brandRegion);
}

export interface MoneyOptions {
  /** ISO 4217 code; defaults to the brand's. */
  currency?: string;
  /** BCP 47 locale; defaults to the current language in the brand's region. */
  locale?: string;
  /** Fraction digits; SPEC §5 shows balances with 2. */
  decimals?: number;
  /** Round down to `decimals` (winner amounts are rounded down). */
  roundDown?: boolean;
}

/** An amount with the currency's symbol and thousands separators, in the current language. */
export function formatMoney(amount: number, options: MoneyOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const factor = 10 ** decimals;
  const value = options.roundDown ? Math.floor(amount * factor) / factor : amount;
  return new Intl.NumberFormat(options.locale ?? currentLocale(), {
    style: 'currency',
    currency: options.currency ?? brandCurrency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

// DATE_LONG in languages whose long date is not "day month year": year first with its counters, or with a word.
const LONG_DATE_BY_LANGUAGE: Record<string, string> = {
  CN: 'YYYY年M月D日',
  TW: 'YYYY年M月D日',
  JA: 'YYYY年M月D日',
  KO: 'YYYY년 M월 D일',
  VI: 'D MMMM [năm] YYYY',
  HU: 'YYYY. MMMM D.',
};

/**
 * An epoch-ms time in the current language's dayjs locale (see `setLanguage`). `DATE_LONG` becomes the language's own
 * long date ("5 March 2024", "5 tháng 3 năm 2024", "2024年3月5日").
 */
export function formatDate(ms: number, pattern: string = DATE_TIME): string {
  const wanted = pattern === DATE_LONG ? (LONG_DATE_BY_LANGUAGE[i18n.language] ?? DATE_LONG) : pattern;
  return dayjs(ms).format(wanted);
}

const factsByLocale = new Map<string, NumberFacts | null>();
const decimalFormats = new Map<string, Intl.NumberFormat>();

/**
 * `value` in `locale` with `minFraction` to `maxFraction` fraction digits (rounded half away from zero), exactly as
 * `Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits })` writes it. The locales the brands
 * offer are written from facts read at build time (scripts/number-formats-vite-plugin.ts): the first Intl number
 * format of a page costs 40–90 ms of main thread, a long task on a phone while home starts. Other locales use Intl.
 * @example formatDecimal(11234567890.1, 'en-PH', 2, 2) // "11,234,567,890.10"
 */
export function formatDecimal(value: number, locale: string, minFraction = 0, maxFraction = Math.max(minFraction, 3)): string {
  let facts = factsByLocale.get(locale);
  if (facts === undefined) {
    const packed = numberFormats[locale];
    facts = packed ? unpackNumberFacts(packed) : null;
    factsByLocale.set(locale, facts);
  }
  const written = facts ? formatFromFacts(value, facts, minFraction, maxFraction) : undefined;
  if (written !== undefined) return written;
  const key = `${locale}|${minFraction}|${maxFraction}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction });
    decimalFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * A plain number (a count, a rate, odds) with the current language's separators in the brand's region:
 * `formatNumber(1234.5)` → "1,234.5" in EN, "1.234,5" in VI. `toLocaleString()` without a locale would follow the
 * browser's language instead of the one the visitor chose.
 */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const { minimumFractionDigits, maximumFractionDigits, ...other } = options;
  if (Object.keys(other).length === 0) {
    const min = minimumFractionDigits ?? 0;
    return formatDecimal(value, currentLocale(), min, maximumFractionDigits ?? Math.max(min, 3));
  }
  return new Intl.NumberFormat(currentLocale(), options).format(value);
}
