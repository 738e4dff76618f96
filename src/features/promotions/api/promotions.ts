import { useMemo } from 'react';
import useSWR from 'swr';
import { api } from '@/api';
import type { PromotionCategoryCode, PromotionDetail, PromotionList, PromotionMemberStatus } from './types';

/** Cards per page of the promotions list. */
export const PROMOTIONS_PAGE_SIZE = 12;

export const promotionListKey = (category: PromotionCategoryCode, page: number, language: string) => ['promotions:list', category, page, language] as const;
export const promotionDetailKey = (promotionId: number, language: string) => ['promotions:detail', promotionId, language] as const;
/** Every member-status key starts with this (a join, an application or a claim refreshes them all). */
export const PROMOTION_STATUS_KEY = 'promotions:member-status';

/** GET PROMOFE_getPromotionList (designed): one page of the brand's promotions under a filter; public. */
export function fetchPromotionList(category: PromotionCategoryCode, page: number, language: string): Promise<PromotionList> {
  return api.GET('/wps/relay/PROMOFE_getPromotionList', { params: { query: { category, page, size: PROMOTIONS_PAGE_SIZE, language } } });
}

export function usePromotionList(category: PromotionCategoryCode, page: number, language: string) {
  const { data, error, isLoading, mutate } = useSWR(promotionListKey(category, page, language), () => fetchPromotionList(category, page, language), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { data, error: error as unknown, loading: isLoading, mutate };
}

/** GET PROMOFE_getPromotionDetail (designed): one promotion with its rules HTML (unsanitized: show it through safe-html). */
export function fetchPromotionDetail(promotionId: number, language: string): Promise<PromotionDetail> {
  return api.GET('/wps/relay/PROMOFE_getPromotionDetail', { params: { query: { promotionId, language } } });
}

export function usePromotionDetail(promotionId: number | null, language: string) {
  const { data, error, isLoading, mutate } = useSWR(promotionId === null ? null : promotionDetailKey(promotionId, language),
    () => fetchPromotionDetail(promotionId ?? 0, language), { revalidateOnFocus: false });
  return { data, error: error as unknown, loading: isLoading, mutate };
}

/** GET MCSFE_getPromotionMemberStatus (designed): the member's status per promotion; a promotion not listed is NONE. */
export async function fetchPromotionStatuses(): Promise<PromotionMemberStatus[]> {
  return (await api.GET('/wps/relay/MCSFE_getPromotionMemberStatus')).list;
}

/** The signed-in member's statuses by promotion id (nothing is fetched for a visitor). */
export function usePromotionStatuses(signedIn: boolean) {
  const { data, error, isLoading, mutate } = useSWR(signedIn ? [PROMOTION_STATUS_KEY] : null, fetchPromotionStatuses, { revalidateOnFocus: false });
  const byId = useMemo(() => (data ? new Map(data.map((entry) => [entry.promotionId, entry])) : undefined), [data]);
  return { data: byId, error: error as unknown, loading: isLoading, mutate };
}
