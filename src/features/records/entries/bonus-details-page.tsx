import { BonusDetails } from '../rebates/bonus-details';

/** Member page bonusDetails (its own chunk). */
export default function BonusDetailsPage() {
  return <BonusDetails />;
}
