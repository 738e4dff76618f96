import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  configureApi: vi.fn<(options: object) => void>(),
}));

const { initI18n, setLanguage } = await import('@/i18n');
const { formatDate, formatMoney, setMoneyDefaults, DATE_LONG, DATE_TIME } = await import('@/lib/format');

// 5 March 2024 14:07:09 local time.
const when = new Date(2024, 2, 5, 14, 7, 9).getTime();

beforeAll(async () => {
  await initI18n('EN');
});

describe('formatMoney', () => {
  it("shows the brand's currency with two decimals and thousands separators", async () => {
    await setLanguage('EN');
    setMoneyDefaults({ currency: 'PHP', locale: 'en-PH' });
    expect(formatMoney(1234567.891)).toBe('₱1,234,567.89');
  });

  it('follows the current language', async () => {
    setMoneyDefaults({ currency: 'VND', locale: 'vi-VN' });
    await setLanguage('EN');
    const english = formatMoney(1234.5);
    await setLanguage('VI');
    const vietnamese = formatMoney(1234.5);
    expect(english).toBe('₫1,234.50');
    expect(vietnamese.replace(/\s/g, ' ')).toBe('1.234,50 ₫');
  });

  it('rounds down without decimals for winner amounts', async () => {
    await setLanguage('EN');
    setMoneyDefaults({ currency: 'PHP', locale: 'en-PH' });
    expect(formatMoney(98765.99, { decimals: 0, roundDown: true })).toBe('₱98,765');
  });

  it('takes an explicit currency and locale', () => {
    expect(formatMoney(10, { currency: 'USD', locale: 'en-US' })).toBe('$10.00');
  });
});

describe('formatDate', () => {
  it('shows day/month/year hour:minute:second by default', async () => {
    await setLanguage('EN');
    expect(formatDate(when)).toBe('05/03/2024 14:07:09');
    expect(DATE_TIME).toBe('DD/MM/YYYY HH:mm:ss');
  });

  it('writes month names in the current language', async () => {
    await setLanguage('EN');
    expect(formatDate(when, DATE_LONG)).toBe('5 March 2024');
    await setLanguage('TY');
    expect(formatDate(when, DATE_LONG)).toBe('5 Marso 2024');
  });
});
