import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { useMember } from '@/lib/member';
import type { PopupName } from '@/lib/popups';
import { useMerchant, type Merchant } from '@/merchant';
import { PopupRoute } from './popup-route';
import { RouteScreen } from './route-screen';
import { ShellLayout } from './shell-layout';
import { NotFoundPage } from './screens/not-found-page';

/** One screen of SPEC §2: where it lives, what it draws, its title and whether it is guarded. */
export interface AppRoute {
  /** React Router path: '/', '/down', '/seamless/*', '*'. */
  path: string;
  /** The screen, drawn inside the shell. */
  element?: ReactElement;
  /** A lazily loaded screen group (its own chunk), used when there is no `element`. */
  lazy?: LazyExoticComponent<ComponentType>;
  /** i18n key of the screen name used in the document title "<screen> · <brand>". */
  titleKey: string;
  /** Game pages: category pages, game-list-centre routes and the seamless/lottery prefixes. */
  gamePage?: boolean;
  /** 'token': only with a login token, else the visitor is sent to /login. */
  guard?: 'token';
  /**
   * Drawn with the texts the first screen has (home, and home under a popup, whose popup fetches its own); any other
   * screen also waits for the rest of the texts, fetched beside its code (src/i18n `loadMoreTexts`).
   */
  startTexts?: boolean;
}

export interface RouteOptions {
  /** The brand's category config (routes and labels) and nav rules (game-list centre). */
  merchant: Pick<Merchant, 'categories' | 'nav'>;
}

export interface RenderRouteOptions {
  /** The session's login token, for the guarded routes. */
  getToken: () => string | null;
}

/** Category routes SPEC §2 lists, kept even if a brand's config leaves one out. */
const SPEC_CATEGORY_PATHS = ['/fish', '/pvp', '/live', '/sports', '/esports', '/cockfight', '/elott'];

// Module-level so each group is one stable component: recreating it would reload and remount the screen.
const PromotionsGroup = lazy(() => import('./screens/lazy-promotions'));
const JoinGroup = lazy(() => import('./screens/lazy-join'));
const PointMallGroup = lazy(() => import('./screens/lazy-point-mall'));
const SeamlessGroup = lazy(() => import('./screens/lazy-seamless'));
const DownloadGroup = lazy(() => import('./screens/lazy-download'));
const ResponsibleGamingGroup = lazy(() => import('./screens/lazy-responsible-gaming'));
const AboutPage = lazy(() => import('@/features/info/entries/about-page'));
const LicencesPage = lazy(() => import('@/features/info/entries/licences-page'));
const DepositTutorialPage = lazy(() => import('@/features/info/entries/deposit-tutorial-page'));
// Home is its own chunk too: it keeps the first load inside the byte budget (scripts/size-check.mjs).
const HomePage = lazy(() => import('@/features/home/entries/home-page'));
const CategoryPage = lazy(() => import('@/features/games/entries/category-page'));
const LotteryPage = lazy(() => import('@/features/games/entries/lottery-page'));
const FbSportsPage = lazy(() => import('@/features/games/entries/fb-sports-page'));
const SearchPage = lazy(() => import('@/features/games/entries/search-page'));
const RankingPage = lazy(() => import('@/features/games/entries/ranking-page'));
const BookmarksPage = lazy(() => import('@/features/games/entries/bookmarks-page'));
const AgentLoginPage = lazy(() => import('@/features/auth/entries/agent-login-page'));
const MemberCentrePage = lazy(() => import('@/features/member/entries/member-centre-page'));
const AgentHomePage = lazy(() => import('@/features/agent/entries/agent-home-page'));
const HelpPage = lazy(() => import('@/features/help/entries/help-page'));

/** `/agentHome[/<page>]`: the agent centre for an agent; anyone else gets the agent sign-in ('Non-agents cannot log in'). */
function AgentHomeRoute() {
  const { role } = useMember();
  return role === 'agent' ? <AgentHomePage /> : <AgentLoginPage />;
}

/** `/member/<page>`: a page of the shell, or on a brand showing the member centre as a popup, home under the popup. */
function MemberCentreRoute() {
  const { memberCentre } = useMerchant();
  const { page = '' } = useParams();
  if (memberCentre.display === 'popup')
    return (
      <PopupRoute name="memberCentre" props={{ page }}>
        <HomePage />
      </PopupRoute>
    );
  return <MemberCentrePage />;
}

function gameRoutes(merchant: RouteOptions['merchant']): AppRoute[] {
  const titles = new Map<string, string>();
  for (const category of Object.values(merchant.categories)) {
    if (!titles.has(category.route)) titles.set(category.route, category.labelKey);
  }
  for (const path of SPEC_CATEGORY_PATHS) {
    if (!titles.has(path)) titles.set(path, 'screen_games');
  }
  for (const gameType of merchant.nav.gameListCentre) {
    const path = `/${gameType.toLowerCase()}`;
    if (!titles.has(path)) titles.set(path, merchant.categories[gameType]?.labelKey ?? 'screen_games');
  }
  // The category page reads its category from the path (/fish, /rng, /{gameType} …).
  return [...titles].map(([path, titleKey]) => ({ path, lazy: CategoryPage, titleKey, gamePage: true }));
}

function home(path: string): AppRoute {
  return { path, element: <HomePage />, titleKey: 'screen_home', startTexts: true };
}

function popupOverHome(path: string, name: PopupName, titleKey: string): AppRoute {
  return {
    path,
    element: (
      <PopupRoute name={name}>
        <HomePage />
      </PopupRoute>
    ),
    titleKey,
    startTexts: true,
  };
}

function lottery(path: string, titleKey: string): AppRoute {
  return { path, lazy: LotteryPage, titleKey, gamePage: true, guard: 'token' };
}

/** Every route of SPEC §2 as data, in match-independent order (React Router ranks paths itself). */
export function createRoutes({ merchant }: RouteOptions): AppRoute[] {
  return [
    home('/'),
    home('/index'),
    home('/index.html'),
    home('/home'),
    popupOverHome('/login', 'login', 'screen_sign_in'),
    popupOverHome('/register', 'register', 'screen_register'),
    popupOverHome('/help', 'help', 'screen_help'),
    { path: '/down', lazy: DownloadGroup, titleKey: 'screen_download' },
    { path: '/responsibleGaming', lazy: ResponsibleGamingGroup, titleKey: 'rg_title' },
    { path: '/about', lazy: AboutPage, titleKey: 'screen_about' },
    { path: '/licences', lazy: LicencesPage, titleKey: 'screen_licences' },
    { path: '/depositTutorial', lazy: DepositTutorialPage, titleKey: 'screen_deposit_tutorial' },
    ...gameRoutes(merchant),
    lottery('/lottery', 'screen_lottery'),
    lottery('/seaLottery', 'screen_sea_lottery'),
    lottery('/vnLottery', 'screen_vn_lottery'),
    { path: '/promotions', lazy: PromotionsGroup, titleKey: 'screen_promotions' },
    { path: '/join', lazy: JoinGroup, titleKey: 'screen_join' },
    { path: '/pointMall', lazy: PointMallGroup, titleKey: 'screen_point_mall' },
    { path: '/seamless/*', lazy: SeamlessGroup, titleKey: 'screen_seamless', gamePage: true },
    { path: '/fbSports', lazy: FbSportsPage, titleKey: 'screen_fb_sports' },
    { path: '/search', lazy: SearchPage, titleKey: 'screen_search' },
    { path: '/winners', lazy: RankingPage, titleKey: 'screen_winners' },
    { path: '/bookmarks', lazy: BookmarksPage, titleKey: 'screen_bookmarks' },
    { path: '/agentLogin', lazy: AgentLoginPage, titleKey: 'screen_agent_login' },
    lottery('/lott', 'screen_lottery'),
    { path: '/helpmc', lazy: HelpPage, titleKey: 'screen_help_mc' },
    // The agent centre (SPEC §2 agent centre menu pages); the default page is the team overview.
    { path: '/agentHome', element: <AgentHomeRoute />, titleKey: 'screen_agent' },
    { path: '/agentHome/:page', element: <AgentHomeRoute />, titleKey: 'screen_agent' },
    // The member centre (SPEC §2 member centre menu pages); the header's deposit, withdraw and betting-record links.
    { path: '/member/:page', element: <MemberCentreRoute />, titleKey: 'screen_member' },
    { path: '*', element: <NotFoundPage />, titleKey: 'page_not_found' },
  ];
}

/** Draws a route table inside the shell: each screen with its title, guard, Suspense and error boundary. */
export function renderRoutes(routes: readonly AppRoute[], { getToken }: RenderRouteOptions): ReactElement {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            // Keyed by path so moving between two screens of the same kind starts the next one afresh.
            element={<RouteScreen key={route.path} route={route} getToken={getToken} />}
          />
        ))}
      </Route>
    </Routes>
  );
}
