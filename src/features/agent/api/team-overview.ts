import useSWR from 'swr';
import { api } from '@/api';
import type { components } from '@/api/schema.gen';

export type TeamOverviewSum = components['schemas']['TeamOverviewSum'];
/** direct: the agent's direct downlines; all: every level below it. */
export type TeamScope = 'direct' | 'all';

export interface TeamOverviewQuery {
  startTime: number;
  endTime: number;
  scope: TeamScope;
}

export const teamOverviewKey = (query: TeamOverviewQuery) => ['agent:team-overview', query.startTime, query.endTime, query.scope] as const;

export function fetchTeamOverview(query: TeamOverviewQuery): Promise<TeamOverviewSum> {
  return api.GET('/wps/relay/ODSFE2_getTeamOverviewSum', { params: { query } });
}

/** `GET /wps/relay/ODSFE2_getTeamOverviewSum` for a range and scope; null asks nothing (an invalid range). */
export function useTeamOverview(query: TeamOverviewQuery | null) {
  const { data, error, isLoading, isValidating, mutate } = useSWR(query ? teamOverviewKey(query) : null, () => fetchTeamOverview(query!), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return { data, error: error as unknown, loading: isLoading, validating: isValidating, retry: () => mutate() };
}
