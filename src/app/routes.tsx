import { redirect, type RouteObject } from 'react-router-dom';
import type { Merchant } from '@/merchant';
import { BootScreen } from './boot-screen';
import { ShellLayout } from './shell-layout';
import { ComingSoonPage } from './screens/coming-soon-page';
import { HomePlaceholder } from './screens/home-placeholder';
import { NotFoundPage } from './screens/not-found-page';
import { PopupPlaceholder } from './screens/popup-placeholder';
import { RouteErrorPage } from './screens/route-error-page';

/** What a route tells the shell: its title key and whether it is a game page (SPEC §2). */
export interface RouteHandle {
  /** i18n key of the screen name used in the document title. */
  titleKey?: string;
  /** Game pages: category pages, game-list-centre routes and the seamless/lottery prefixes. */
  gamePage?: boolean;
}

export interface RouteOptions {
  /** The brand's category config (routes and labels) and nav rules (game-list centre). */
  merchant: Pick<Merchant, 'categories' | 'nav'>;
  /** The session's login token, for the lottery routes' guard. */
  getToken: () => string | null;
}

/** Category routes SPEC §2 lists, kept even if a brand's config leaves one out. */
const SPEC_CATEGORY_PATHS = ['/fish', '/pvp', '/live', '/sports', '/esports', '/cockfight', '/elott'];

function comingSoon(titleKey: string, builtByKey: string): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <ComingSoonPage titleKey={titleKey} builtByKey={builtByKey} />, handle: { titleKey } };
}

function gameRoutes(merchant: RouteOptions['merchant']): RouteObject[] {
  const byPath = new Map<string, RouteHandle>();
  for (const category of Object.values(merchant.categories)) {
    if (!byPath.has(category.route)) byPath.set(category.route, { titleKey: category.labelKey, gamePage: true });
  }
  for (const path of SPEC_CATEGORY_PATHS) {
    if (!byPath.has(path)) byPath.set(path, { titleKey: 'screen_games', gamePage: true });
  }
  for (const gameType of merchant.nav.gameListCentre) {
    const path = `/${gameType.toLowerCase()}`;
    const known = byPath.get(path);
    const labelKey = merchant.categories[gameType]?.labelKey ?? 'screen_games';
    byPath.set(path, known ? { ...known, gamePage: true } : { titleKey: labelKey, gamePage: true });
  }
  return [...byPath].map(([path, handle]) => ({
    path: path.replace(/^\//, ''),
    element: <ComingSoonPage titleKey={handle.titleKey ?? 'screen_games'} builtByKey="built_by_games" />,
    handle,
  }));
}

/** Every route of SPEC §2, for `createBrowserRouter` in the app and `createMemoryRouter` in tests. */
export function createRoutes({ merchant, getToken }: RouteOptions): RouteObject[] {
  const requireToken = () => (getToken() ? null : redirect('/login'));
  const lottery = (path: string, titleKey: string): RouteObject => ({
    path,
    loader: requireToken,
    ...comingSoon(titleKey, 'built_by_games'),
    handle: { titleKey, gamePage: true } satisfies RouteHandle,
  });
  const home = { element: <HomePlaceholder />, handle: { titleKey: 'screen_home' } satisfies RouteHandle };

  return [
    {
      id: 'shell',
      element: <ShellLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <BootScreen />,
      children: [
        {
          // Errors of a screen render inside the shell, so the header and nav stay usable.
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, ...home },
            { path: 'index', ...home },
            { path: 'index.html', ...home },
            { path: 'home', ...home },
            {
              path: 'login',
              element: <PopupPlaceholder titleKey="screen_sign_in" builtByKey="built_by_accounts" />,
              handle: { titleKey: 'screen_sign_in' },
            },
            {
              path: 'register',
              element: <PopupPlaceholder titleKey="screen_register" builtByKey="built_by_accounts" />,
              handle: { titleKey: 'screen_register' },
            },
            {
              path: 'help',
              element: <PopupPlaceholder titleKey="screen_help" builtByKey="built_by_help" />,
              handle: { titleKey: 'screen_help' },
            },
            { path: 'down', ...comingSoon('screen_download', 'built_by_download') },
            ...gameRoutes(merchant),
            lottery('lottery', 'screen_lottery'),
            lottery('seaLottery', 'screen_sea_lottery'),
            lottery('vnLottery', 'screen_vn_lottery'),
            {
              path: 'promotions',
              lazy: () => import('./screens/lazy-promotions'),
              handle: { titleKey: 'screen_promotions' },
            },
            { path: 'join', lazy: () => import('./screens/lazy-join'), handle: { titleKey: 'screen_join' } },
            {
              path: 'pointMall',
              lazy: () => import('./screens/lazy-point-mall'),
              handle: { titleKey: 'screen_point_mall' },
            },
            {
              path: 'seamless/*',
              lazy: () => import('./screens/lazy-seamless'),
              handle: { titleKey: 'screen_seamless', gamePage: true },
            },
            { path: 'fbSports', ...comingSoon('screen_fb_sports', 'built_by_games') },
            { path: 'lott', ...comingSoon('screen_lottery', 'built_by_games') },
            { path: 'helpmc', ...comingSoon('screen_help_mc', 'built_by_help') },
            { path: 'agentHome', ...comingSoon('screen_agent', 'built_by_agent') },
            { path: '*', element: <NotFoundPage />, handle: { titleKey: 'page_not_found' } },
          ],
        },
      ],
    },
  ];
}
