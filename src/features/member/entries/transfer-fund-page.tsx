import { WalletPage } from '../wallet/components/wallet-page';

/** Member page transferFund: the wallets, their moves and the transfer form. */
export default function TransferFundPage() {
  return <WalletPage />;
}
