import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/api';
import { refreshAfterReward } from '../../api/claims';
import type { ClaimRewardResult, LoginPromotion } from './types';

export const LOGIN_PROMOTION_KEY = 'rewards:login-promotion';

export function fetchLoginPromotion(): Promise<LoginPromotion> {
  return api.GET('/wps/relay/MCSFE_getLoginPromotion');
}

/** `GET MCSFE_getLoginPromotion`: the sign-in cycle's days, today's requirements and what the member did today. */
export function useLoginPromotion(enabled: boolean) {
  const { data, error, isLoading, mutate: reload } = useSWR(enabled ? LOGIN_PROMOTION_KEY : null, fetchLoginPromotion, { revalidateOnFocus: false });
  return { data, error: error as unknown, loading: isLoading, reload };
}

/**
 * `POST MCSFE_claimLoginPromotion`: claims today's sign-in reward. Refusals: claim_deposit_required and
 * claim_bet_required carry `{requiredAmount, currentAmount}` in the error's value.
 */
export async function claimLoginPromotion(promotionConfigDetailId: number, mutate: ScopedMutator): Promise<ClaimRewardResult> {
  const result = await api.POST('/wps/relay/MCSFE_claimLoginPromotion', { body: { promotionConfigDetailId } });
  await Promise.all([refreshAfterReward(mutate), mutate(LOGIN_PROMOTION_KEY)]);
  return result;
}
