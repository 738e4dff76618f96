import { TransferUplinePage } from '../wallet/components/transfer-upline-page';

/** Member page transferUpline: transfer from the main wallet to the upline. */
export default function TransferUplineEntry() {
  return <TransferUplinePage />;
}
