import useSWR from 'swr';
import { api } from '@/api';
import { toWallets, type Wallets } from '../model';

/** SWR key of the member's wallets as the wallet page shows them (the header keeps its own total). */
export const WALLETS_KEY = 'member-wallets';

/** GET /wps/v2/wallets/balance?typeId=0: every wallet. */
export async function fetchWallets(): Promise<Wallets> {
  return toWallets(await api.GET('/wps/v2/wallets/balance', { params: { query: { typeId: 0 } } }));
}

export function useWallets() {
  return useSWR(WALLETS_KEY, fetchWallets, { revalidateOnFocus: false });
}
