import useSWR from 'swr';
import { api, session } from '@/api';
import { useLanguage } from '@/i18n';

/** SPEC §9: boards show 20 records. */
export const RANKING_LIMIT = 20;

/** A period of the biggest wins (designed call). */
export type WinPeriod = 'DAY' | 'WEEK' | 'MONTH';
export const WIN_PERIODS: readonly WinPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** One win as the ranking shows it: player, game, prize, time; the biggest wins add rank, bet and whose it is. */
export interface RankedWin {
  rank: number;
  player: string;
  game: string;
  prize: number;
  /** Epoch ms. */
  time?: number;
  bet?: number;
  /** The signed-in member's own win. */
  own: boolean;
}

/** SWR key of a category's latest wins; `session:` keeps it for the session like the home board (SPEC §9). */
export const latestWinsKey = (category: string, language: string) => `session:discover:winners:${category}:${language}`;

/** The latest wins of a category from the winner board call (gameCategory, language, limitNum 20). */
export async function fetchLatestWins(category: string, language: string): Promise<RankedWin[]> {
  const value = await api.GET('/wps/relay/ODSFE2_getWinnerBoard', {
    params: { query: { gameCategory: category, language, limitNum: RANKING_LIMIT } },
  });
  return value.list.slice(0, RANKING_LIMIT).map(({ vo }, index) => ({
    rank: index + 1,
    player: vo.customerName,
    game: vo.gameName,
    prize: vo.winAmount,
    ...(vo.winTime !== undefined ? { time: vo.winTime } : {}),
    own: false,
  }));
}

/** A category's latest wins, cached for the session. */
export function useLatestWins(category: string) {
  const { language } = useLanguage();
  return useSWR(latestWinsKey(category, language), () => fetchLatestWins(category, language), { revalidateOnFocus: false });
}

/** SWR key of the biggest wins; the member is part of it, as the answer marks their own wins. */
export const biggestWinsKey = (category: string, period: WinPeriod, language: string, memberId: string | number | null) =>
  ['discover:biggest-wins', category, period, language, memberId ?? ''] as const;

/** The biggest wins of a period and category (designed `ODSFE2_getBiggestWins`), biggest first. */
export async function fetchBiggestWins(category: string, period: WinPeriod, language: string): Promise<RankedWin[]> {
  // No token is needed, but one sent (the client adds it only to x-token calls) marks the member's own wins.
  const token = session.getToken();
  const value = await api.GET('/wps/relay/ODSFE2_getBiggestWins', {
    params: { query: { gameCategory: category, period, language, limitNum: RANKING_LIMIT } },
    ...(token ? { headers: { Authorization: token } } : {}),
  });
  return value.list.slice(0, RANKING_LIMIT).map((row) => ({
    rank: row.rank,
    player: row.customerName,
    game: row.gameName,
    prize: row.winAmount,
    time: row.winTime,
    ...(row.betAmount !== undefined ? { bet: row.betAmount } : {}),
    own: row.self === true,
  }));
}

/** The biggest wins for the ranking's tab and period. */
export function useBiggestWins(category: string, period: WinPeriod, memberId: string | number | null) {
  const { language } = useLanguage();
  return useSWR(biggestWinsKey(category, period, language, memberId), () => fetchBiggestWins(category, period, language), {
    revalidateOnFocus: false,
  });
}
