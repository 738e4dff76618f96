const formats = new Map<string, Intl.NumberFormat>();

/**
 * A winner's prize as SPEC §5 shows it: rounded down, thousands separators, no decimals (99,999.99 → 99,999).
 * One formatter per locale: creating one costs about a millisecond, and the board formats 40 rows at once.
 * @example formatWinAmount(1234567.89, 'en-PH') // "1,234,567"
 */
export function formatWinAmount(amount: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true });
    formats.set(locale, format);
  }
  return format.format(Math.floor(amount));
}
