import useSWR from 'swr';
import { api } from '@/api';
import { useLanguage } from '@/i18n';
import { toGame, type Game } from '../types';

export const recentGamesKey = (memberId: string | number | null, language: string) =>
  memberId === null ? null : (['games:recent', memberId, language] as const);

/** Fetches the member's recently played games. */
export async function fetchRecentGames(language: string): Promise<Game[]> {
  const value = await api.GET('/wps/relay/GCS_recentGame', { params: { query: { language } } });
  return value.list.map(toGame);
}

/** The member's recent games (nothing for a visitor). */
export function useRecentGames(memberId: string | number | null) {
  const { language } = useLanguage();
  return useSWR(recentGamesKey(memberId, language), () => fetchRecentGames(language), { revalidateOnFocus: false });
}
