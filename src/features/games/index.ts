/** Public surface of the games feature: the list item, start and favourite hooks, and the pure rules behind them. */
export { GameCard, GameCardView } from './components/GameCard';
export type { GameCardProps, GameCardViewProps } from './components/GameCard';
export { useStartGame, useLaunchContext } from './hooks/use-start-game';
export type { GameFramePopupProps, GameListPopupProps } from './hooks/use-start-game';
export { useFavourite } from './hooks/use-favourite';
export type { FavouriteState } from './hooks/use-favourite';
export { routeGameLaunch, canFreeTrial, VENDOR_ROUTES } from './logic/launch-routing';
export type { LaunchContext, LaunchRole, LaunchRoute } from './logic/launch-routing';
export { prizeMode } from './logic/prize-mode';
export { throttle, FAVOURITE_THROTTLE_MS } from './logic/throttle';
export { rebateOf, SPEC_REBATES } from './logic/rebate';
export { rngSubtypes, LIVE_FILTERS, liveFilterOf } from './logic/filters';
export { categoryForPath, categoryScreen } from './logic/category';
export { toGame } from './types';
export type { Game, GameItem } from './types';
