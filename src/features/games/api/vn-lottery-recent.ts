import useSWR from 'swr';
import { api } from '@/api';
import type { VnLotteryArea } from './vn-lottery-menu';

export const vnLotteryRecentKey = (prizeMode: string | null) => (prizeMode ? (['games:vn-recent', prizeMode] as const) : null);

/** Fetches the member's recent Vietnam lottery games (token). */
export async function fetchVnLotteryRecent(prizeMode: string): Promise<VnLotteryArea[]> {
  return api.GET('/lgw/vn/games/game_menu/recent', { params: { query: { prizeMode, device: 'WEB' } } });
}

/** The member's recent lottery games. */
export function useVnLotteryRecent(prizeMode: string | null) {
  return useSWR(vnLotteryRecentKey(prizeMode), () => fetchVnLotteryRecent(prizeMode ?? ''), { revalidateOnFocus: false });
}
