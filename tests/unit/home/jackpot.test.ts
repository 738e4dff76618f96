import { describe, expect, it } from 'vitest';
import { JACKPOT_MAX, JACKPOT_MIN, formatJackpot, growJackpot, initialJackpot, jackpotDelay } from '@/features/home/jackpot';

describe('jackpot', () => {
  it('starts between 11e9 and 12e9', () => {
    for (const r of [0, 0.5, 0.999]) {
      const value = initialJackpot(() => r);
      expect(value).toBeGreaterThanOrEqual(JACKPOT_MIN);
      expect(value).toBeLessThan(JACKPOT_MAX);
    }
    expect(JACKPOT_MIN).toBe(11e9);
    expect(JACKPOT_MAX).toBe(12e9);
  });

  it('grows by at least 100 and at most 500 per tick', () => {
    expect(growJackpot(11_000_000_000, () => 0)).toBe(11_000_000_100);
    expect(growJackpot(11_000_000_000, () => 0.999999)).toBeCloseTo(11_000_000_500, 1);
    const grown = growJackpot(11_500_000_000.25, () => 0.5);
    expect(grown - 11_500_000_000.25).toBeCloseTo(300, 2);
  });

  it('keeps 2 decimals', () => {
    const value = growJackpot(11_000_000_000, () => 0.123456);
    expect(Math.round(value * 100) / 100).toBe(value);
  });

  it('starts over at 11e9 instead of passing 12e9', () => {
    expect(growJackpot(JACKPOT_MAX - 50, () => 0.5)).toBe(JACKPOT_MIN);
  });

  it('waits 3000, 4000 or 5000 ms between ticks', () => {
    expect(jackpotDelay(() => 0)).toBe(3000);
    expect(jackpotDelay(() => 0.5)).toBe(4000);
    expect(jackpotDelay(() => 0.9999)).toBe(5000);
  });

  it('shows thousands separators and 2 decimals', () => {
    expect(formatJackpot(11_234_567_890.5, 'en-PH')).toBe('11,234,567,890.50');
  });
});
