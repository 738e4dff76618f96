/**
 * Public surface of the games feature: the list item, the favourite hook and the pure rules behind the lists.
 * Starting a game is shared with other screens: `@/lib/start-game` (rules) and `@/lib/start-game-hook` (hook).
 */
export { GameCard, GameCardView } from './components/GameCard';
export type { GameCardProps, GameCardViewProps } from './components/GameCard';
export { useFavourite } from './hooks/use-favourite';
export type { FavouriteState } from './hooks/use-favourite';
export { prizeMode } from './logic/prize-mode';
export { throttle, FAVOURITE_THROTTLE_MS } from './logic/throttle';
export { rebateOf, SPEC_REBATES } from './logic/rebate';
export { rngSubtypes, LIVE_FILTERS, liveFilterOf } from './logic/filters';
export { categoryForPath, categoryScreen } from './logic/category';
export { toGame } from './types';
export type { Game, GameItem } from './types';
