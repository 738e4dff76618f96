import useSWR from 'swr';
import { api } from '@/api';
import { useLanguage } from '@/i18n';
import { useMerchant } from '@/merchant';
import { toGame, type Game } from '../types';

/** SPEC §9: lists load 42 games a page, home rows 6. */
export const LIST_PAGE_SIZE = 42;
export const ROW_SIZE = 6;
/** The platform value for the desktop game list. */
const LIST_PLATFORM = 'flash,html5-desktop';

/** Which games a list shows; every field narrows it on the server. */
export interface GameListFilter {
  gameType?: string;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean;
}

/** One page of games. */
export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}

/** SWR key of one page (array keys keep the filter readable in devtools). */
export function gameListKey(filter: GameListFilter, pageNo: number, pageSize: number, language: string) {
  return ['games:list', filter.gameType ?? '', filter.vassalage ?? '', filter.gameName ?? '', filter.gameClassify ?? '',
    filter.isNew ? 'new' : '', pageNo, pageSize, language] as const;
}

/** Fetches one page of the game list; a search by name leaves out the language (the platform then finds nothing). */
export async function fetchGamePage(
  merchant: string, filter: GameListFilter, pageNo: number, pageSize: number, language: string,
): Promise<GamePage> {
  const name = filter.gameName?.trim();
  const value = await api.GET('/wps/relay/GCSGAME_gameList', {
    params: {
      query: {
        merchant,
        platform: LIST_PLATFORM,
        clientType: 3,
        pageNo,
        pageSize,
        ...(filter.gameType ? { gameType: filter.gameType } : {}),
        ...(filter.vassalage ? { vassalage: filter.vassalage } : {}),
        ...(filter.gameClassify ? { gameClassify: filter.gameClassify } : {}),
        ...(filter.isNew ? { isNew: 'true' } : {}),
        ...(name ? { gameName: name } : { language }),
      },
    },
  });
  return {
    games: value.games.map(toGame),
    totalPages: value.totalPages ?? 1,
    totalCount: value.totalCount ?? value.games.length,
  };
}

/** One page of games for a filter (home rows use page 1 of size 6). */
export function useGamePage(filter: GameListFilter, pageSize: number, ready = true) {
  const merchant = useMerchant();
  const { language } = useLanguage();
  return useSWR(ready ? gameListKey(filter, 1, pageSize, language) : null, () => fetchGamePage(merchant.code, filter, 1, pageSize, language), {
    revalidateOnFocus: false,
  });
}
