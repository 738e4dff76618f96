import type { Merchant } from '@/merchant/types';

/**
 * The game-category nav bar (SPEC §2 "Navigation bar"), built by one pure function from the game-vendor lanes
 * and the brand's rules (`merchant.nav`, `merchant.categories`).
 *
 * Decisions the spec leaves open, in one place:
 * - A lane whose title has no `merchant.categories` entry is left out: the brand has no route or label for it.
 *   `FB` is the exception: without an entry it still shows, as a plain link to /fbSports with no drop-down.
 * - A vendor coded `FB` inside another category (usually SPORTS) links to /fbSports, its own page.
 * - `insertAfter` with `otherwise: 'first'` puts the item at the first category position, right after Home
 *   (Home always stays first); `'last'` puts it after the last category, before Promotions.
 * - `moveAfter` and `insertAfter` leave an item where the server put it when their anchor is absent,
 *   except where `otherwise` says otherwise.
 * - Vendors split out of SPORTS are appended to a lane of the same name when the server already sends one.
 * - Invite friends links to /join until the referral popup exists; its id `INVITE` lets the bar open that
 *   popup instead later.
 */

/** One vendor card of a game-vendor lane, as the platform sends it (only the fields the nav reads). */
export interface VendorCard {
  vassalage: string;
  displayName: string;
  gameType?: string;
  lagerIcon?: string;
  smallIcon?: string;
  h5Icon?: string;
}

/** One lane of the game-vendor call: a game category (`title` is the gameType) and its vendors in server order. */
export interface VendorLane {
  title: string;
  cards: VendorCard[];
}

/** A vendor tile in a category's drop-down. */
export interface NavVendor {
  code: string;
  displayName: string;
  icon?: string;
  href: string;
}

/** One item of the nav bar. `id` is the gameType for categories, else HOME, PROMO or INVITE. */
export interface NavItem {
  id: string;
  labelKey: string;
  href: string;
  vendors: NavVendor[];
  dropdown: boolean;
}

/** Options that come from the server rather than the brand. */
export interface NavOptions {
  /** Whether a referral promo is enabled (shows Invite friends). */
  referralPromo: boolean;
}

/** The brand config `buildNav` reads. */
export type NavMerchant = Pick<Merchant, 'nav' | 'categories'>;

/** Route of the FB sports page, which has no drop-down. */
export const FB_ROUTE = '/fbSports';

const HOME: NavItem = { id: 'HOME', labelKey: 'nav_home', href: '/', vendors: [], dropdown: false };
const PROMO: NavItem = { id: 'PROMO', labelKey: 'nav_promotions', href: '/promotions', vendors: [], dropdown: false };
const INVITE: NavItem = { id: 'INVITE', labelKey: 'nav_invite', href: '/join', vendors: [], dropdown: false };
const FB_FALLBACK = { route: FB_ROUTE, labelKey: 'nav_fb', dropdown: false };

interface Lane {
  id: string;
  cards: VendorCard[];
}

/** Builds the nav bar: Home, categories with vendors in rule order, Promotions, then Invite friends when enabled. */
export function buildNav(lanes: readonly VendorLane[], merchant: NavMerchant, options: NavOptions): NavItem[] {
  const { nav } = merchant;
  let order: Lane[] = lanes.map((lane) => ({ id: lane.title, cards: [...lane.cards] }));

  order = splitFromSports(order, nav.splitFromSports);
  order = order.filter((lane) => lane.cards.length > 0 && categoryOf(lane.id, merchant) !== undefined);
  for (const rule of nav.moveAfter) order = moveAfter(order, rule.items, rule.after);
  for (const rule of nav.insertAfter) order = insertAfter(order, rule.item, rule.after, rule.otherwise);

  const categories = order.map((lane) => toItem(lane, merchant));
  return [HOME, ...categories, PROMO, ...(options.referralPromo ? [INVITE] : [])];
}

/** The tiles a drop-down shows: at most `cap` vendors, and a More tile once `cap` or more vendors exist. */
export function dropdownVendors(vendors: readonly NavVendor[], cap: number): { vendors: NavVendor[]; more: boolean } {
  // SPEC: "up to 11 vendors plus a 'more' tile when 11 are present" — read as: the cap is reached.
  return { vendors: vendors.slice(0, cap), more: vendors.length >= cap };
}

function categoryOf(id: string, merchant: NavMerchant) {
  return merchant.categories[id] ?? (id === 'FB' ? FB_FALLBACK : undefined);
}

function splitFromSports(lanes: Lane[], split: Record<string, string[]>): Lane[] {
  const sports = lanes.find((lane) => lane.id === 'SPORTS');
  if (!sports) return lanes;
  let result = lanes;
  // Split targets are inserted right after SPORTS in config order; moveAfter then fixes the final order.
  let insertAt = result.indexOf(sports) + 1;
  for (const [target, codes] of Object.entries(split)) {
    const moved = sports.cards.filter((card) => codes.includes(card.vassalage));
    if (moved.length === 0) continue;
    sports.cards = sports.cards.filter((card) => !codes.includes(card.vassalage));
    const existing = result.find((lane) => lane.id === target);
    if (existing) {
      existing.cards = [...existing.cards, ...moved];
    } else {
      result = [...result.slice(0, insertAt), { id: target, cards: moved }, ...result.slice(insertAt)];
      insertAt += 1;
    }
  }
  return result;
}

function moveAfter(lanes: Lane[], items: string[], after: string): Lane[] {
  if (!lanes.some((lane) => lane.id === after)) return lanes;
  const moving = items.flatMap((id) => lanes.filter((lane) => lane.id === id && id !== after));
  if (moving.length === 0) return lanes;
  const rest = lanes.filter((lane) => !moving.includes(lane));
  const at = rest.findIndex((lane) => lane.id === after) + 1;
  return [...rest.slice(0, at), ...moving, ...rest.slice(at)];
}

function insertAfter(lanes: Lane[], item: string, after: string, otherwise: 'first' | 'last'): Lane[] {
  const lane = lanes.find((l) => l.id === item);
  if (!lane) return lanes;
  const rest = lanes.filter((l) => l !== lane);
  const anchor = rest.findIndex((l) => l.id === after);
  if (anchor >= 0) return [...rest.slice(0, anchor + 1), lane, ...rest.slice(anchor + 1)];
  return otherwise === 'first' ? [lane, ...rest] : [...rest, lane];
}

function toItem(lane: Lane, merchant: NavMerchant): NavItem {
  const category = categoryOf(lane.id, merchant);
  if (!category) throw new Error(`No category config for ${lane.id}`);
  const isFb = lane.id === 'FB';
  const listCentre = merchant.nav.gameListCentre.includes(lane.id);
  const vendors = lane.cards.map((card): NavVendor => {
    const code = encodeURIComponent(card.vassalage);
    const href =
      card.vassalage === 'FB'
        ? FB_ROUTE
        : listCentre
          ? `/${lane.id.toLowerCase()}?vassalage=${code}`
          : `${category.route}?vendor=${code}`;
    const icon = card.lagerIcon ?? card.smallIcon ?? card.h5Icon;
    return { code: card.vassalage, displayName: card.displayName, href, ...(icon ? { icon } : {}) };
  });
  return {
    id: lane.id,
    labelKey: category.labelKey,
    href: isFb ? FB_ROUTE : category.route,
    vendors,
    dropdown: !isFb && category.dropdown,
  };
}
