import { WithdrawPage } from '../withdraw';

/** The withdraw member page (its own chunk): withdrawal, bank cards and payouts to confirm. */
export default function WithdrawEntry() {
  return <WithdrawPage />;
}
