import { api } from '@/api';
import { fromMinor } from '@/lib/money';
import { toWallets, type Wallets } from '../model';

export interface WalletTransferInput {
  from: number;
  to: number;
  amountMinor: number;
}

/** POST GCS_walletTransfer (FUNDTRANS3; body designed): moves money between two wallets; answers the balances after. */
export async function transferBetweenWallets({ from, to, amountMinor }: WalletTransferInput): Promise<Wallets> {
  const value = await api.POST('/wps/relay/GCS_walletTransfer', {
    body: { fromAccountTypeId: from, toAccountTypeId: to, amount: fromMinor(amountMinor) },
  });
  return toWallets(value.wallet);
}
