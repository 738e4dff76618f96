import { formatMoney, type MoneyOptions } from './format';

/**
 * Money in minor units (integers: 150050 is 1,500.50 with 2 decimals). Amounts are compared, added and checked as
 * integers; a float only exists on the wire (`fromMinor`, `toMinor`) and in `Intl` formatting.
 */

/** Why a typed amount was refused; each is also the i18n key of its message. */
export type AmountParseError = 'amount_required' | 'amount_invalid' | 'amount_too_many_decimals';

export type AmountParseResult = { ok: true; minor: number } | { ok: false; error: AmountParseError };

export interface AmountInputOptions {
  /** Fraction digits of the currency, and the scale of the minor units returned; 2 unless told. */
  decimals?: number;
  /** Whether cents may be typed; when false only whole amounts pass ("100.00" still does). */
  allowDecimal?: boolean;
}

const WIRE_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
// ASCII digits only ([0-9], never \d with the u flag), commas only as thousands groups, one optional point.
const TYPED_AMOUNT = /^(?:([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.([0-9]*))?|\.([0-9]+))$/;

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 8) throw new RangeError(`decimals must be 0-8, got ${decimals}`);
}

function safe(minor: number, source: unknown): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of range: ${String(source)}`);
  return minor;
}

/** Integer digits + fraction digits → minor units, rounding the rest half away from zero. */
function digitsToMinor(negative: boolean, whole: string, fraction: string, decimals: number, source: unknown): number {
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (fraction[decimals] ?? '0') >= '5';
  const magnitude = Number(`${whole || '0'}${kept}`) + (roundUp ? 1 : 0);
  return safe(negative && magnitude !== 0 ? -magnitude : magnitude, source);
}

/**
 * A wire amount (number or decimal string) in minor units: `toMinor(1500.5)` → 150050. Decimal strings are exact;
 * a number is read through its shortest decimal form, so float noise (`0.1 + 0.2`) lands on the intended cent, and
 * digits beyond `decimals` round half away from zero. Throws a RangeError for text that is not a decimal number or an
 * amount past the safe integer range.
 *
 * @example toMinor('1234.565') // 123457
 */
export function toMinor(value: number | string, decimals = 2): number {
  checkDecimals(decimals);
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Amount is not finite: ${value}`);
    text = String(value);
    // Exponent forms: tiny values have a plain fixed form; huge ones are past the safe range anyway.
    if (/e/i.test(text)) text = value.toFixed(Math.min(100, decimals + 2));
  } else {
    text = value.trim();
  }
  const match = WIRE_DECIMAL.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  return digitsToMinor(match[1] === '-', match[2] ?? '', match[3] ?? '', decimals, value);
}

/**
 * Minor units as the wire's decimal number: `fromMinor(150050)` → 1500.5. A double holds 15 significant digits, so
 * `toMinor(fromMinor(x)) === x` for |x| < 10^15 (ten trillion with 2 decimals).
 */
export function fromMinor(minor: number, decimals = 2): number {
  checkDecimals(decimals);
  safe(minor, minor);
  // An integer divided by a power of ten is the double nearest the decimal, i.e. what JSON.parse gives for it.
  return minor / 10 ** decimals;
}

/**
 * What a person typed into an amount field, in minor units. Accepts ASCII digits with optional thousands commas
 * ("1,234.50") and surrounding spaces; refuses signs, exponents, hex, other scripts' digits and more decimals than
 * allowed (trailing zeros do not count: "100.500" is 100.50).
 */
export function parseAmountInput(text: string, { decimals = 2, allowDecimal = true }: AmountInputOptions = {}): AmountParseResult {
  checkDecimals(decimals);
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'amount_required' };
  const match = TYPED_AMOUNT.exec(trimmed);
  if (!match) return { ok: false, error: 'amount_invalid' };
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = (match[2] ?? match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > (allowDecimal ? decimals : 0)) return { ok: false, error: 'amount_too_many_decimals' };
  const minor = Number(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'amount_invalid' };
  return { ok: true, minor };
}

export interface FormatMinorOptions extends Omit<MoneyOptions, 'decimals' | 'roundDown'> {
  /** Scale of `minor` and fraction digits shown; 2 unless told (SPEC §5: balances show 2 decimals). */
  decimals?: number;
}

/** Minor units shown in the brand's currency with thousands separators: `formatMinor(150050)` → "₱1,500.50". */
export function formatMinor(minor: number, options: FormatMinorOptions = {}): string {
  const decimals = options.decimals ?? 2;
  return formatMoney(fromMinor(minor, decimals), { ...options, decimals });
}

/**
 * The smallest of the amounts given, skipping missing ones (a limit the server did not send); undefined when none is
 * given. E.g. the most one can withdraw: `minMinor(balance, rules.max)`.
 */
export function minMinor(...values: (number | null | undefined)[]): number | undefined {
  let least: number | undefined;
  for (const value of values) {
    if (value == null) continue;
    if (least === undefined || value < least) least = value;
  }
  return least;
}

/** Bounds in minor units; a missing bound is not checked. */
export interface MinorBounds {
  min?: number | null;
  max?: number | null;
}

/** Which bound an amount breaks, or null when it is within them (both inclusive). */
export function clampCheck(minor: number, { min, max }: MinorBounds): 'below_min' | 'above_max' | null {
  if (min != null && minor < min) return 'below_min';
  if (max != null && minor > max) return 'above_max';
  return null;
}

/** What `validateAmount` checks: the currency's decimals, whether cents may be typed, and bounds in minor units. */
export interface AmountRules extends AmountInputOptions, MinorBounds {}

/** Why an amount was refused; each is the i18n key of its message, whose `(min)`/`(max)`/`(decimals)` get filled. */
export type AmountErrorKey =
  | AmountParseError
  | 'amount_whole_number'
  | 'amount_positive'
  | 'amount_below_min'
  | 'amount_above_max';

/**
 * Checks a typed amount against the rules: the i18n key of the first problem, or null when it may be sent. Without a
 * `min`, zero is refused (a money move of nothing is never meant).
 *
 * @example validateAmount('50', { min: 10000, max: 5000000 }) // 'amount_below_min'
 */
export function validateAmount(text: string, rules: AmountRules = {}): AmountErrorKey | null {
  const parsed = parseAmountInput(text, rules);
  if (!parsed.ok) {
    return parsed.error === 'amount_too_many_decimals' && rules.allowDecimal === false ? 'amount_whole_number' : parsed.error;
  }
  if (rules.min == null && parsed.minor <= 0) return 'amount_positive';
  const bound = clampCheck(parsed.minor, rules);
  if (bound === 'below_min') return 'amount_below_min';
  if (bound === 'above_max') return 'amount_above_max';
  return null;
}

/** Minor units as text to put in an amount input: `150050` → "1500.50", `50000` → "500" (no grouping, no symbol). */
export function minorToInput(minor: number, decimals = 2): string {
  checkDecimals(decimals);
  safe(minor, minor);
  const scale = 10 ** decimals;
  const magnitude = Math.abs(minor);
  const whole = String(Math.floor(magnitude / scale));
  const fraction = decimals > 0 ? String(magnitude % scale).padStart(decimals, '0') : '';
  const text = /^0*$/.test(fraction) ? whole : `${whole}.${fraction}`;
  return minor < 0 ? `-${text}` : text;
}
