import { PromotionsPage } from '../list/promotions-page';

/** The /promotions screen group's entry (its own lazy chunk). */
export default function PromotionsEntry() {
  return <PromotionsPage />;
}
