import useSWR, { mutate as globalMutate } from 'swr';
import { api } from '@/api';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';
import { PROMOTION_STATUS_KEY } from './promotions';
import type { ClaimIssuedResult, PromotionClaimPage, PromotionClaimStatus, PromotionType } from './types';

/** The filters of the claim list (MCS2_getPromotionClaimList); times are epoch ms of issue. */
export interface ClaimQuery {
  status?: PromotionClaimStatus;
  promotionType?: PromotionType;
  startTime?: number;
  endTime?: number;
  page: number;
  size: number;
}

/** Every claim-list key starts with this, so a claim anywhere refreshes each list on screen. */
export const PROMOTION_CLAIMS_KEY = 'promotions:claims';
export const promotionClaimsKey = (query: ClaimQuery) => [PROMOTION_CLAIMS_KEY, query] as const;
// The menu's and header's badge key (src/features/member/api/available-promotions.ts, src/lib/header-messages-link.tsx).
const AVAILABLE_PROMOTIONS_KEY = 'available-promotions';

/** GET MCS2_getPromotionClaimList: issued rewards (I) first, then the history newest first; footer totals the filter. */
export function fetchPromotionClaims(query: ClaimQuery): Promise<PromotionClaimPage> {
  return api.GET('/wps/relay/MCS2_getPromotionClaimList', { params: { query } });
}

/** One page of the member's rewards; `null` fetches nothing (a visitor, a trial account). */
export function usePromotionClaims(query: ClaimQuery | null) {
  const { data, error, isLoading, mutate } = useSWR(query ? promotionClaimsKey(query) : null, () => fetchPromotionClaims(query as ClaimQuery), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { data, error: error as unknown, loading: isLoading, mutate };
}

/** The rewards waiting to be claimed (status I), up to 100. */
export function useIssuedRewards(enabled: boolean) {
  return usePromotionClaims(enabled ? { status: 'I', page: 1, size: 100 } : null);
}

const startsWith = (prefix: string) => (key: unknown) => Array.isArray(key) && key[0] === prefix;

/**
 * After money reached the wallet from a reward: the header balance, every claim list, the member's promotion
 * statuses and the menu badges are refreshed.
 */
export async function refreshAfterReward(mutate: typeof globalMutate = globalMutate): Promise<void> {
  await Promise.all([
    mutate(WALLET_BALANCE_KEY),
    mutate(AVAILABLE_PROMOTIONS_KEY),
    mutate(startsWith(PROMOTION_CLAIMS_KEY)),
    mutate(startsWith(PROMOTION_STATUS_KEY)),
  ]);
}

/** The `mutate` of the SWR cache the screen uses (`useSWRConfig().mutate`; the app's cache is not SWR's default one). */
export type CacheMutate = typeof globalMutate;

/**
 * POST MCSFE_claimIssuedPromotion: claims an issued reward into the main wallet, then refreshes what shows it in the
 * cache of `mutate` (pass `useSWRConfig().mutate`). Rejects with the ApiError of a refusal (claim.already.claimed,
 * claim.expired, in_need_true_account …).
 */
export async function claimIssuedPromotion(promotionClaimId: string, promotionType: PromotionType, mutate?: CacheMutate): Promise<ClaimIssuedResult> {
  const result = await api.POST('/wps/relay/MCSFE_claimIssuedPromotion', { body: { promotionClaimId, promotionType } });
  await refreshAfterReward(mutate);
  return result;
}
