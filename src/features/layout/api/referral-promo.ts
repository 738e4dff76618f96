import useSWR from 'swr';
import { api } from '@/api';

/** SWR key of the referral-promo switch. */
export const referralPromoKey = 'referral-promo';

/** Whether a referral promo is enabled (shows Invite friends in the nav). */
export async function fetchReferralPromo(): Promise<boolean> {
  const value = await api.GET('/wps/relay/PROMOFE_getReferralPromo');
  return value.enabled;
}

/** Whether Invite friends shows; false until known and on error, so the item never flickers in and out. */
export function useReferralPromo(): boolean {
  const { data } = useSWR(referralPromoKey, fetchReferralPromo, { revalidateOnFocus: false });
  return data ?? false;
}
