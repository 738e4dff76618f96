import { useLocation, useSearchParams } from 'react-router-dom';
import { WithdrawPage, type WithdrawTab } from '../withdraw';

const TABS: readonly WithdrawTab[] = ['withdraw', 'cards', 'payouts'];

/**
 * The withdraw member page (its own chunk): withdrawal, bank cards and payouts to confirm. `?tab=payouts` opens it on
 * the payouts (the live payout.pending notification links there), also when the page is already on screen.
 */
export default function WithdrawEntry() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const tab = TABS.find((id) => id === params.get('tab'));
  return tab ? <WithdrawPage key={key} initialTab={tab} /> : <WithdrawPage />;
}
