import dayjs from 'dayjs';
import { i18n, languageInfo, DEFAULT_LANGUAGE } from '@/i18n';

/** Day/month/year hour:minute:second, the platform's clock and record format. */
export const DATE_TIME = 'DD/MM/YYYY HH:mm:ss';
/** A date with the month written out in the current language. */
export const DATE_LONG = 'D MMMM YYYY';

let moneyDefaults: { currency: string; locale: string } = { currency: 'PHP', locale: 'en-PH' };

/** Sets the brand's currency (ISO code) and locale (its region decides grouping); called at boot. */
export function setMoneyDefaults(defaults: { currency: string; locale: string }): void {
  moneyDefaults = { ...defaults };
}

/** The current language's tag placed in the brand's region (TY on a PH brand → `tl-PH`). */
export function currentLocale(): string {
  const tag = languageInfo(i18n.language || DEFAULT_LANGUAGE).locale;
  let region: string | undefined;
  try {
    region = new Intl.Locale(moneyDefaults.locale).region;
  } catch {
    region = undefined;
  }
  if (!region || tag.includes('-')) return tag;
  return `${tag}-${region}`;
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
    currency: options.currency ?? moneyDefaults.currency,
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

/**
 * A plain number (a count, a rate, odds) with the current language's separators in the brand's region:
 * `formatNumber(1234.5)` → "1,234.5" in EN, "1.234,5" in VI. `toLocaleString()` without a locale would follow the
 * browser's language instead of the one the visitor chose.
 */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(currentLocale(), options).format(value);
}
