import type { Merchant } from '@/merchant/types';

/** The game category a page shows. */
export interface PageCategory {
  /** The main gameType (lists filter by it). */
  gameType: string;
  /** Every gameType routed to this page (LOTT and ELOTT share /elott), for the vendor list. */
  gameTypes: string[];
  /** i18n key of the page title. */
  labelKey: string;
  /** Banner group of the page (w_fish, w_live …). */
  bannerGroup: string;
}

/**
 * The category of a route: a category whose route is the path (the one named like the path first, so /elott is ELOTT
 * with LOTT's vendors too), else a game-list-centre `/{gameType}` route.
 */
export function categoryForPath(pathname: string, merchant: Pick<Merchant, 'categories' | 'nav'>): PageCategory | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const matches = Object.entries(merchant.categories).filter(([, config]) => config.route.toLowerCase() === path);
  const named = matches.find(([type]) => `/${type.toLowerCase()}` === path) ?? matches[0];
  if (named) {
    const [gameType, config] = named;
    return { gameType, gameTypes: matches.map(([type]) => type), labelKey: config.labelKey, bannerGroup: config.bannerGroup };
  }
  const centre = merchant.nav.gameListCentre.find((type) => `/${type.toLowerCase()}` === path);
  if (!centre) return undefined;
  const config = merchant.categories[centre];
  return { gameType: centre, gameTypes: [centre], labelKey: config?.labelKey ?? 'games_title', bannerGroup: config?.bannerGroup ?? 'w_rng' };
}

/** The config screen of a category page: `category-<gametype>` when the brand has one, else `category`. */
export function categoryScreen(gameType: string, screens: Readonly<Record<string, unknown>>): string {
  const own = `category-${gameType.toLowerCase()}`;
  return own in screens ? own : 'category';
}

/** Where a vendor tile leads (as the nav does): FB its page; game-list-centre vendors `/{type}?vassalage=`; else `?vendor=`. */
export function vendorHref(gameType: string, code: string, merchant: Pick<Merchant, 'categories' | 'nav'>): string {
  if (code === 'FB') return '/fbSports';
  const encoded = encodeURIComponent(code);
  if (merchant.nav.gameListCentre.includes(gameType)) return `/${gameType.toLowerCase()}?vassalage=${encoded}`;
  const route = merchant.categories[gameType]?.route ?? `/${gameType.toLowerCase()}`;
  return `${route}?vendor=${encoded}`;
}

/** The vendor a category page is filtered to, from `?vendor=` or `?vassalage=`. */
export function vendorFromSearch(search: URLSearchParams): string {
  return search.get('vendor') ?? search.get('vassalage') ?? '';
}

/** A vendor card of the vendor menu (the fields pages read). */
export interface LaneCard {
  vassalage: string;
  displayName: string;
  gameType?: string;
  lagerIcon?: string;
  smallIcon?: string;
  h5Icon?: string;
}

/**
 * The vendors of a page's categories in server order. E-sport and cockfight vendors arrive inside SPORTS and are split
 * out by the brand's `nav.splitFromSports`, as the nav does.
 */
export function vendorsOfCategory(
  lanes: readonly { title: string; cards: readonly LaneCard[] }[],
  gameTypes: readonly string[],
  nav: Pick<Merchant['nav'], 'splitFromSports'>,
): { gameType: string; card: LaneCard }[] {
  const split = new Set(Object.values(nav.splitFromSports).flat());
  return gameTypes.flatMap((type) => {
    const codes = nav.splitFromSports[type];
    const sports = lanes.find((lane) => lane.title === 'SPORTS')?.cards ?? [];
    const own = lanes.find((lane) => lane.title === type)?.cards ?? [];
    const cards = codes
      ? [...sports.filter((card) => codes.includes(card.vassalage)), ...own]
      : type === 'SPORTS'
        ? own.filter((card) => !split.has(card.vassalage))
        : own;
    return cards.map((card) => ({ gameType: type, card }));
  });
}

/** How a category's list is asked of the server: split categories ask SPORTS and keep only their vendors. */
export function listSource(gameType: string, nav: Pick<Merchant['nav'], 'splitFromSports'>): { gameType: string; include?: string[]; exclude?: string[] } {
  const codes = nav.splitFromSports[gameType];
  if (codes) return { gameType: 'SPORTS', include: codes };
  if (gameType === 'SPORTS') return { gameType, exclude: Object.values(nav.splitFromSports).flat() };
  return { gameType };
}
