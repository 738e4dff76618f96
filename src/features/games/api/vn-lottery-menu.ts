import useSWR from 'swr';
import { api, type components } from '@/api';

export type VnLotteryArea = components['schemas']['VnLotteryGameMenu'][number];

export const vnLotteryMenuKey = (prizeMode: string | null) => (prizeMode ? (['games:vn-menu', prizeMode] as const) : null);

/** Fetches the Vietnam lottery menu (areas with their games). */
export async function fetchVnLotteryMenu(prizeMode: string): Promise<VnLotteryArea[]> {
  return api.GET('/lgw/vn/games/game_menu', { params: { query: { prizeMode, device: 'WEB' } } });
}

/** The Vietnam lottery menu. */
export function useVnLotteryMenu(prizeMode: string | null) {
  return useSWR(vnLotteryMenuKey(prizeMode), () => fetchVnLotteryMenu(prizeMode ?? ''), { revalidateOnFocus: false });
}
