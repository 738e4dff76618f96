import { formatDecimal } from '@/lib/format';

/** SPEC §9: the decorative jackpot runs from 11e9 to 12e9. */
export const JACKPOT_MIN = 11e9;
export const JACKPOT_MAX = 12e9;
/** Each tick adds 100 to 500. */
export const JACKPOT_STEP = { min: 100, max: 500 } as const;
/** A tick comes after one of these delays. */
export const JACKPOT_DELAYS = [3000, 4000, 5000] as const;

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

/** Where the counter starts: somewhere in the lower half of the range, with cents. */
export function initialJackpot(random: Random = Math.random): number {
  return Math.round((JACKPOT_MIN + random() * (JACKPOT_MAX - JACKPOT_MIN) * 0.5) * 100) / 100;
}

/** The next value: grows by 100–500 (2 decimals) and starts over at the minimum once it would pass the maximum. */
export function growJackpot(value: number, random: Random = Math.random): number {
  const step = JACKPOT_STEP.min + random() * (JACKPOT_STEP.max - JACKPOT_STEP.min);
  const next = Math.round((value + step) * 100) / 100;
  return next > JACKPOT_MAX ? JACKPOT_MIN : next;
}

/** The wait before the next tick: 3000, 4000 or 5000 ms. */
export function jackpotDelay(random: Random = Math.random): number {
  return JACKPOT_DELAYS[Math.min(JACKPOT_DELAYS.length - 1, Math.floor(random() * JACKPOT_DELAYS.length))]!;
}

/** The number with thousands separators and 2 decimals. */
export function formatJackpot(value: number, locale: string): string {
  return formatDecimal(value, locale, 2, 2);
}
