import useSWR from 'swr';
import { useLanguage } from '@/i18n';
import { useMerchant } from '@/merchant';
import { fetchGamePage } from '../api/game-list';
import type { Game } from '../types';

/** One call finds games of every category; more matches than this ask for a longer term. */
export const SEARCH_PAGE_SIZE = 200;

/** Games matching a term across every category. */
export interface SearchResults {
  games: Game[];
  /** Matches the server counted (more than `games` when the page is full). */
  totalCount: number;
}

export const searchResultsKey = (term: string, language: string) => (term ? (['games:search', term, language] as const) : null);

/**
 * Searches every category at once: the game list call by name without a gameType (and without the language, with
 * which the platform finds nothing).
 */
export async function fetchSearchResults(merchant: string, term: string, language: string): Promise<SearchResults> {
  const page = await fetchGamePage(merchant, { gameName: term }, 1, SEARCH_PAGE_SIZE, language);
  return { games: page.games, totalCount: page.totalCount };
}

/** The search results for `term` (nothing is asked for an empty term). */
export function useSearchResults(term: string) {
  const merchant = useMerchant();
  const { language } = useLanguage();
  return useSWR(searchResultsKey(term, language), () => fetchSearchResults(merchant.code, term, language), {
    revalidateOnFocus: false,
    keepPreviousData: false,
  });
}
