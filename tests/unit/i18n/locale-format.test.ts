import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  configureApi: vi.fn<(options: object) => void>(),
}));

const { initI18n, setLanguage, i18n } = await import('@/i18n');
const { currentLocale, formatDate, formatMoney, formatNumber, setMoneyDefaults, DATE_LONG, DATE_TIME } = await import('@/lib/format');
const { formatMinor } = await import('@/lib/money');

// Intl puts a no-break (or narrow no-break) space between a number and a trailing symbol.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// 5 March 2024 14:07:09 local time.
const when = new Date(2024, 2, 5, 14, 7, 9).getTime();

const goldenlotus = { currency: 'VND', locale: 'vi-VN' };
const luckystar = { currency: 'PHP', locale: 'en-PH' };

beforeAll(async () => {
  await initI18n('EN');
});

describe('dates, numbers and money follow the chosen language', () => {
  it('Vietnamese on Golden Lotus (VND): dong after the amount, dots for thousands, comma for decimals', async () => {
    setMoneyDefaults(goldenlotus);
    await setLanguage('VI');
    expect(currentLocale()).toBe('vi-VN');
    expect(plain(formatMinor(123456789))).toBe('1.234.567,89 ₫');
    expect(plain(formatMoney(98765.99, { decimals: 0, roundDown: true }))).toBe('98.765 ₫');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1.25, { maximumFractionDigits: 2 })).toBe('1,25');
    expect(formatDate(when, DATE_LONG)).toBe('5 tháng 3 năm 2024');
    expect(formatDate(when)).toBe('05/03/2024 14:07:09');
    expect(i18n.t('btn_retry')).toBe('Thử lại');
  });

  it('English on the same brand keeps the dong but English separators', async () => {
    setMoneyDefaults(goldenlotus);
    await setLanguage('EN');
    expect(currentLocale()).toBe('en-VN');
    expect(formatMinor(123456789)).toBe('₫1,234,567.89');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('Tagalog, Chinese and Thai on Lucky Star (PHP): the peso sign first, comma thousands', async () => {
    setMoneyDefaults(luckystar);
    await setLanguage('TY');
    expect(currentLocale()).toBe('fil-PH');
    expect(formatMinor(123456789)).toBe('₱1,234,567.89');
    expect(formatDate(when, DATE_LONG)).toBe('5 Marso 2024');

    await setLanguage('CN');
    expect(currentLocale()).toBe('zh-CN');
    expect(formatMinor(123456789)).toBe('₱1,234,567.89');
    expect(formatDate(when, DATE_LONG)).toBe('2024年3月5日');

    await setLanguage('TH');
    expect(currentLocale()).toBe('th-PH');
    expect(formatMinor(123456789)).toBe('₱1,234,567.89');
    expect(formatDate(when, DATE_LONG)).toBe('5 มีนาคม 2024');
    expect(formatDate(when)).toBe('05/03/2024 14:07:09');
  });

  it('switches back: a change of language changes every format at once', async () => {
    setMoneyDefaults(goldenlotus);
    await setLanguage('VI');
    const vietnamese = [plain(formatMinor(150050)), formatNumber(0.5), formatDate(when, 'dddd')];
    await setLanguage('EN');
    const english = [formatMinor(150050), formatNumber(0.5), formatDate(when, 'dddd')];
    expect(vietnamese).toEqual(['1.500,50 ₫', '0,5', 'thứ ba']);
    expect(english).toEqual(['₫1,500.50', '0.5', 'Tuesday']);
    expect(DATE_TIME).toBe('DD/MM/YYYY HH:mm:ss');
  });
});
