import { formatMinor, toMinor } from '@/lib/money';

/** A wire amount (the platform's decimal number, in the brand's currency) as the member reads it: "₱1,250.50". */
export function money(wire: number | null | undefined): string {
  return formatMinor(toMinor(wire ?? 0));
}
