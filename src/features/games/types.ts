import type { components } from '@/api';

/** A game as the platform's game list sends it (SPEC §3 "Game item"). */
export type GameItem = components['schemas']['GameItem'];

/** A game as the site uses it: one name, one icon, numeric supportPlay. */
export interface Game {
  nodeId: string | number;
  gameId?: string | number;
  gameCode?: string;
  gameType: string;
  /** Vendor code. */
  vassalage: string;
  /** "VASSALAGE" marks a vendor lobby that opens the vendor's own game list. */
  isGame?: string;
  accountTypeName?: string;
  /** displayName, else gameName, else nodeName. */
  name: string;
  icon?: string;
  /** 0 means the game can be played in free trial. */
  supportPlay: number;
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
