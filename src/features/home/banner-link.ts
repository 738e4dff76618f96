import type { Banner } from './api/notice-content';

/** Where clicking a banner goes: a route inside the site, or an external page in a new tab. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

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
 * open the address, PROMO the promotion, GAME the game on its category page, VENDOR the vendor's lobby, INTERNAL a
 * route. NONE, an unknown type, or an unsafe address give null: the banner is a plain image.
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
      const query = new URLSearchParams();
      if (banner.vendor) query.set('vassalage', banner.vendor);
      const nodeId = banner.nodeId ?? linkage;
      if (nodeId !== null && nodeId !== '') query.set('nodeId', String(nodeId));
      return { kind: 'route', to: `${categoryRoute}?${query.toString()}` };
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
