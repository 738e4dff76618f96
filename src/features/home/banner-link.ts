import { useCallback, type MouseEvent } from 'react';
import { useGameVendors } from '@/lib/game-vendors';
import { routeGameLaunch, type LaunchGame } from '@/lib/start-game';
import { useStartGame } from '@/lib/start-game-hook';
import type { Banner } from './api/notice-content';

/**
 * Where clicking a banner goes: a route inside the site, an external page in a new tab, or a game, which starts as
 * SPEC §4 says when clicked (`to` is the link's address: the game's own page when it has one, else its category).
 */
export type BannerTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'game'; to: string; game: LaunchGame };

/** The category route a game type opens, from the brand's category config. */
export type CategoryRoutes = Readonly<Record<string, { route: string }>>;

function isSafeExternal(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The link of a banner by its linkageType (SPEC §2: a banner with a linkageType opens its link): EXTERNAL and VIDEO
 * open the address, PROMO the promotion, GAME starts the game (SPEC §4, see `useBannerClick`), VENDOR the vendor's
 * lobby, INTERNAL a route. NONE, an unknown type, a GAME without its game, or an unsafe address give null: the banner
 * is a plain image.
 */
export function bannerTarget(banner: Banner, categories: CategoryRoutes): BannerTarget | null {
  const linkage = banner.linkage ?? '';
  const categoryRoute = (banner.gameType && categories[banner.gameType]?.route) || '/';
  switch ((banner.linkageType ?? '').toUpperCase()) {
    case 'EXTERNAL':
    case 'VIDEO':
    case 'URL': {
      const href = banner.externalLink || linkage;
      return isSafeExternal(href) ? { kind: 'external', href } : null;
    }
    case 'PROMO':
    case 'PROMOTION': {
      const id = banner.redirectPromotionId;
      if (id !== undefined && id !== null && id !== '') return { kind: 'route', to: `/promotions?id=${encodeURIComponent(String(id))}` };
      return linkage.startsWith('/') ? { kind: 'route', to: linkage } : { kind: 'route', to: '/promotions' };
    }
    case 'GAME': {
      const nodeId = banner.nodeId ?? linkage;
      if (!banner.vendor || !banner.gameType || nodeId === null || nodeId === '') return null;
      // Banners carry no game name: the vendor stands in until the click names it (useBannerClick).
      const game: LaunchGame = { nodeId, vassalage: banner.vendor, gameType: banner.gameType, isGame: '1', name: banner.vendor, supportPlay: 1 };
      const query = new URLSearchParams({ vassalage: banner.vendor, nodeId: String(nodeId) });
      // A member's route decides the address when the game has a page of its own (lottery, FB, a vendor's list).
      const route = routeGameLaunch(game, { role: 'member', freePlayEnabled: false, gameListCentre: [] });
      return { kind: 'game', to: route.kind === 'navigate' ? route.to : `${categoryRoute}?${query.toString()}`, game };
    }
    case 'VENDOR': {
      const vendor = banner.vendor || linkage;
      return vendor ? { kind: 'route', to: `${categoryRoute}?vassalage=${encodeURIComponent(vendor)}` } : null;
    }
    case 'INTERNAL':
    case 'ROUTE':
      return linkage.startsWith('/') && !linkage.startsWith('//') ? { kind: 'route', to: linkage } : null;
    default:
      return null;
  }
}

/**
 * The click of a banner's link: a GAME banner starts its game with the site's one launcher (sign-in for a visitor,
 * the real-account dialog for a trial account, the game's page, or the game frame) instead of following the link;
 * other banners follow their link. The game is named after its vendor as the vendor menu has it.
 * @example const onBannerClick = useBannerClick(); <Link to={target.to} onClick={(event) => onBannerClick(target, event)}>
 */
export function useBannerClick(): (target: BannerTarget, event?: MouseEvent) => void {
  const start = useStartGame();
  const { data: lanes } = useGameVendors();
  return useCallback(
    (target, event) => {
      if (target.kind !== 'game') return;
      // A modified click (new tab or window) keeps the link's own behaviour.
      if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
      event?.preventDefault();
      const card = lanes?.flatMap((lane) => lane.cards).find((entry) => entry.vassalage === target.game.vassalage);
      start(card?.displayName ? { ...target.game, name: card.displayName } : target.game);
    },
    [start, lanes],
  );
}
