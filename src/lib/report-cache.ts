import { mutate } from 'swr';

/**
 * First element of every report's SWR key (`[REPORT_KEY_PREFIX, reportId, ...filters]`), so code outside the
 * records screens (the live-event client) can refresh every open report without knowing which ones are mounted.
 */
export const REPORT_KEY_PREFIX = 'report:';

/** True for an SWR key that belongs to a report (array key starting with the prefix, or a prefixed string key). */
export function isReportKey(key: unknown): boolean {
  return Array.isArray(key)
    ? key[0] === REPORT_KEY_PREFIX
    : typeof key === 'string' && key.startsWith(REPORT_KEY_PREFIX);
}

/** Revalidates every cached report (open ones refetch; closed ones refetch when shown again). */
export function revalidateReports() {
  return mutate(isReportKey);
}
