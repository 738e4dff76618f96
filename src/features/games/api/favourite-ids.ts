import useSWR from 'swr';
import { api } from '@/api';

/** SWR key of the member's favourite ids; null while nobody is signed in. */
export const favouriteIdsKey = (memberId: string | number | null) => (memberId === null ? null : (["games:favourite-ids", memberId] as const));

/** Fetches the node ids of the member's favourite games, as strings. */
export async function fetchFavouriteIds(): Promise<string[]> {
  const value = await api.GET('/wps/relay/MCSFE_getFavoriteGames');
  return value.map(String);
}

/** The member's favourite game ids (empty for a visitor). */
export function useFavouriteIds(memberId: string | number | null) {
  return useSWR(favouriteIdsKey(memberId), fetchFavouriteIds, { revalidateOnFocus: false });
}
