import useSWR from 'swr';
import { api } from '@/api';
import { useLanguage } from '@/i18n';
import { useSectionCall } from '@/sections';

/** One row of the winner board (SPEC §3 "Winner board item" display entry). */
export interface Winner {
  player: string;
  game: string;
  prize: number;
  /** Epoch ms, when the server gives it. */
  time?: number;
}

/** SPEC §9: the board shows 20 records. */
export const WINNER_LIMIT = 20;

/** SWR key; the `session:` prefix keeps winners in session storage (SPEC §9 session caches). */
export const winnersKey = (language: string) => `session:winners:${language}`;

/** The latest winners of every category. */
export async function fetchWinners(language: string): Promise<Winner[]> {
  const value = await api.GET('/wps/relay/ODSFE2_getWinnerBoard', {
    params: { query: { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT } },
  });
  return value.list.slice(0, WINNER_LIMIT).map(({ vo }) => ({
    player: vo.customerName,
    game: vo.gameName,
    prize: vo.winAmount,
    ...(vo.winTime !== undefined ? { time: vo.winTime } : {}),
  }));
}

/** The winner board for the current language, started when the screen's call scheduler allows. */
export function useWinners() {
  const { language } = useLanguage();
  const ready = useSectionCall('winners');
  return useSWR(ready ? winnersKey(language) : null, () => fetchWinners(language), { revalidateOnFocus: false });
}
