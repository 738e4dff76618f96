import useSWR from 'swr';
import { api } from '@/api';

/** One product type's ceiling: the agent's own rate in percent; null = no rebate for it. */
export interface RebateLimit {
  productType: string;
  maxRate: number | null;
}

export const REBATE_LIMITS_KEY = 'agent:rebate-limits';

/** GET MCSFE_getGlobalRebateSettingsByProductType (shape designed): what a referral link may give per product type. */
export async function fetchRebateLimits(): Promise<RebateLimit[]> {
  return (await api.GET('/wps/relay/MCSFE_getGlobalRebateSettingsByProductType')).list;
}

export function useRebateLimits(enabled = true) {
  return useSWR(enabled ? REBATE_LIMITS_KEY : null, fetchRebateLimits, { revalidateOnFocus: false });
}
