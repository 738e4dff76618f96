import type { GameLane } from '@/lib/game-vendors';

/** A tab of the betting record: one game category as the platform's record calls split them. */
export type BetCategoryId = 'RNG' | 'FISH' | 'LIVE' | 'SPORTS' | 'ELOTT' | 'PVP';

/** Settled or waiting (sports and lottery only: the platform has a call for each). */
export type BetSettlement = 'settled' | 'unsettled';

/** The betting-record paths of the contract. */
export type BetRecordPath =
  | '/wps/relay/ODSFE2_RNGOrders'
  | '/wps/relay/ODSFE2_FishOrders'
  | '/wps/relay/ODSFE2_LiveOrders'
  | '/wps/relay/ODSFE2_SportsSettOrders'
  | '/wps/relay/ODSFE2_SportsUnsettOrders'
  | '/wps/relay/ODSFE2_ElottSettledOrders'
  | '/wps/relay/ODSFE2_ElottUnsettledOrders'
  | '/wps/relay/ODSFE2_PvPOrders';

export interface BetCategory {
  id: BetCategoryId;
  /** i18n key of the tab (the site's navigation names). */
  labelKey: string;
  /** Vendor-menu lanes (gameType) whose vendors this record covers. */
  lanes: readonly string[];
  /** The call for settled bets, and for unsettled ones where the platform splits them. */
  settled: BetRecordPath;
  unsettled?: BetRecordPath;
  /** How its rows read: sports (event, selection, odds), lottery (draw, bet content, status) or game rounds. */
  rows: 'sports' | 'lottery' | 'games';
}

/** Every betting record, in the vendor menu's usual order (literal keys, so the keys test sees them). */
export const BET_CATEGORIES: readonly BetCategory[] = [
  { id: 'SPORTS', labelKey: 'nav_sports', lanes: ['SPORTS', 'ESPORTS', 'COCKFIGHT'], settled: '/wps/relay/ODSFE2_SportsSettOrders', unsettled: '/wps/relay/ODSFE2_SportsUnsettOrders', rows: 'sports' },
  { id: 'LIVE', labelKey: 'nav_live', lanes: ['LIVE'], settled: '/wps/relay/ODSFE2_LiveOrders', rows: 'games' },
  { id: 'RNG', labelKey: 'nav_rng', lanes: ['RNG'], settled: '/wps/relay/ODSFE2_RNGOrders', rows: 'games' },
  { id: 'FISH', labelKey: 'nav_fish', lanes: ['FISH'], settled: '/wps/relay/ODSFE2_FishOrders', rows: 'games' },
  { id: 'ELOTT', labelKey: 'nav_lott', lanes: ['LOTT', 'ELOTT'], settled: '/wps/relay/ODSFE2_ElottSettledOrders', unsettled: '/wps/relay/ODSFE2_ElottUnsettledOrders', rows: 'lottery' },
  { id: 'PVP', labelKey: 'nav_pvp', lanes: ['PVP'], settled: '/wps/relay/ODSFE2_PvPOrders', rows: 'games' },
];

const BY_ID = new Map(BET_CATEGORIES.map((category) => [category.id, category]));

/** The category of a tab value (the first category for anything unknown). */
export function betCategory(id: string): BetCategory {
  return BY_ID.get(id as BetCategoryId) ?? BET_CATEGORIES[0]!;
}

/** The call for a category and settlement (categories without a split always ask the one call). */
export function betRecordPath(category: BetCategory, settlement: string): BetRecordPath {
  return settlement === 'unsettled' && category.unsettled ? category.unsettled : category.settled;
}

/** A vendor of a category's filter. */
export interface BetVendor {
  code: string;
  name: string;
}

/** One tab: a category the vendor menu offers, with its vendors in the menu's order. */
export interface BetTab {
  category: BetCategory;
  vendors: readonly BetVendor[];
}

/**
 * The tabs from the vendor menu: the categories whose lanes the brand shows, in the menu's order, each with its
 * vendors (de-duplicated: a vendor may sit in two lanes of one category). Without a menu (it failed to load) every
 * category is offered with no vendor list (the filter then offers "all vendors" only).
 */
export function betTabs(lanes: readonly GameLane[] | undefined): BetTab[] {
  if (!lanes || lanes.length === 0) return BET_CATEGORIES.map((category) => ({ category, vendors: [] }));
  const tabs = new Map<BetCategoryId, { category: BetCategory; vendors: BetVendor[]; seen: Set<string> }>();
  for (const lane of lanes) {
    const category = BET_CATEGORIES.find((candidate) => candidate.lanes.includes(lane.title));
    if (!category) continue;
    let tab = tabs.get(category.id);
    if (!tab) tabs.set(category.id, (tab = { category, vendors: [], seen: new Set() }));
    for (const card of lane.cards) {
      if (!card.vassalage || tab.seen.has(card.vassalage)) continue;
      tab.seen.add(card.vassalage);
      tab.vendors.push({ code: card.vassalage, name: card.displayName });
    }
  }
  return [...tabs.values()].map(({ category, vendors }) => ({ category, vendors }));
}
