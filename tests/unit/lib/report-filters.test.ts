import { describe, expect, it } from 'vitest';
import { defaultFilters, readFilters, sameQuery, writeFilters, type ReportFilterDefaults } from '@/lib/report-filters';

const defaults: ReportFilterDefaults = { preset: 'today', type: '', extra: { vendor: '', settled: 'settled' } };
const now = new Date(2026, 10, 24, 12);

describe('report-filters', () => {
  it('falls back to the defaults when the address has nothing', () => {
    expect(readFilters(new URLSearchParams(), defaults, { now })).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
      type: '',
      page: 1,
      extra: { vendor: '', settled: 'settled' },
    });
  });

  it('round-trips every filter through the address', () => {
    const filters = { from: '2026-11-01', to: '2026-11-20', type: 'deposit', page: 3, extra: { vendor: 'PG', settled: 'unsettled' } };
    const params = writeFilters(filters, defaults);
    expect(params.toString()).toBe('from=2026-11-01&to=2026-11-20&type=deposit&page=3&vendor=PG&settled=unsettled');
    expect(readFilters(new URLSearchParams(params.toString()), defaults, { now })).toEqual(filters);
  });

  it('leaves defaults out of the address and keeps names that are not its own', () => {
    const params = writeFilters(defaultFilters(defaults, now), defaults, new URLSearchParams('tab=payouts&page=4'));
    expect(params.toString()).toBe('tab=payouts&from=2026-11-24&to=2026-11-24');
  });

  it('round-trips text with spaces, commas and other scripts', () => {
    const filters = { ...defaultFilters(defaults, now), extra: { vendor: 'A&B, 彩票 ñ', settled: 'settled' } };
    const text = writeFilters(filters, defaults).toString();
    expect(readFilters(new URLSearchParams(text), defaults, { now }).extra.vendor).toBe('A&B, 彩票 ñ');
  });

  it('ignores unreadable days, pages and types not offered', () => {
    const read = readFilters(new URLSearchParams('from=2026-02-30&to=2026-03-01&page=-2&type=hack'), defaults, {
      now,
      allowedTypes: ['', 'deposit'],
    });
    expect(read).toMatchObject({ from: '2026-11-24', to: '2026-11-24', page: 1, type: '' });
    expect(readFilters(new URLSearchParams('page=abc'), defaults, { now }).page).toBe(1);
  });

  it('keeps a range the limits refuse as written (the view says why instead of silently changing it)', () => {
    expect(readFilters(new URLSearchParams('from=2026-01-01&to=2026-11-24'), defaults, { now })).toMatchObject({ from: '2026-01-01', to: '2026-11-24' });
  });

  it('compares queries page aside', () => {
    const a = defaultFilters(defaults, now);
    expect(sameQuery(a, { ...a, page: 5 })).toBe(true);
    expect(sameQuery(a, { ...a, extra: { ...a.extra, vendor: 'PG' } })).toBe(false);
  });
});
