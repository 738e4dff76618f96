import PromotionsEntry from '@/features/promotions/entries/promotions-page';

/** The lazily loaded screen group at this route; its own chunk so the first screen stays small. */
export default function PromotionsGroup() {
  return <PromotionsEntry />;
}
