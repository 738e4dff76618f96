import { api } from '@/api';
import { toMinor } from '@/lib/money';

/** The main wallet's account type id (PLATFORM-MEMBER "Wallet"). */
const MAIN_WALLET_ID = 2;

/** GET /wps/v2/wallets/balance?typeId=0: the main wallet's balance in minor units (what a withdrawal takes from). */
export async function fetchMainWallet(): Promise<number> {
  const value = (await api.GET('/wps/v2/wallets/balance', { params: { query: { typeId: 0 } } })) as {
    balance?: { accountTypeId: number; availBalance: number }[];
  } | null;
  const main = value?.balance?.find((b) => Number(b.accountTypeId) === MAIN_WALLET_ID);
  return toMinor(main?.availBalance ?? 0);
}
