import useSWR from 'swr';
import { api } from '@/api';
import { toGame, type Game } from '@/features/games';
import { useLanguage } from '@/i18n';

/** SWR key of the mini games in a language. */
export const miniGamesKey = (language: string) => ['mini-games', language] as const;

/** GET GCSGAME_getMiniGames (designed): the mini games as the game list sends games. */
export async function fetchMiniGames(language: string): Promise<Game[]> {
  const value = await api.GET('/wps/relay/GCSGAME_getMiniGames', { params: { query: { language } } });
  return value.list.map(toGame);
}

/** The mini games in the site language. */
export function useMiniGames() {
  const { language } = useLanguage();
  return useSWR(miniGamesKey(language), () => fetchMiniGames(language), { revalidateOnFocus: false });
}
