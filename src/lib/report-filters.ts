import { isDay, presetRange, type DatePreset, type DayRange } from './date-range';

/**
 * A report's filters as they live in the address (`?from=YYYY-MM-DD&to=&type=&page=` plus the report's own extra
 * names), so a filtered view can be bookmarked and shared and Back restores the previous one. Defaults are left out
 * of the address, and values that cannot be read fall back to them.
 */

/** The filters of one report view. */
export interface ReportFilters extends DayRange {
  /** The type tab or select value; '' is "all". */
  type: string;
  /** 1-based page (wide screens). */
  page: number;
  /** The report's own filters (vendor, order number, settled …) by name; '' is "not set". */
  extra: Readonly<Record<string, string>>;
}

/** What a report's address falls back to. */
export interface ReportFilterDefaults {
  preset: Exclude<DatePreset, 'custom'>;
  type: string;
  /** The extra filters' names (only these are read from the address) and their defaults. */
  extra: Readonly<Record<string, string>>;
}

/** The default filters on `now`'s day. */
export function defaultFilters(defaults: ReportFilterDefaults, now: Date | number = new Date()): ReportFilters {
  const range = presetRange(defaults.preset, now)!;
  return { ...range, type: defaults.type, page: 1, extra: { ...defaults.extra } };
}

/**
 * The filters an address holds: each missing or unreadable value takes its default (a range needs both days readable,
 * else both are the default's); `allowedTypes`, when given, limits `type` to those values.
 */
export function readFilters(
  params: URLSearchParams,
  defaults: ReportFilterDefaults,
  options: { now?: Date | number; allowedTypes?: readonly string[] } = {},
): ReportFilters {
  const base = defaultFilters(defaults, options.now);
  const from = params.get('from');
  const to = params.get('to');
  const range = isDay(from) && isDay(to) ? { from, to } : { from: base.from, to: base.to };
  const type = params.get('type');
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,6}$/.test(pageText) ? Number(pageText) : 1;
  const extra: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(defaults.extra)) extra[name] = params.get(name) ?? fallback;
  return {
    ...range,
    type: type !== null && (!options.allowedTypes || options.allowedTypes.includes(type)) ? type : base.type,
    page,
    extra,
  };
}

/**
 * The address's search params for `filters`, keeping `params`' other names (another part of the screen may use them).
 * The range is always written (a bookmark keeps its days); type, page and extras only when not the default.
 */
export function writeFilters(filters: ReportFilters, defaults: ReportFilterDefaults, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('from', filters.from);
  next.set('to', filters.to);
  const setOrDrop = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  };
  setOrDrop('type', filters.type, defaults.type);
  setOrDrop('page', String(filters.page), '1');
  for (const [name, fallback] of Object.entries(defaults.extra)) setOrDrop(name, filters.extra[name] ?? fallback, fallback);
  return next;
}

/** True when two filter sets ask for the same rows (page aside). */
export function sameQuery(a: ReportFilters, b: ReportFilters): boolean {
  if (a.from !== b.from || a.to !== b.to || a.type !== b.type) return false;
  const names = new Set([...Object.keys(a.extra), ...Object.keys(b.extra)]);
  return [...names].every((name) => (a.extra[name] ?? '') === (b.extra[name] ?? ''));
}
