import type { Game } from '../types';

/** Games of one category among the search results. */
export interface GameGroup {
  gameType: string;
  games: Game[];
}

/**
 * Groups search results by category, in the brand's category order (its config); categories the config does not
 * name follow in the order they first appear. Games keep the server's order inside a group.
 * @example groupByCategory(games, ['LIVE', 'RNG']) // [{ gameType: 'LIVE', games: [...] }, { gameType: 'RNG', ... }]
 */
export function groupByCategory(games: readonly Game[], order: readonly string[]): GameGroup[] {
  const groups = new Map<string, Game[]>();
  for (const game of games) {
    const list = groups.get(game.gameType);
    if (list) list.push(game);
    else groups.set(game.gameType, [game]);
  }
  const rank = (gameType: string) => {
    const index = order.indexOf(gameType);
    return index === -1 ? order.length : index;
  };
  return [...groups]
    .map(([gameType, list]) => ({ gameType, games: list }))
    .toSorted((a, b) => rank(a.gameType) - rank(b.gameType));
}

/** The search term from `?q=`, trimmed; at most 50 characters (a game name is never longer). */
export function searchTerm(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

export const SEARCH_MAX_LENGTH = 50;
