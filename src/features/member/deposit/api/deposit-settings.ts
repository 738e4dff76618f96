import useSWR from 'swr';
import { api } from '@/api';
import { toMinor } from '@/lib/money';
import type { DepositSettings } from '../types';

/** SWR key of the member's deposit settings. */
export const DEPOSIT_SETTINGS_KEY = 'deposit-settings';

const minorOrNull = (value: number | null | undefined) => (value == null ? null : toMinor(value));

/** GET MCSFE_getDepositSettings: whether the member may deposit, the server's message when not, overall bounds. */
export async function fetchDepositSettings(): Promise<DepositSettings> {
  const value = await api.GET('/wps/relay/MCSFE_getDepositSettings');
  return {
    allowed: value.allowDeposit === 'Y',
    message: value.allowDepositMsg?.trim() || null,
    successCount: value.totalDepositSuccessCount ?? 0,
    min: minorOrNull(value.minimumAmount),
    max: minorOrNull(value.maximumAmount),
  };
}

export function useDepositSettings(enabled = true) {
  return useSWR(enabled ? DEPOSIT_SETTINGS_KEY : null, fetchDepositSettings, { revalidateOnFocus: false });
}
