import dayjs, { type Dayjs } from 'dayjs';

/**
 * Day ranges of the record screens, in the member's time zone (the browser's). A range is two calendar days
 * (`YYYY-MM-DD`, both included); the platform gets them as epoch ms from the start of the first day to the end of the
 * last. Arithmetic is on calendar days, never on 24-hour steps, so presets stay right across DST changes and at month
 * ends.
 */

/** The date presets of the filter bar, in display order; each id is also the i18n key suffix (`report_preset_<id>`). */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Two calendar days, both included: `{ from: '2026-11-01', to: '2026-11-24' }`. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DAY_FORMAT = 'YYYY-MM-DD';

/** True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(text: string | null | undefined): text is string {
  if (!text) return false;
  const match = DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/** The local calendar day of a moment, `YYYY-MM-DD`. */
export function dayOf(moment: Date | number | Dayjs = new Date()): string {
  return dayjs(moment).format(DAY_FORMAT);
}

/** A `YYYY-MM-DD` day as a local Date at its start (the first moment of the day that exists, across DST). */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** `day` moved by whole calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = dayToDate(day);
  date.setDate(date.getDate() + days);
  return dayOf(date);
}

/** The range a preset stands for on `now`'s day; `custom` has none (null). Last 7/30 days include today. */
export function presetRange(preset: DatePreset, now: Date | number = new Date()): DayRange | null {
  const today = dayOf(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    default:
      return null;
  }
}

/** Which preset a range is on `now`'s day ('custom' when none matches). Today wins over This month on the 1st. */
export function presetOf(range: DayRange, now: Date | number = new Date()): DatePreset {
  for (const preset of DATE_PRESETS) {
    const candidate = presetRange(preset, now);
    if (candidate && candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return 'custom';
}

/** Days in a range, both ends included (`2026-11-01`..`2026-11-30` → 30); 0 or less when `to` is before `from`. */
export function rangeDays({ from, to }: DayRange): number {
  // Date.UTC: whole days without the local clock's DST hour.
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000) + 1;
}

/** The range as the platform's epoch ms: the start of `from` and the last millisecond of `to`, local time. */
export function rangeToMs({ from, to }: DayRange): { startMs: number; endMs: number } {
  return { startMs: dayToDate(from).getTime(), endMs: dayToDate(addDays(to, 1)).getTime() - 1 };
}

/** Limits a report puts on its range (the platform's: transaction history at most 30 days). */
export interface RangeLimits {
  /** Most days in one range, both ends included. */
  maxDays?: number;
  /** How far back the platform keeps records, in days before today (the range may not start earlier). */
  maxAgeDays?: number;
}

/** Why a range cannot be asked for: the i18n key of the message and its values. */
export interface RangeProblem {
  key: 'report_range_invalid' | 'report_range_order' | 'report_range_future' | 'report_range_too_long' | 'report_range_too_old';
  values?: Record<string, number | string>;
}

/**
 * Checks a range before asking the platform; null when it may be sent.
 * @example checkRange({ from: '2026-10-01', to: '2026-11-24' }, { maxDays: 30 }) // { key: 'report_range_too_long', values: { days: 30 } }
 */
export function checkRange(range: DayRange, limits: RangeLimits = {}, now: Date | number = new Date()): RangeProblem | null {
  if (!isDay(range.from) || !isDay(range.to)) return { key: 'report_range_invalid' };
  if (range.to < range.from) return { key: 'report_range_order' };
  const today = dayOf(now);
  if (range.to > today) return { key: 'report_range_future' };
  if (limits.maxDays !== undefined && rangeDays(range) > limits.maxDays) return { key: 'report_range_too_long', values: { days: limits.maxDays } };
  if (limits.maxAgeDays !== undefined && range.from < addDays(today, -limits.maxAgeDays))
    return { key: 'report_range_too_old', values: { days: limits.maxAgeDays } };
  return null;
}
