import { mutate as globalMutate, type ScopedMutator } from 'swr';

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

const openReports = new Set<() => unknown>();

/**
 * Registers how a mounted report refreshes itself; returns the unregister function (call it on unmount). The report
 * view does this, because the app's SWR cache is its own provider (sessionCache), which swr's global `mutate` does not
 * reach, and "load more" pages (swr/infinite) are not refreshed by mutating their page keys.
 */
export function registerOpenReport(revalidate: () => unknown): () => void {
  openReports.add(revalidate);
  return () => void openReports.delete(revalidate);
}

/**
 * Revalidates every report: each open report refetches what it shows, and every report key in `mutate`'s cache
 * (swr's global cache unless a scoped mutator from `useSWRConfig()` is given) is revalidated.
 * @example revalidateReports() // after a live deposit.credited event
 */
export async function revalidateReports(mutate: ScopedMutator = globalMutate): Promise<void> {
  await Promise.all([mutate(isReportKey), ...[...openReports].map((revalidate) => revalidate())]);
}
