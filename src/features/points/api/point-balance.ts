import useSWR from 'swr';
import { api } from '@/api';

/** SWR key of the signed-in member's points (revalidated after a redeem or a conversion). */
export const POINT_BALANCE_KEY = 'points-balance';

/** GET MCSFE_getPointBalance: the member's whole points. */
export async function fetchPointBalance(): Promise<number> {
  const value = await api.GET('/wps/relay/MCSFE_getPointBalance');
  return value.points;
}

/** The member's points; nothing is asked for a visitor or when PTSYS3 is off (`enabled` false). */
export function usePointBalance(enabled: boolean) {
  return useSWR(enabled ? POINT_BALANCE_KEY : null, fetchPointBalance, { revalidateOnFocus: false });
}
