/**
 * Starting a game (SPEC §4 "Starting a game"), shared by every screen that starts one (game lists, home banners):
 * the pure routing rules here, the hook that carries them out in `start-game-hook.ts`.
 */

/** What starting a game needs to know about it: the games feature's `Game` is one. */
export interface LaunchGame {
  nodeId: string | number;
  gameId?: string | number;
  gameCode?: string;
  gameType: string;
  /** Vendor code. */
  vassalage: string;
  /** "VASSALAGE" marks a vendor lobby that opens the vendor's own game list. */
  isGame?: string;
  /** The name shown (the game frame's title). */
  name: string;
  /** 0 means the game can be played in free trial. */
  supportPlay: number;
}

/** Who starts the game (SPEC §6 roles). */
export type LaunchRole = 'anonymous' | 'member' | 'agent' | 'trial';

/** The sports page's tab a game is started from (designed: the launch call's `view`). */
export type SportsView = 'rolling' | 'today';
/** The sports views in tab order (rolling first: SPEC §2 "Rolling and Today tabs"). */
export const SPORTS_VIEWS: readonly SportsView[] = ['rolling', 'today'];

/** A `view` from an address, if it names one. */
export function sportsViewOf(value: string | null | undefined): SportsView | undefined {
  return SPORTS_VIEWS.find((view) => view === value);
}

/** What `routeGameLaunch` needs besides the game. */
export interface LaunchContext {
  role: LaunchRole;
  /** The person pressed the game's Free trial button. */
  freeTrial?: boolean;
  /** Whether free play is on for the brand (FREEPLAY3). */
  freePlayEnabled: boolean;
  /** Game-list-centre categories (`merchant.nav.gameListCentre`). */
  gameListCentre: readonly string[];
  /** Started from a sports tab: the book opens at that view (in place, or on the FB page). */
  view?: SportsView;
}

/** Where starting a game leads (SPEC §4 "Starting a game"). */
export type LaunchRoute =
  | { kind: 'sign-in' }
  | { kind: 'need-real-account' }
  | { kind: 'navigate'; to: string }
  | { kind: 'game-list-popup'; vassalage: string; gameType: string; title: string }
  /** Start in place: `accountType` 1 real, 0 free play; `trialRelay` for a visitor's free trial (no token). */
  | { kind: 'start'; accountType: 0 | 1; trialRelay: boolean; view?: SportsView };

/** Vendor codes with their own page (SPEC §4). */
export const VENDOR_ROUTES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  FB: '/fbSports',
};

/** Whether a free trial of this game may start: supportPlay 0 and the brand's FREEPLAY3 on. */
export function canFreeTrial(game: Pick<LaunchGame, 'supportPlay'>, freePlayEnabled: boolean): boolean {
  return freePlayEnabled && game.supportPlay === 0;
}

/**
 * Decides where starting a game leads, in SPEC §4's order: login, trial account, then the vendor's own page,
 * game-list-centre vendors, vendor lobbies, and otherwise the game itself.
 *
 * A visitor's free trial of a supportPlay 0 game starts through the trial relay (no token): SPEC §6 gives visitors
 * trial play, and the platform's trial launch needs no login.
 */
export function routeGameLaunch(game: LaunchGame, ctx: LaunchContext): LaunchRoute {
  const free = ctx.freeTrial === true && canFreeTrial(game, ctx.freePlayEnabled);
  const lobby = game.isGame === 'VASSALAGE';
  if (ctx.role === 'anonymous') return free && !lobby ? { kind: 'start', accountType: 0, trialRelay: true } : { kind: 'sign-in' };
  if (ctx.role === 'trial' && !free) return { kind: 'need-real-account' };

  const vendorRoute = VENDOR_ROUTES[game.vassalage];
  if (vendorRoute) return { kind: 'navigate', to: game.vassalage === 'FB' && ctx.view ? `${vendorRoute}?view=${ctx.view}` : vendorRoute };
  if (game.vassalage === 'LOTT' || game.vassalage === 'ELOTT') {
    const query = game.gameCode ? `?gameCode=${encodeURIComponent(game.gameCode)}` : '';
    return { kind: 'navigate', to: `/lottery${query}` };
  }
  if (lobby && ctx.gameListCentre.includes(game.gameType)) {
    return { kind: 'navigate', to: `/${game.gameType.toLowerCase()}?vassalage=${encodeURIComponent(game.vassalage)}` };
  }
  if (lobby) return { kind: 'game-list-popup', vassalage: game.vassalage, gameType: game.gameType, title: game.name };
  return { kind: 'start', accountType: free ? 0 : 1, trialRelay: false, ...(ctx.view ? { view: ctx.view } : {}) };
}
