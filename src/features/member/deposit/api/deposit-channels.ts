import useSWR from 'swr';
import { api } from '@/api';
import type { components } from '@/api';
import { toMinor } from '@/lib/money';
import type { DepositMethod, DepositSettings } from '../types';

type WireChannels = components['schemas']['DepositPaymentChannels'];

/** SWR key of the deposit payment methods and their channels. */
export const DEPOSIT_CHANNELS_KEY = 'deposit-channels';

/** Offered when a channel names no quick amounts (major units of the brand's currency). */
const DEFAULT_QUICK = [100, 500, 1000, 5000, 10_000];

/**
 * The platform's method-code map as a list of methods, in the server's order, with bounds in minor units (the
 * channel's own, else the settings'), quick amounts inside those bounds, and methods without channels left out.
 */
export function toMethods(wire: WireChannels, bounds: Pick<DepositSettings, 'min' | 'max'>): DepositMethod[] {
  return Object.entries(wire)
    .map(([code, method]) => ({
      code,
      channels: (method.channels ?? []).map((c) => {
        const min = c.minAmount == null ? bounds.min : toMinor(c.minAmount);
        const max = c.maxAmount == null ? bounds.max : toMinor(c.maxAmount);
        const quick = (c.quickAmounts?.length ? c.quickAmounts : DEFAULT_QUICK)
          .map((amount) => toMinor(amount))
          .filter((minor) => (min == null || minor >= min) && (max == null || minor <= max));
        return {
          key: `${c.vendorId}:${c.mcsBankCode}`,
          vendorName: c.vendorName,
          vendorId: c.vendorId,
          mcsBankCode: c.mcsBankCode,
          flow: c.flow,
          banks: c.banks.map((b) => ({ bankCode: b.bankCode, bankType: b.bankType ?? null, bankName: b.bankName || b.bankCode })),
          min,
          max,
          quickAmounts: quick,
          maintenance: c.maintenance === true,
        };
      }),
    }))
    .filter((method) => method.channels.length > 0);
}

/** GET MCSFE_getDepositPaymentChannels as the web site asks for it (PLATFORM-MEMBER "Deposit"). */
export async function fetchDepositChannels(): Promise<WireChannels> {
  return api.GET('/wps/relay/MCSFE_getDepositPaymentChannels', {
    params: { query: { webSupported: 'Y', mobileSupported: 'N', groupMTByChannelName: 'Y' } },
  });
}

export function useDepositChannels(enabled = true) {
  return useSWR(enabled ? DEPOSIT_CHANNELS_KEY : null, fetchDepositChannels, { revalidateOnFocus: false });
}
