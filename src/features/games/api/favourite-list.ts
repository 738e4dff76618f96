import useSWR from 'swr';
import { api } from '@/api';
import { useLanguage } from '@/i18n';
import { toGame, type Game } from '../types';

/** A page of favourite games. */
export interface FavouritePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

export const favouriteListKey = (memberId: string | number | null, pageNum: number, language: string) =>
  memberId === null ? null : (['games:favourite-list', memberId, pageNum, language] as const);

/** Fetches one page of the member's favourite games. */
export async function fetchFavouriteList(pageNum: number, pageSize: number, language: string): Promise<FavouritePage> {
  const value = await api.GET('/wps/relay/MCSFE_getFavoriteGamesList', { params: { query: { pageNum, pageSize, language } } });
  return { games: value.content.map(toGame), pageNum: value.pageNum ?? pageNum, totalPages: value.totalPages ?? 1 };
}

/** One page of the member's favourites. */
export function useFavouriteList(memberId: string | number | null, pageNum: number, pageSize = 42) {
  const { language } = useLanguage();
  return useSWR(favouriteListKey(memberId, pageNum, language), () => fetchFavouriteList(pageNum, pageSize, language), {
    revalidateOnFocus: false,
  });
}
