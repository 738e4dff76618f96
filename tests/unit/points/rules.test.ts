import { describe, expect, it } from 'vitest';
import { pointsToMinor } from '@/features/points/api/point-config';
import { checkConvertPoints, maxConvertible, parsePoints } from '@/features/points/rules';

const limits = { balance: 12_680, minConvertPoints: 1000, step: 100 };

describe('Points rules', () => {
  it('reads whole points, with or without thousands commas, and nothing else', () => {
    expect(parsePoints('2500')).toBe(2500);
    expect(parsePoints(' 12,680 ')).toBe(12_680);
    for (const text of ['', '1.5', '-100', '1,00', '１００', '1e3', '0x10', '100 points']) expect(parsePoints(text)).toBeNaN();
  });

  it('names the first problem with the points to convert', () => {
    expect(checkConvertPoints('', limits)).toBe('points_convert_required');
    expect(checkConvertPoints('abc', limits)).toBe('points_convert_invalid');
    expect(checkConvertPoints('0', limits)).toBe('points_convert_invalid');
    expect(checkConvertPoints('950', limits)).toBe('points_convert_below_min');
    expect(checkConvertPoints('1050', limits)).toBe('points_convert_step');
    expect(checkConvertPoints('12,700', limits)).toBe('points_convert_above_balance');
    expect(checkConvertPoints('12,600', limits)).toBeNull();
  });

  it('offers the balance rounded down to the step, or nothing below the minimum', () => {
    expect(maxConvertible(limits)).toBe(12_600);
    expect(maxConvertible({ ...limits, balance: 999 })).toBe(0);
  });

  it('values points in whole steps, in minor units', () => {
    const rules = { conversionPoints: 100, conversionMinor: 100 };
    expect(pointsToMinor(2500, rules)).toBe(2500);
    expect(pointsToMinor(2550, rules)).toBe(2500);
    expect(pointsToMinor(0, rules)).toBe(0);
    // Golden Lotus: 100 points are 500 VND (minor units with 2 decimals as the site holds them).
    expect(pointsToMinor(1000, { conversionPoints: 100, conversionMinor: 50_000 })).toBe(500_000);
  });
});
