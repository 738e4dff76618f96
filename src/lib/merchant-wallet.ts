import useSWR from 'swr';
import { api } from '@/api';
import { useMerchant } from '@/merchant';

/** SWR key of the merchant's wallet mode; `session:` keeps it for the tab (SPEC §9 session caches). */
export const merchantWalletKey = (merchantCode: string) => ['session:merchant-wallet', merchantCode] as const;

/** GET GCS_merchantWallet: true when the merchant runs a single wallet (isSingle 1). */
export async function fetchSingleWallet(merchantCode: string): Promise<boolean> {
  const value = await api.GET('/wps/relay/GCS_merchantWallet', { params: { query: { merchantCode } } });
  return Number(value.isSingle) === 1;
}

/** Whether the merchant has a single wallet; undefined while unknown or for a visitor. */
export function useSingleWallet(signedIn: boolean) {
  const { code } = useMerchant();
  return useSWR(signedIn ? merchantWalletKey(code) : null, ([, merchantCode]) => fetchSingleWallet(merchantCode));
}
