import useSWR from 'swr';
import { api } from '@/api';
import type { PromotionChoice } from '../types';

/** SWR key of the member's extra rewards not yet applied to a deposit. */
export const EXTRA_REWARD_CLAIMS_KEY = 'extra-reward-claims';

/** GET PROMOFE_getUnappliedExtraRewardClaimList → value.claims[] {claimId, promotionId}. */
export async function fetchExtraRewardClaims(): Promise<PromotionChoice[]> {
  const value = await api.GET('/wps/relay/PROMOFE_getUnappliedExtraRewardClaimList');
  return value.claims.map((c) => ({
    kind: 'claim' as const,
    claimId: c.claimId,
    promotionId: c.promotionId,
    name: c.promotionName ?? null,
    rewardAmount: c.rewardAmount ?? null,
  }));
}

export function useExtraRewardClaims(enabled = true) {
  return useSWR(enabled ? EXTRA_REWARD_CLAIMS_KEY : null, fetchExtraRewardClaims, { revalidateOnFocus: false });
}
