import { formatDecimal } from '@/lib/format';

/**
 * A winner's prize as SPEC §5 shows it: rounded down, thousands separators, no decimals (99,999.99 → 99,999).
 * @example formatWinAmount(1234567.89, 'en-PH') // "1,234,567"
 */
export function formatWinAmount(amount: number, locale: string): string {
  return formatDecimal(Math.floor(amount), locale, 0, 0);
}
