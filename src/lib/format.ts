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

/** An epoch-ms time in the current language's dayjs locale (see `setLanguage`). */
export function formatDate(ms: number, pattern: string = DATE_TIME): string {
  return dayjs(ms).format(pattern);
}
