import useSWR from 'swr';
import { api, type components } from '@/api';

type Wire = components['schemas']['RebateSettings'];

/** The member's rebate rate of one product type: percent (1.2 = 1.2 %), null = no rebate. */
export interface RebateRate {
  productType: string;
  rate: number | null;
}

/** SWR key of the member's rebate rates. */
export const REBATE_SETTINGS_KEY = 'records:rebate-settings';

/** GET MCSFE_getCustomerRebateSettingByProductType: the member's rate per product type. */
export async function fetchRebateSettings(): Promise<RebateRate[]> {
  const value = (await api.GET('/wps/relay/MCSFE_getCustomerRebateSettingByProductType')) as Wire;
  return value.list.map((setting) => ({ productType: setting.productType, rate: setting.rebateRate ?? null }));
}

/** The member's rebate rates (asked once per visit). */
export function useRebateSettings() {
  return useSWR(REBATE_SETTINGS_KEY, fetchRebateSettings, { revalidateOnFocus: false });
}
