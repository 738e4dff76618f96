import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/api';
import { refreshAfterReward } from '../../api/claims';
import type { ClaimPromoCodeResult, PromoCodeHistory } from './types';

/** The platform takes codes of up to 32 characters. */
export const PROMO_CODE_MAX_LENGTH = 32;
export const PROMO_CODES_KEY = 'rewards:promo-codes';

export function fetchPromoCodes(): Promise<PromoCodeHistory> {
  return api.GET('/wps/relay/PROMOFE_getPromoCode');
}

/** `GET PROMOFE_getPromoCode`: the codes the member redeemed, newest first. */
export function usePromoCodes(enabled: boolean) {
  const { data, error, isLoading, mutate: reload } = useSWR(enabled ? PROMO_CODES_KEY : null, fetchPromoCodes, { revalidateOnFocus: false });
  return { data, error: error as unknown, loading: isLoading, reload };
}

/** `POST PROMOFE_claimPromoCode`: redeems a code; the reward is in the main wallet when this resolves. */
export async function claimPromoCode(promoCode: string, mutate: ScopedMutator): Promise<ClaimPromoCodeResult> {
  const result = await api.POST('/wps/relay/PROMOFE_claimPromoCode', { body: { promoCode } });
  await Promise.all([refreshAfterReward(mutate), mutate(PROMO_CODES_KEY)]);
  return result;
}
