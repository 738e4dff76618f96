import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useLanguage } from '@/i18n';
import { useMerchant } from '@/merchant';
import { fetchGamePage, gameListKey, LIST_PAGE_SIZE, type GameListFilter, type GamePage } from './game-list';

/** The game list loaded 42 at a time as the list scrolls (SPEC §9 "async game-list page size 42"). */
export function useGameListInfinite(filter: GameListFilter, pageSize = LIST_PAGE_SIZE) {
  const merchant = useMerchant();
  const { language } = useLanguage();
  const result = useSWRInfinite<GamePage>(
    (index, previous: GamePage | null) => {
      if (previous && index >= previous.totalPages) return null;
      return gameListKey(filter, index + 1, pageSize, language);
    },
    (key: ReturnType<typeof gameListKey>) => fetchGamePage(merchant.code, filter, key[6], pageSize, language),
    { revalidateOnFocus: false, revalidateFirstPage: false, keepPreviousData: true },
  );
  const pages = result.data;
  const last = pages?.[pages.length - 1];
  // One array per set of pages: searches and filters downstream key their work on it.
  const games = useMemo(() => (pages ?? []).flatMap((page) => page.games), [pages]);
  const complete = last !== undefined && pages !== undefined && pages.length >= last.totalPages;
  const loading = result.isLoading || (result.size > 0 && result.data !== undefined && result.data.length < result.size);
  return {
    games,
    totalCount: last?.totalCount ?? 0,
    complete,
    loading,
    error: result.error as unknown,
    loadMore: () => {
      if (!complete && !loading) void result.setSize(result.size + 1);
    },
    retry: () => void result.mutate(),
  };
}
