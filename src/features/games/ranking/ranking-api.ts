import useSWR from 'swr';
import { api } from '@/api';
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

/** SWR key of the biggest wins. */
export const biggestWinsKey = (category: string, period: WinPeriod, language: string) =>
  ['discover:biggest-wins', category, period, language] as const;

/**
 * An account as the boards show it: the first two letters, ***, the last (the platform's masking).
 * @example maskedName('member01') // "me***1"
 */
export function maskedName(account: string): string {
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/**
 * Marks the member's own wins: those the server flags (`self`), or whose masked name is the member's. The call needs no
 * token, and the client sends none to such calls, so the name is what the site has; a namesake with the same first two
 * and last letters would be marked too, which the "You" badge accepts as the price of a cheap mark.
 */
export function markOwn(wins: readonly RankedWin[], account: string | null): RankedWin[] {
  const mine = account ? maskedName(account) : null;
  return wins.map((win) => (win.own || (mine !== null && win.player === mine) ? { ...win, own: true } : win));
}

/** The biggest wins of a period and category (designed `ODSFE2_getBiggestWins`), biggest first. */
export async function fetchBiggestWins(category: string, period: WinPeriod, language: string): Promise<RankedWin[]> {
  const value = await api.GET('/wps/relay/ODSFE2_getBiggestWins', {
    params: { query: { gameCategory: category, period, language, limitNum: RANKING_LIMIT } },
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
export function useBiggestWins(category: string, period: WinPeriod) {
  const { language } = useLanguage();
  return useSWR(biggestWinsKey(category, period, language), () => fetchBiggestWins(category, period, language), {
    revalidateOnFocus: false,
  });
}
