import useSWR from 'swr';
import { api } from '@/api';
import type { PromotionChoice } from '../types';

/** SWR key of the deposit promotions the member may join with a deposit. */
export const DEPOSIT_PROMOTIONS_KEY = 'deposit-promotions';

/** GET MCSFE_getDepositPromotionList (designed). */
export async function fetchDepositPromotions(): Promise<PromotionChoice[]> {
  const value = await api.GET('/wps/relay/MCSFE_getDepositPromotionList');
  return value.promotions.map((p) => ({
    kind: 'promotion' as const,
    promotionId: p.promotionId,
    name: p.promotionName,
    bonusRate: p.bonusRate ?? null,
    maxBonus: p.maxBonus ?? null,
    minDeposit: p.minDeposit ?? null,
  }));
}

export function useDepositPromotions(enabled = true) {
  return useSWR(enabled ? DEPOSIT_PROMOTIONS_KEY : null, fetchDepositPromotions, { revalidateOnFocus: false });
}
