import useSWR from 'swr';
import { api } from '@/api';

/** SWR key of the signed-in member's balance: the header shows it, sign-in flows refresh it (login info). */
export const WALLET_BALANCE_KEY = 'wallet-balance';

/** GET /wps/v2/wallets/balance?typeId=0: the wallet total. */
export async function fetchWalletBalance(): Promise<number> {
  const value = (await api.GET('/wps/v2/wallets/balance', { params: { query: { typeId: 0 } } })) as { sumBalance?: number } | null;
  return Number(value?.sumBalance ?? 0);
}

/** The signed-in member's balance (nothing is fetched for a visitor); `mutate()` refreshes it. */
export function useWalletBalance(signedIn: boolean) {
  return useSWR(signedIn ? WALLET_BALANCE_KEY : null, fetchWalletBalance, { revalidateOnFocus: false });
}
