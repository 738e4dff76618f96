import useSWR from 'swr';
import { api } from '@/api';
import type { WithdrawTurnover } from '../types';

export const WITHDRAW_TURNOVER_KEY = 'withdraw-turnover';

/** GET MCSFE_getWithdrawTurnover (designed): turnover still to play, by game type (wire decimals, display only). */
export async function fetchWithdrawTurnover(): Promise<WithdrawTurnover> {
  const v = await api.GET('/wps/relay/MCSFE_getWithdrawTurnover');
  return {
    status: v.status,
    requiredTurnover: v.requiredTurnover ?? null,
    actualTurnover: v.actualTurnover ?? null,
    details: v.details.map((d) => ({ gameType: d.gameType, requiredTurnover: d.requiredTurnover, actualTurnover: d.actualTurnover })),
  };
}

export function useWithdrawTurnover(enabled = true) {
  return useSWR(enabled ? WITHDRAW_TURNOVER_KEY : null, fetchWithdrawTurnover, { revalidateOnFocus: false });
}
