/**
 * How a locale writes a decimal number, read once from Intl at build time (scripts/number-formats-vite-plugin.ts)
 * so the page can write its first numbers without Intl: the first `Intl.NumberFormat` of a page costs 40–90 ms of
 * main thread (its data loads), which on a phone is a long task while home starts. Kept free of app imports: the
 * build plugin imports it.
 */
export interface NumberFacts {
  decimal: string;
  group: string;
  minus: string;
  /** Digits before the first separator (3). */
  primary: number;
  /** Digits between the further separators (3; 2 in Indian grouping). */
  secondary: number;
  /** Digits the highest group needs before any separator is written (1; 2 where 1234 stays "1234"). */
  minGroup: number;
  /** The ten digits, 0 to 9, in the locale's numbering system. */
  digits: string;
}

/** The locale numbers are written in: the language's locale placed in the brand's region (TY on a PH brand → fil-PH). */
export function regionalLocale(languageLocale: string, region: string | undefined): string {
  return !region || languageLocale.includes('-') ? languageLocale : `${languageLocale}-${region}`;
}

/** A locale's region (`en-PH` → `PH`), or undefined when it has none or is not a locale. */
export function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).region;
  } catch {
    return undefined;
  }
}

function integerGroups(format: Intl.NumberFormat, value: number): string[] {
  const parts = format.formatToParts(value);
  const groups: string[] = [];
  for (const part of parts) if (part.type === 'integer') groups.push(part.value);
  return groups;
}

/**
 * The facts of `locale`, or undefined when its numbers do not follow the simple pattern `formatFromFacts` writes
 * (a sign after the number, a prefix, other parts): such a locale keeps Intl.
 */
export function readNumberFacts(locale: string): NumberFacts | undefined {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, d) => plain.format(d)).join('');
  if ([...digits].length !== 10) return undefined;
  const parts = format.formatToParts(-123456789.5);
  const types = parts.map((p) => p.type);
  const allowed = new Set(['minusSign', 'integer', 'group', 'decimal', 'fraction']);
  if (types[0] !== 'minusSign' || types.some((t) => !allowed.has(t))) return undefined;
  const minus = parts[0]!.value;
  const group = parts.find((p) => p.type === 'group')?.value ?? '';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '';
  const sizes = integerGroups(format, 123456789).map((g) => [...g].length);
  const primary = sizes.at(-1) ?? 3;
  const secondary = sizes.length > 2 ? sizes.at(-2)! : primary;
  const minGroup = integerGroups(format, 1234).length > 1 ? 1 : 2;
  if (!group || !decimal) return undefined;
  return { decimal, group, minus, primary, secondary, minGroup, digits };
}

/** Compact form for the bundle: the seven facts joined by `\u0001`. */
export function packNumberFacts(facts: NumberFacts): string {
  return [facts.decimal, facts.group, facts.minus, facts.primary, facts.secondary, facts.minGroup, facts.digits].join('\u0001');
}

export function unpackNumberFacts(packed: string): NumberFacts {
  const [decimal = '.', group = ',', minus = '-', primary = '3', secondary = '3', minGroup = '1', digits = '0123456789'] =
    packed.split('\u0001');
  return { decimal, group, minus, primary: Number(primary), secondary: Number(secondary), minGroup: Number(minGroup), digits };
}

/**
 * `value` rounded half away from zero to `maxFraction` digits and written with `facts`, keeping at least
 * `minFraction` fraction digits, as `Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits })`
 * writes it; undefined for what this does not cover (not finite, or written with an exponent), which Intl writes.
 */
export function formatFromFacts(value: number, facts: NumberFacts, minFraction: number, maxFraction: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  // The shortest decimal that reads back as `value`: what Intl rounds, so 1.005 rounds to 1.01 as it does there.
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  let scaled = BigInt(whole + kept);
  if ((fraction[maxFraction] ?? '0') >= '5') scaled += 1n;
  const all = scaled.toString().padStart(maxFraction + 1, '0');
  const integer = all.slice(0, all.length - maxFraction);
  let decimals = all.slice(all.length - maxFraction);
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  let grouped = integer;
  if (integer.length >= facts.primary + facts.minGroup) {
    const groups = [integer.slice(-facts.primary)];
    let rest = integer.slice(0, -facts.primary);
    while (rest.length > facts.secondary) {
      groups.unshift(rest.slice(-facts.secondary));
      rest = rest.slice(0, -facts.secondary);
    }
    if (rest) groups.unshift(rest);
    grouped = groups.join(facts.group);
  }
  const digits = [...facts.digits];
  const localDigits = (s: string) => s.replace(/[0-9]/g, (d) => digits[Number(d)]!);
  const body = localDigits(grouped) + (decimals ? facts.decimal + localDigits(decimals) : '');
  const negative = value < 0 || Object.is(value, -0);
  return negative ? facts.minus + body : body;
}
