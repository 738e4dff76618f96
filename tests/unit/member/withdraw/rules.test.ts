import { describe, expect, it } from 'vitest';
import { feeMinor, isWithinWindow } from '@/features/member/withdraw/rules';

describe('withdraw rules', () => {
  it('computes the fee in minor units, rounding half up', () => {
    expect(feeMinor(100_000, 1.5)).toBe(1500);
    expect(feeMinor(333, 1.5)).toBe(5);
    expect(feeMinor(100, 0.5)).toBe(1);
    expect(feeMinor(99, 0.5)).toBe(0);
    expect(feeMinor(100_000, 0)).toBe(0);
    expect(feeMinor(900_719_925_474_099, 2)).toBe(18_014_398_509_482);
  });

  it('treats the same from and to as all day and wraps windows past midnight', () => {
    expect(isWithinWindow('09:00', '09:00', new Date(2026, 0, 1, 3, 0))).toBe(true);
    expect(isWithinWindow('09:00', '17:00', new Date(2026, 0, 1, 17, 0))).toBe(false);
    expect(isWithinWindow('09:00', '17:00', new Date(2026, 0, 1, 9, 0))).toBe(true);
    expect(isWithinWindow('22:00', '02:00', new Date(2026, 0, 1, 23, 59))).toBe(true);
    expect(isWithinWindow('22:00', '02:00', new Date(2026, 0, 1, 2, 0))).toBe(false);
  });
});
