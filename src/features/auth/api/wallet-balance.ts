import useSWR from 'swr';
import { api } from '@/api';

export const walletBalanceKey = 'wallet-balance';

export interface WalletBalance {
  sumBalance: number;
  currency?: string;
}

/** GET /wps/v2/wallets/balance?typeId=0. */
export async function fetchWalletBalance(): Promise<WalletBalance> {
  return (await api.GET('/wps/v2/wallets/balance', { params: { query: { typeId: 0 } } })) as WalletBalance;
}

/** The signed-in member's balance; `mutate()` refreshes it. */
export function useWalletBalance(signedIn: boolean) {
  return useSWR(signedIn ? walletBalanceKey : null, fetchWalletBalance, { revalidateOnFocus: false });
}
