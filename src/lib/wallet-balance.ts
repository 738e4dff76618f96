import useSWR from 'swr';
import { api } from '@/api';

/** SWR key of the signed-in member's balance: the header shows it, sign-in flows refresh it (login info). */
export const WALLET_BALANCE_KEY = 'wallet-balance';

/** The main wallet's account type id in the balance answer (PLATFORM-MEMBER "Wallet"). */
export const MAIN_WALLET_TYPE_ID = 2;

/**
 * GET /wps/v2/wallets/balance?typeId=0: the main wallet's balance, the money a member can deposit into, withdraw and
 * move to game wallets (so a transfer between wallets shows in the header); the total when there is no breakdown.
 */
export async function fetchWalletBalance(): Promise<number> {
  const value = (await api.GET('/wps/v2/wallets/balance', { params: { query: { typeId: 0 } } })) as {
    sumBalance?: number;
    balance?: { accountTypeId: number; availBalance: number }[] | null;
  } | null;
  const main = value?.balance?.find((wallet) => wallet.accountTypeId === MAIN_WALLET_TYPE_ID);
  return Number(main?.availBalance ?? value?.sumBalance ?? 0);
}

/** The signed-in member's main-wallet balance (nothing is fetched for a visitor); `mutate()` refreshes it. */
export function useWalletBalance(signedIn: boolean) {
  return useSWR(signedIn ? WALLET_BALANCE_KEY : null, fetchWalletBalance, { revalidateOnFocus: false });
}
