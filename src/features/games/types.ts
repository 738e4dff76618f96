import type { components } from '@/api';
import type { LaunchGame } from '@/lib/start-game';

/** A game as the platform's game list sends it (SPEC §3 "Game item"). */
export type GameItem = components['schemas']['GameItem'];

/** A game as the site uses it: what starting it needs (name, vendor, supportPlay …), plus its icon and sub-type. */
export interface Game extends LaunchGame {
  accountTypeName?: string;
  icon?: string;
  /** RNG sub-type (SC, VP, JP, TG, AC, BG) or empty. */
  gameClassify?: string;
}

/** Turns the platform's game item into the site's `Game`. */
export function toGame(item: GameItem): Game {
  const name = item.displayName || item.gameName || item.nodeName || String(item.gameCode ?? item.nodeId);
  const icon = item.iconUrl || item.showIcon;
  return {
    nodeId: item.nodeId,
    gameType: item.gameType,
    vassalage: item.vassalage,
    name,
    supportPlay: Number(item.supportPlay ?? 1),
    ...(item.gameId !== undefined ? { gameId: item.gameId } : {}),
    ...(item.gameCode ? { gameCode: item.gameCode } : {}),
    ...(item.isGame ? { isGame: item.isGame } : {}),
    ...(item.accountTypeName ? { accountTypeName: item.accountTypeName } : {}),
    ...(icon ? { icon } : {}),
    ...(item.gameClassify ? { gameClassify: item.gameClassify } : {}),
  };
}
