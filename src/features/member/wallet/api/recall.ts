import { recallBalance } from '../../api/recall-balance';
import { toWallets, type Wallets } from '../model';

/** Recalls one game wallet (or all without an id) to the main wallet; answers the balances after. */
export async function recallToMain(accountTypeId?: number): Promise<Wallets> {
  return toWallets(await recallBalance(accountTypeId));
}
