import { afterEach, describe, expect, it } from 'vitest';
import { addDays, checkRange, dayOf, isDay, presetOf, presetRange, rangeDays, rangeToMs } from '@/lib/date-range';

const originalTz = process.env.TZ;
// Node reads TZ again whenever it is set, so each test can live in its own zone.
function inZone(zone: string) {
  process.env.TZ = zone;
}
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('date-range', () => {
  it('reads only real calendar days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('gives each preset on an ordinary day, last 7 and 30 days including today', () => {
    inZone('Asia/Manila');
    const now = new Date('2026-11-24T10:00:00+08:00');
    expect(presetRange('today', now)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('last7', now)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(presetRange('last30', now)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(presetRange('custom', now)).toBeNull();
    expect(rangeDays(presetRange('last30', now)!)).toBe(30);
  });

  it('uses the member time zone: the same instant is a different day in Manila and in New York', () => {
    const instant = new Date('2026-11-24T02:00:00Z');
    inZone('Asia/Manila');
    expect(presetRange('today', instant)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    inZone('America/New_York');
    expect(presetRange('today', instant)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('is right at month and year ends and in leap years', () => {
    inZone('Asia/Manila');
    expect(presetRange('yesterday', new Date(2026, 2, 1, 9))).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('yesterday', new Date(2028, 2, 1, 9))).toEqual({ from: '2028-02-29', to: '2028-02-29' });
    expect(presetRange('last7', new Date(2027, 0, 3, 0, 0, 1))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(presetRange('thisMonth', new Date(2026, 0, 31, 23, 59, 59))).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(presetRange('thisMonth', new Date(2026, 4, 1, 0, 0, 0))).toEqual({ from: '2026-05-01', to: '2026-05-01' });
    expect(presetRange('last30', new Date(2026, 2, 31, 12))).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts calendar days across DST changes and keeps the days whole in ms', () => {
    inZone('Europe/London');
    // 29 March 2026: clocks go forward (a 23-hour day); 25 October: back (25 hours).
    expect(presetRange('last7', new Date(2026, 2, 31, 12))).toEqual({ from: '2026-03-25', to: '2026-03-31' });
    expect(rangeDays({ from: '2026-03-25', to: '2026-03-31' })).toBe(7);
    expect(rangeDays({ from: '2026-10-20', to: '2026-10-30' })).toBe(11);
    const spring = rangeToMs({ from: '2026-03-29', to: '2026-03-29' });
    expect(spring.endMs - spring.startMs + 1).toBe(23 * 3_600_000);
    const autumn = rangeToMs({ from: '2026-10-25', to: '2026-10-25' });
    expect(autumn.endMs - autumn.startMs + 1).toBe(25 * 3_600_000);
    expect(new Date(autumn.startMs).getHours()).toBe(0);
  });

  it('copes with a zone whose DST change skips midnight (the day starts at 01:00)', () => {
    inZone('America/Santiago');
    // 6 September 2026: midnight does not exist in Santiago.
    const { startMs } = rangeToMs({ from: '2026-09-06', to: '2026-09-06' });
    expect(dayOf(startMs)).toBe('2026-09-06');
    expect(addDays('2026-09-05', 1)).toBe('2026-09-06');
    expect(addDays('2026-09-06', 1)).toBe('2026-09-07');
  });

  it('recognises the preset a range is, today winning over this month on the 1st', () => {
    inZone('Asia/Manila');
    const now = new Date(2026, 10, 24, 12);
    expect(presetOf({ from: '2026-11-18', to: '2026-11-24' }, now)).toBe('last7');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-24' }, now)).toBe('thisMonth');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-20' }, now)).toBe('custom');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-01' }, new Date(2026, 10, 1, 8))).toBe('today');
  });

  describe('checkRange (the platform limits, checked before asking)', () => {
    const now = new Date(2026, 10, 24, 12);
    it('allows 30 days and refuses 31 for the transaction history', () => {
      inZone('Asia/Manila');
      expect(checkRange({ from: '2026-10-26', to: '2026-11-24' }, { maxDays: 30 }, now)).toBeNull();
      expect(checkRange({ from: '2026-10-25', to: '2026-11-24' }, { maxDays: 30 }, now)).toEqual({
        key: 'report_range_too_long',
        values: { days: 30 },
      });
      // 30 days that straddle a month end and a DST change still count as 30.
      inZone('Europe/London');
      expect(checkRange({ from: '2026-10-01', to: '2026-10-30' }, { maxDays: 30 }, now)).toBeNull();
      expect(checkRange({ from: '2026-10-01', to: '2026-10-31' }, { maxDays: 30 }, now)?.key).toBe('report_range_too_long');
    });

    it('refuses unreadable, reversed, future and too old ranges', () => {
      inZone('Asia/Manila');
      expect(checkRange({ from: '', to: '2026-11-24' }, {}, now)?.key).toBe('report_range_invalid');
      expect(checkRange({ from: '2026-11-24', to: '2026-11-01' }, {}, now)?.key).toBe('report_range_order');
      expect(checkRange({ from: '2026-11-24', to: '2026-11-25' }, {}, now)?.key).toBe('report_range_future');
      expect(checkRange({ from: '2026-08-25', to: '2026-08-30' }, { maxAgeDays: 90 }, now)?.key).toBe('report_range_too_old');
      expect(checkRange({ from: '2026-08-26', to: '2026-08-30' }, { maxAgeDays: 90 }, now)).toBeNull();
    });
  });
});
