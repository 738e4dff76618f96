import useSWR from 'swr';
import { api } from '@/api';
import type { AvailablePromotions } from '../menu';

/** SWR key of the promotion types available to the signed-in member (menu badges, mission and referral pages). */
export const AVAILABLE_PROMOTIONS_KEY = 'available-promotions';

/** GET MCSFE_getAvailablePromotions. */
export async function fetchAvailablePromotions(): Promise<AvailablePromotions> {
  return (await api.GET('/wps/relay/MCSFE_getAvailablePromotions')) as AvailablePromotions;
}

export function useAvailablePromotions(signedIn: boolean) {
  return useSWR(signedIn ? AVAILABLE_PROMOTIONS_KEY : null, fetchAvailablePromotions, { revalidateOnFocus: false });
}
