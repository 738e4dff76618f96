import useSWR from 'swr';
import { api } from '@/api';
import type { components } from '@/api/schema.gen';

type Schemas = components['schemas'];
export type Mission = Schemas['Mission'];
export type MissionSummary = Schemas['MissionSummary'];
export type MissionLeaderboard = Schemas['MissionLeaderboard'];
export type LeaderboardPeriod = MissionLeaderboard['period'];

export const MISSION_SUMMARY_KEY = 'missions:summary';
export const missionLeaderboardKey = (period: LeaderboardPeriod) => ['missions:leaderboard', period] as const;

export function fetchMissionSummary(): Promise<MissionSummary> {
  return api.GET('/wps/relay/MCSFE_getMissionSummaryDetails');
}

/** `GET MCSFE_getMissionSummaryDetails`: the member's missions with their progress. */
export function useMissionSummary() {
  const { data, error, isLoading, mutate } = useSWR(MISSION_SUMMARY_KEY, fetchMissionSummary, { revalidateOnFocus: false });
  return { data, error: error as unknown, loading: isLoading, reload: mutate };
}

export function fetchMissionLeaderboard(period: LeaderboardPeriod): Promise<MissionLeaderboard> {
  return api.GET('/wps/relay/MCSFE_getMissionLeaderboard', { params: { query: { period } } });
}

/** `GET MCSFE_getMissionLeaderboard`: the top 20 of the day or the week and the member's own place. */
export function useMissionLeaderboard(period: LeaderboardPeriod) {
  const { data, error, isLoading, mutate } = useSWR(missionLeaderboardKey(period), () => fetchMissionLeaderboard(period), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { data, error: error as unknown, loading: isLoading, reload: mutate };
}
