import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/api';
import { refreshAfterReward } from '../../api/claims';
import type { ClaimRewardResult, SaviorPromotion } from './types';

export const SAVIOR_KEY = 'rewards:savior';

export function fetchSavior(): Promise<SaviorPromotion> {
  return api.GET('/wps/relay/PROMOFE_getSaviorPromotion');
}

/** `GET PROMOFE_getSaviorPromotion`: yesterday's loss and the rescue it gives today. */
export function useSavior(enabled: boolean) {
  const { data, error, isLoading, mutate: reload } = useSWR(enabled ? SAVIOR_KEY : null, fetchSavior, { revalidateOnFocus: false });
  return { data, error: error as unknown, loading: isLoading, reload };
}

/** `POST PROMOFE_claimSaviorPromotion`: claims today's rescue into the main wallet. */
export async function claimSavior(promotionId: number, mutate: ScopedMutator): Promise<ClaimRewardResult> {
  const result = await api.POST('/wps/relay/PROMOFE_claimSaviorPromotion', { body: { promotionId } });
  await Promise.all([refreshAfterReward(mutate), mutate(SAVIOR_KEY)]);
  return result;
}
