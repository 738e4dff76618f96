import useSWR from 'swr';
import { api } from '@/api';
import { refreshAfterReward, type CacheMutate } from './claims';
import type { PromotionActionResult, RaffleStatus } from './types';

/** SPEC §5: a remark is at most 140 characters. */
export const REMARK_MAX_LENGTH = 140;

/** POST MCSFE_signUpPromotionJoin: the member signs up for a JOIN promotion (or enters the raffle); `mutate`: the screen's cache. */
export async function joinPromotion(promotionId: number, mutate?: CacheMutate): Promise<PromotionActionResult> {
  const result = await api.POST('/wps/relay/MCSFE_signUpPromotionJoin', { body: { promotionId } });
  await refreshAfterReward(mutate);
  return result;
}

/** POST MCSFE_signUpRequestReward: an application with a remark (≤ 140) and up to 3 png/jpg data URLs (≤ 5 MB each). */
export async function applyForPromotion(promotionId: number, remarks: string, pictures: string[], mutate?: CacheMutate): Promise<PromotionActionResult> {
  const result = await api.POST('/wps/relay/MCSFE_signUpRequestReward', { body: { promotionId, remarks, pictures } });
  await refreshAfterReward(mutate);
  return result;
}

export const raffleStatusKey = (promotionId: number) => ['promotions:raffle', promotionId] as const;

/** GET MCSFE_getRafflePromotionStatus: the member's draw (pending, drawn, won, claimed). */
export function useRaffleStatus(promotionId: number | null) {
  const { data, error, isLoading, mutate } = useSWR(promotionId === null ? null : raffleStatusKey(promotionId),
    () => api.GET('/wps/relay/MCSFE_getRafflePromotionStatus', { params: { query: { promotionId: promotionId ?? 0 } } }) as Promise<RaffleStatus>,
    { revalidateOnFocus: false });
  return { data, error: error as unknown, loading: isLoading, mutate };
}

/** POST MCSFE_claimRafflePromotion: a won raffle prize goes to the main wallet. */
export async function claimRafflePrize(promotionId: number, mutate?: CacheMutate): Promise<PromotionActionResult> {
  const result = await api.POST('/wps/relay/MCSFE_claimRafflePromotion', { body: { promotionId } });
  await refreshAfterReward(mutate);
  return result;
}
