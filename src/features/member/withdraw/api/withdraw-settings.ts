import useSWR from 'swr';
import { api } from '@/api';
import { toMinor } from '@/lib/money';
import type { WithdrawSettings } from '../types';

export const WITHDRAW_SETTINGS_KEY = 'withdraw-settings';

/** GET MCSFE_getWithdrawSettings?groupId=0, amounts in minor units. */
export async function fetchWithdrawSettings(): Promise<WithdrawSettings> {
  const v = await api.GET('/wps/relay/MCSFE_getWithdrawSettings', { params: { query: { groupId: 0 } } });
  return {
    allowWithdraw: v.allowWithdraw === 'Y',
    allowWithdrawMsg: v.allowWithdrawMsg ?? null,
    withdrawDateFrom: v.withdrawDateFrom ?? null,
    withdrawDateTo: v.withdrawDateTo ?? null,
    precautionNote: v.precautionNote ?? null,
    allowDecimal: v.allowDecimal !== false,
    c2cEnabled: v.c2cEnabled === true,
    withdrawPenaltyCharge: v.withdrawPenaltyCharge ?? 0,
    fixedAmounts: (v.fixedAmountList ?? []).map((n) => toMinor(n)),
    mobileVerificationType: v.mobileVerificationType ?? null,
    mobileVerificationWithdrawAmount: v.mobileVerificationWithdrawAmount == null ? null : toMinor(v.mobileVerificationWithdrawAmount),
    mobileVerified: v.mobileVerified !== false,
    minimumAmount: toMinor(v.minimumAmount),
    maximumAmount: toMinor(v.maximumAmount),
  };
}

export function useWithdrawSettings() {
  return useSWR(WITHDRAW_SETTINGS_KEY, fetchWithdrawSettings, { revalidateOnFocus: false });
}
