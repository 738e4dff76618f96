import { describe, expect, it } from 'vitest';
import { formatWinAmount } from '@/features/home/winner-format';

describe('formatWinAmount', () => {
  it('rounds down instead of to the nearest', () => {
    expect(formatWinAmount(99_999.99, 'en-PH')).toBe('99,999');
    expect(formatWinAmount(1.5, 'en-PH')).toBe('1');
  });

  it('groups thousands and shows no decimals', () => {
    expect(formatWinAmount(1_234_567.89, 'en-PH')).toBe('1,234,567');
    expect(formatWinAmount(250, 'en-PH')).toBe('250');
  });

  it('uses the separators of the language', () => {
    expect(formatWinAmount(1_234_567.89, 'vi-VN')).toBe('1.234.567');
  });
});
