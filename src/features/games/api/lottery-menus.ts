import useSWR from 'swr';
import { api, type components } from '@/api';

export type LotteryMenu = components['schemas']['LotteryGameMenus'][number];

export const lotteryMenusKey = (prizeMode: string | null) => (prizeMode ? (['games:lottery-menus', prizeMode] as const) : null);

/** Fetches the lottery gateway's game menus for a prize mode. */
export async function fetchLotteryMenus(prizeMode: string): Promise<LotteryMenu[]> {
  return api.GET('/lgw/games/game_menus', { params: { query: { prizeMode } } });
}

/** The lottery menus; waits while the prize mode is unknown. */
export function useLotteryMenus(prizeMode: string | null) {
  return useSWR(lotteryMenusKey(prizeMode), () => fetchLotteryMenus(prizeMode ?? ''), { revalidateOnFocus: false });
}
