import { createRandom, hashString } from '../prng.ts';
import { catalog, roundOpenGame, type SeedGame } from './catalog.ts';

/** A live-casino chat streamer (CBS_modelList, designed shape). */
export interface SeedStreamer {
  modelId: string;
  name: string;
  tableName: string;
  online: boolean;
  viewers: number;
}

const STREAMERS: readonly (readonly [id: string, name: string, table: string, online: boolean])[] = [
  ['angel', 'Angel', 'Baccarat A', true],
  ['bea', 'Bea', 'Sic Bo B', true],
  ['carla', 'Carla', 'Roulette C', true],
  ['dina', 'Dina', 'Dragon Tiger D', true],
  ['ella', 'Ella', 'Blackjack E', false],
  ['faye', 'Faye', 'Baccarat F', false],
];

/** The brand's streamers, online first; viewer counts are deterministic per brand. */
export function seedStreamers(merchantCode: string): SeedStreamer[] {
  const random = createRandom(hashString(`chat:${merchantCode}`));
  return STREAMERS.map(([modelId, name, tableName, online]) => ({
    modelId,
    name,
    tableName,
    online,
    viewers: online ? 40 + Math.floor(random.next() * 900) : 0,
  }));
}

/** A few lines the sandbox chat page shows, so a room looks lived in (deterministic per room). */
export function seedChatLines(room: string): { from: string; text: string }[] {
  const random = createRandom(hashString(`chat-lines:${room}`));
  const names = ['lucky88', 'mika_ph', 'jun.v', 'bossA', 'rina', 'tito77'];
  const texts = ['Good luck everyone!', 'Banker again?', 'Nice win!', 'Hello from Cebu', 'Player streak 3', 'Thank you dealer'];
  return Array.from({ length: 6 }, () => ({ from: random.pick(names), text: random.pick(texts) }));
}

const MINI_GAME_COUNT = 8;
const MINI_PAID = 2;

let miniGames: SeedGame[] | undefined;

/**
 * The mini games (designed): quick arcade games (RNG sub-type AC) of the catalog, most of them playable in free trial
 * and two real-money only, so both paths of SPEC §4 can be seen. The game with an open round is left out.
 */
export function seedMiniGames(): readonly SeedGame[] {
  if (!miniGames) {
    const busy = roundOpenGame().nodeId;
    const arcade = catalog().filter((game) => game.gameClassify === 'AC' && game.isGame === '1' && game.nodeId !== busy);
    const free = arcade.filter((game) => game.supportPlay === 0).slice(0, MINI_GAME_COUNT - MINI_PAID);
    const paid = arcade.filter((game) => game.supportPlay !== 0).slice(0, MINI_PAID);
    miniGames = [...free, ...paid].toSorted((a, b) => a.nodeId - b.nodeId);
  }
  return miniGames;
}
