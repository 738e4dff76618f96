import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMerchant } from '@/merchant';
import { SectionRenderer } from '@/sections';
import { CategoryContext } from '../components/category-context';
import { categoryForPath, categoryScreen, type PageCategory } from '../logic/category';
import '../components/games.css';

export interface CategoryPageProps {
  /** The category shown; read from the route when absent (/fish, /rng, /{gameType} …). */
  gameType?: string;
}

/**
 * A game category page (SPEC §2): its sections come from `merchant.screens['category-<gametype>']` (else
 * `screens.category`): by default its banner group, its vendors, the member's rows and its games.
 */
export default function CategoryPage({ gameType }: CategoryPageProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { pathname } = useLocation();
  const fromRoute = categoryForPath(pathname, merchant);
  const config = gameType ? merchant.categories[gameType] : undefined;
  const category: PageCategory | undefined = gameType
    ? { gameType, gameTypes: [gameType], labelKey: config?.labelKey ?? 'games_title', bannerGroup: config?.bannerGroup ?? 'w_rng' }
    : fromRoute;
  if (!category) {
    return (
      <div className="game-page">
        <h1 className="game-page__title">{t('games_title')}</h1>
        <p>{t('games_unknown_category')}</p>
      </div>
    );
  }
  return (
    <CategoryContext.Provider value={category}>
      <div className="game-page" data-category={category.gameType}>
        <h1 className="game-page__title">{t(category.labelKey)}</h1>
        <SectionRenderer screen={categoryScreen(category.gameType, merchant.screens)} />
      </div>
    </CategoryContext.Provider>
  );
}
