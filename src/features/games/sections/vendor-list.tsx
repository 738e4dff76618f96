import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMerchant } from '@/merchant';
import { useGameVendors } from '@/lib/game-vendors';
import { vendorFromSearch, vendorHref, vendorsOfCategory } from '../logic/category';
import { useCategory } from '../components/category-context';
import { VendorListView } from '../components/VendorList';

export interface VendorListSectionProps {
  screen: string;
  gameType?: string;
}

/** The vendor-list section: tiles for the page's (or the configured) category. */
export default function VendorListSection({ gameType }: VendorListSectionProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const category = useCategory();
  const [params] = useSearchParams();
  const { data: lanes } = useGameVendors();
  const types = gameType ? [gameType] : (category?.gameTypes ?? ['RNG']);
  const labelKey = category?.labelKey ?? merchant.categories[types[0] ?? '']?.labelKey ?? 'games_title';
  const selected = vendorFromSearch(params);
  const tiles = vendorsOfCategory(lanes ?? [], types, merchant.nav).map(({ gameType: type, card }) => ({
    code: card.vassalage,
    displayName: card.displayName,
    icon: card.lagerIcon ?? card.smallIcon ?? card.h5Icon,
    href: vendorHref(type, card.vassalage, merchant),
    current: card.vassalage === selected,
  }));
  return <VendorListView label={t('games_vendors_of', { category: t(labelKey) })} vendors={tiles} />;
}
