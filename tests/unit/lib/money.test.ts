import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  configureApi: vi.fn<(options: object) => void>(),
}));

const { initI18n, setLanguage } = await import('@/i18n');
const { setMoneyDefaults } = await import('@/lib/format');
const { clampCheck, formatMinor, fromMinor, minMinor, minorToInput, parseAmountInput, toMinor, validateAmount } = await import(
  '@/lib/money'
);

beforeAll(async () => {
  await initI18n('EN');
});

describe('toMinor', () => {
  it('turns a wire number into minor units', () => {
    expect(toMinor(1500.5)).toBe(150050);
    expect(toMinor(0)).toBe(0);
    expect(toMinor(12)).toBe(1200);
    expect(toMinor(-3.25)).toBe(-325);
  });

  it('is exact for decimal strings', () => {
    expect(toMinor('1500.50')).toBe(150050);
    expect(toMinor('90071992547409.91')).toBe(9007199254740991);
    expect(toMinor('.5')).toBe(50);
    expect(toMinor(' 7 ')).toBe(700);
  });

  it('lands float noise on the intended cent', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.1 * 3)).toBe(330);
    // 1.005 * 100 is 100.49999… in floats; read as the decimal 1.005 it rounds up.
    expect(toMinor(1.005)).toBe(101);
  });

  it('rounds digits past the scale half away from zero', () => {
    expect(toMinor('1234.565')).toBe(123457);
    expect(toMinor('1234.564')).toBe(123456);
    expect(toMinor('-1234.565')).toBe(-123457);
    expect(toMinor('-0.004')).toBe(0);
    expect(Object.is(toMinor('-0.004'), -0)).toBe(false);
  });

  it('honours other scales', () => {
    expect(toMinor(1500.5, 0)).toBe(1501);
    expect(toMinor('1.2345', 3)).toBe(1235);
    expect(toMinor(1e-7)).toBe(0);
  });

  it('refuses what is not a decimal amount or past the safe range', () => {
    expect(() => toMinor('abc')).toThrow(RangeError);
    expect(() => toMinor('1e3')).toThrow(RangeError);
    expect(() => toMinor('')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMinor('90071992547409.93')).toThrow(RangeError);
  });
});

describe('fromMinor', () => {
  it('gives the wire number back', () => {
    expect(fromMinor(150050)).toBe(1500.5);
    expect(fromMinor(30)).toBe(0.3);
    expect(fromMinor(1)).toBe(0.01);
    expect(fromMinor(-325)).toBe(-3.25);
    expect(fromMinor(1235, 3)).toBe(1.235);
  });

  it('round-trips with toMinor up to 15 significant digits (what a double holds)', () => {
    for (const minor of [0, 1, 7, 99, 101, 150050, 123456789, 999999999999999, -999999999999999]) {
      expect(toMinor(fromMinor(minor))).toBe(minor);
    }
  });

  it('refuses a fractional number of minor units', () => {
    expect(() => fromMinor(1.5)).toThrow(RangeError);
  });
});

describe('parseAmountInput', () => {
  it('accepts digits with thousands commas and surrounding spaces', () => {
    expect(parseAmountInput('1,234.50')).toEqual({ ok: true, minor: 123450 });
    expect(parseAmountInput(' 100 ')).toEqual({ ok: true, minor: 10000 });
    expect(parseAmountInput('1,000,000')).toEqual({ ok: true, minor: 100000000 });
    expect(parseAmountInput('0.5')).toEqual({ ok: true, minor: 50 });
    expect(parseAmountInput('.75')).toEqual({ ok: true, minor: 75 });
    expect(parseAmountInput('100.')).toEqual({ ok: true, minor: 10000 });
  });

  it('asks for an amount when nothing is typed', () => {
    expect(parseAmountInput('')).toEqual({ ok: false, error: 'amount_required' });
    expect(parseAmountInput('   ')).toEqual({ ok: false, error: 'amount_required' });
  });

  it.each(['1e3', '-5', '+5', 'abc', '0x10', '١٢٣', '１２３', '12,34', '1,2345', '1.2.3', '10 000', 'Infinity', 'NaN', '.'])(
    'refuses %j as invalid',
    (text) => {
      expect(parseAmountInput(text)).toEqual({ ok: false, error: 'amount_invalid' });
    },
  );

  it('refuses more decimals than the currency has, ignoring trailing zeros', () => {
    expect(parseAmountInput('1.234')).toEqual({ ok: false, error: 'amount_too_many_decimals' });
    expect(parseAmountInput('1.230')).toEqual({ ok: true, minor: 123 });
    expect(parseAmountInput('1.5', { decimals: 0 })).toEqual({ ok: false, error: 'amount_too_many_decimals' });
    expect(parseAmountInput('1.234', { decimals: 3 })).toEqual({ ok: true, minor: 1234 });
  });

  it('takes only whole amounts when decimals are not allowed, still in minor units', () => {
    expect(parseAmountInput('100.5', { allowDecimal: false })).toEqual({ ok: false, error: 'amount_too_many_decimals' });
    expect(parseAmountInput('100', { allowDecimal: false })).toEqual({ ok: true, minor: 10000 });
    expect(parseAmountInput('100.00', { allowDecimal: false })).toEqual({ ok: true, minor: 10000 });
  });

  it('refuses an amount too large to count exactly', () => {
    expect(parseAmountInput('99999999999999999')).toEqual({ ok: false, error: 'amount_invalid' });
  });
});

describe('formatMinor', () => {
  it("shows the brand's currency with 2 decimals and thousands separators", async () => {
    await setLanguage('EN');
    setMoneyDefaults({ currency: 'PHP', locale: 'en-PH' });
    expect(formatMinor(123456789)).toBe('₱1,234,567.89');
    expect(formatMinor(50000)).toBe('₱500.00');
    expect(formatMinor(0)).toBe('₱0.00');
  });

  it('passes currency, locale and scale through to formatMoney', () => {
    expect(formatMinor(1000, { currency: 'USD', locale: 'en-US' })).toBe('$10.00');
    expect(formatMinor(1500, { currency: 'USD', locale: 'en-US', decimals: 0 })).toBe('$1,500');
  });
});

describe('minMinor', () => {
  it('gives the smallest amount, skipping missing limits', () => {
    expect(minMinor(50000, 12000, 30000)).toBe(12000);
    expect(minMinor(50000, undefined, null)).toBe(50000);
    expect(minMinor(-5, 0)).toBe(-5);
  });

  it('gives undefined when no amount is given', () => {
    expect(minMinor()).toBeUndefined();
    expect(minMinor(null, undefined)).toBeUndefined();
  });
});

describe('clampCheck', () => {
  it('says which bound an amount breaks, bounds inclusive', () => {
    expect(clampCheck(9999, { min: 10000, max: 5000000 })).toBe('below_min');
    expect(clampCheck(10000, { min: 10000, max: 5000000 })).toBeNull();
    expect(clampCheck(5000000, { min: 10000, max: 5000000 })).toBeNull();
    expect(clampCheck(5000001, { min: 10000, max: 5000000 })).toBe('above_max');
  });

  it('skips a missing bound', () => {
    expect(clampCheck(1, {})).toBeNull();
    expect(clampCheck(1, { min: null, max: 0 })).toBe('above_max');
    expect(clampCheck(-1, { min: 0 })).toBe('below_min');
  });
});

describe('validateAmount', () => {
  const rules = { min: 10000, max: 5000000 };

  it('passes an amount within the bounds', () => {
    expect(validateAmount('100', rules)).toBeNull();
    expect(validateAmount('50,000.00', rules)).toBeNull();
  });

  it('names the first problem as an i18n key', () => {
    expect(validateAmount('', rules)).toBe('amount_required');
    expect(validateAmount('1e3', rules)).toBe('amount_invalid');
    expect(validateAmount('100.001', rules)).toBe('amount_too_many_decimals');
    expect(validateAmount('99.99', rules)).toBe('amount_below_min');
    expect(validateAmount('50,000.01', rules)).toBe('amount_above_max');
  });

  it('asks for a whole amount when decimals are not allowed', () => {
    expect(validateAmount('100.5', { ...rules, allowDecimal: false })).toBe('amount_whole_number');
  });

  it('refuses zero when no minimum is given', () => {
    expect(validateAmount('0', {})).toBe('amount_positive');
    expect(validateAmount('0.01', {})).toBeNull();
  });
});

describe('minorToInput', () => {
  it('writes minor units as plain text an amount input accepts back', () => {
    expect(minorToInput(150050)).toBe('1500.50');
    expect(minorToInput(50000)).toBe('500');
    expect(minorToInput(5)).toBe('0.05');
    expect(minorToInput(-325)).toBe('-3.25');
    expect(minorToInput(1500, 0)).toBe('1500');
    for (const minor of [1, 99, 150050, 123456789]) {
      expect(parseAmountInput(minorToInput(minor))).toEqual({ ok: true, minor });
    }
  });
});
