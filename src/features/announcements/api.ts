import useSWR from 'swr';
import { api, type components } from '@/api';
import type { Execution } from './execution';

/** An announcement or notice item (SPEC §3 "Announcement": id, title, HTML content, startDateStr, promotionType). */
export type Announcement = components['schemas']['Notice'];

function bySequence(a: Announcement, b: Announcement): number {
  return (a.sequence ?? a.priority ?? 0) - (b.sequence ?? b.priority ?? 0);
}

/** The popup announcements of the given executions, one call each, merged without repeats in sequence order. */
export async function fetchAnnouncements(executions: readonly Execution[], language: string): Promise<Announcement[]> {
  const lists = await Promise.all(
    executions.map((execution) =>
      api.GET('/wps/relay/MCSFE_getListAnnouncements', {
        params: { query: { types: 'PU', platform: 'W', execution, language } },
      }),
    ),
  );
  const seen = new Set<string>();
  const merged: Announcement[] = [];
  for (const item of lists.flatMap((value) => value.popup ?? [])) {
    const id = String(item.id);
    if (seen.has(id)) continue;
    seen.add(id);
    merged.push(item);
  }
  return merged.toSorted(bySequence);
}

/** SWR key: a new language or audience (executions) loads the list again (SPEC §4). */
export const announcementsKey = (executions: readonly Execution[], language: string) =>
  ['announcements', executions.join(','), language] as const;

/** The popup announcements; `null` executions means not now (nothing is fetched). */
export function useAnnouncements(executions: readonly Execution[] | null, language: string) {
  return useSWR(executions ? announcementsKey(executions, language) : null, () => fetchAnnouncements(executions ?? [], language), {
    revalidateOnFocus: false,
  });
}

/** The player notice list of the notice call (the notice popup's list when it is opened without one). */
export async function fetchNotices(language: string): Promise<Announcement[]> {
  const value = await api.GET('/wps/relay/MCSFE_getListAnnouncements', {
    params: { query: { types: 'PL', platform: 'W', language } },
  });
  return value.player ?? [];
}

/** The notice list, fetched only when `enabled`. */
export function useNotices(language: string, enabled: boolean) {
  return useSWR(enabled ? ['notices', language] : null, () => fetchNotices(language), { revalidateOnFocus: false });
}
