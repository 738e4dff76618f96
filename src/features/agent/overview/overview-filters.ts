import { checkRange, presetOf, rangeToMs, type DatePreset, type RangeProblem } from '@/lib/date-range';
import { readFilters, writeFilters, type ReportFilterDefaults } from '@/lib/report-filters';
import type { TeamOverviewQuery, TeamScope } from '../api/team-overview';

/** The overview's address: `?from=YYYY-MM-DD&to=YYYY-MM-DD&scope=all` (direct downlines and the last 7 days by default). */
export const OVERVIEW_DEFAULTS: ReportFilterDefaults = { preset: 'last7', type: '', extra: { scope: 'direct' } };
/** The platform's longest overview range (the sandbox answers query.date.range.exceeded beyond it). */
export const OVERVIEW_MAX_DAYS = 90;
/** The presets offered (custom is the two date fields). */
export const OVERVIEW_PRESETS: readonly Exclude<DatePreset, 'custom'>[] = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'];

export interface OverviewFilters {
  from: string;
  to: string;
  scope: TeamScope;
  preset: DatePreset;
  /** Why the range cannot be asked for; null when it can. */
  problem: RangeProblem | null;
  /** The call's query; null while the range has a problem. */
  query: TeamOverviewQuery | null;
}

/** The filters an address holds (unreadable values take their defaults). */
export function readOverviewFilters(params: URLSearchParams, now: Date | number = new Date()): OverviewFilters {
  const filters = readFilters(params, OVERVIEW_DEFAULTS, { now });
  const scope: TeamScope = filters.extra.scope === 'all' ? 'all' : 'direct';
  const range = { from: filters.from, to: filters.to };
  const problem = checkRange(range, { maxDays: OVERVIEW_MAX_DAYS }, now);
  const { startMs, endMs } = rangeToMs(range);
  return { ...range, scope, preset: presetOf(range, now), problem, query: problem ? null : { startTime: startMs, endTime: endMs, scope } };
}

/** The address for new filters, keeping other names in `params`. */
export function writeOverviewFilters(next: { from: string; to: string; scope: TeamScope }, params: URLSearchParams): URLSearchParams {
  return writeFilters({ from: next.from, to: next.to, type: '', page: 1, extra: { scope: next.scope } }, OVERVIEW_DEFAULTS, params);
}
