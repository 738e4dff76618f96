import { DepositTutorialPage } from '../components/deposit-tutorial-page';

/** /depositTutorial: the deposit guide (its own chunk). */
export default function DepositTutorialPageEntry() {
  return <DepositTutorialPage />;
}
