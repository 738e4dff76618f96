import { DepositTutorial } from '../deposit/components/deposit-tutorial';
import '../deposit/components/deposit.css';

/** The deposit page's tutorial, unfolded, for the /depositTutorial page (the footer's deposit guide). */
export default function DepositTutorialEntry() {
  return <DepositTutorial open />;
}
