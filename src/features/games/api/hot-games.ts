import useSWR from 'swr';
import { api } from '@/api';
import { useLanguage } from '@/i18n';
import { useMerchant } from '@/merchant';
import { toGame, type Game } from '../types';

/** SWR key of the hot list; `session:` keeps it for the session (SPEC §9). */
export const hotGamesKey = (language: string) => `session:games:hot:${language}`;

/** Fetches the hot list (isPlatform 2). */
export async function fetchHotGames(merchantCode: string, platform: string, language: string): Promise<Game[]> {
  const value = await api.GET('/wps/relay/GCSGAME_hotGamesV2', {
    params: { query: { merchantCode, isPlatform: 2, platform, language } },
  });
  return value.list.map(toGame);
}

/** The hot games, cached for the session. */
export function useHotGames(ready = true) {
  const merchant = useMerchant();
  const { language } = useLanguage();
  return useSWR(ready ? hotGamesKey(language) : null, () => fetchHotGames(merchant.code, merchant.platform, language));
}
