import { createRandom, hashString } from '../prng.ts';
import { VENDORS, type SeedVendor } from './vendors.ts';

/** One game of the sandbox catalog (the fields SPEC §3 and PLATFORM.md "Games" name). */
export interface SeedGame {
  nodeId: number;
  gameId: number;
  gameCode: string;
  gameType: string;
  vassalage: string;
  gameName: string;
  nodeName: string;
  displayName: string;
  iconUrl: string;
  /** 0 means the game can be played in free trial. */
  supportPlay: 0 | 1;
  /** "1" a game; "VASSALAGE" a vendor lobby that opens a popup list. */
  isGame: string;
  accountTypeName: string;
  /** Sub-type inside RNG (SC, VP, JP, TG, AC, BG) or "" for a plain slot / other category. */
  gameClassify: string;
  isHot: boolean;
  isNew: boolean;
  /** Release order; higher is newer. */
  sequence: number;
}

const ADJECTIVES = [
  'Golden', 'Lucky', 'Mighty', 'Wild', 'Royal', 'Mystic', 'Fortune', 'Dragon', 'Jade', 'Crystal', 'Thunder', 'Sweet',
  'Ancient', 'Blazing', 'Diamond', 'Neon', 'Tropical', 'Cosmic', 'Treasure', 'Silver', 'Magic', 'Super', 'Hot', 'Frozen',
] as const;
const NOUNS = [
  'Tiger', 'Phoenix', 'Empire', 'Gems', 'Koi', 'Temple', 'Riches', 'Panda', 'Fruits', 'Pirates', 'Pharaoh', 'Bonanza',
  'Wolf', 'Lotus', 'Festival', 'Rush', 'Heist', 'Galaxy', 'Buffalo', 'Samurai', 'Mermaid', 'Carnival', 'Vault', 'Monkey',
] as const;
const SUFFIXES = ['', '', '', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Link', ' Gold', ' Xmas'] as const;

const LIVE_TABLES = ['Baccarat', 'Sic Bo', 'Roulette', 'Dragon Tiger', 'Blackjack', 'Mahjong', '3 Card Poker', 'Fan Tan'];
const LOTTERY_GAMES = ['Mega 6/45', 'Power 6/55', 'Max 3D', 'Lotto 5/35', 'Keno', 'Fast 3', 'PK10', 'Lucky 5', 'Mekong Daily'];
const PVP_GAMES = ['Tongits', 'Pusoy', 'Teen Patti', 'Rummy', 'Niu Niu', 'Sabong Cards', 'Pai Gow', 'Blackjack Duel'];
const BINGO_GAMES = ['Bingo 75', 'Bingo 90', 'Color Game', 'Pula Puti', 'Perya Wheel', 'Bingo Carnival'];
const FISH_GAMES = ['Ocean King', 'Fishing War', 'Mega Fishing', 'Dragon Fishing', 'Jackpot Fishing', 'Boom Fishing'];

/** RNG sub-types with their share of the RNG catalog. BG games are bingo-like slots. */
const RNG_CLASSIFY: readonly (readonly [string, number])[] = [
  ['SC', 0.05],
  ['VP', 0.04],
  ['JP', 0.08],
  ['TG', 0.06],
  ['AC', 0.07],
  ['BG', 0.03],
];

function name(random: ReturnType<typeof createRandom>, vendor: SeedVendor, index: number): string {
  switch (vendor.gameType) {
    case 'LIVE':
      return `${random.pick(LIVE_TABLES)} ${String.fromCharCode(65 + (index % 26))}${Math.floor(index / 26) || ''}`;
    case 'LOTT':
    case 'ELOTT':
      return `${random.pick(LOTTERY_GAMES)} ${index + 1}`;
    case 'PVP':
      return `${random.pick(PVP_GAMES)} ${index + 1}`;
    case 'BINGO':
      return `${random.pick(BINGO_GAMES)} ${index + 1}`;
    case 'FISH':
      return `${random.pick(FISH_GAMES)} ${index + 1}`;
    default:
      return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}${random.pick(SUFFIXES)}`;
  }
}

function rngClassify(roll: number): string {
  let edge = 0;
  for (const [key, share] of RNG_CLASSIFY) {
    edge += share;
    if (roll < edge) return key;
  }
  return '';
}

function generate(): SeedGame[] {
  const games: SeedGame[] = [];
  let nodeId = 100000;
  for (const vendor of VENDORS) {
    const random = createRandom(hashString(vendor.vassalage));
    const count = Math.max(vendor.games, 1);
    const seen = new Set<string>();
    for (let index = 0; index < count; index += 1) {
      nodeId += 1;
      const lobby = vendor.games === 0;
      let gameName = lobby ? vendor.displayName : name(random, vendor, index);
      // Slot names come from a small vocabulary; keep them unique per vendor like a real catalog.
      if (seen.has(gameName)) gameName = `${gameName} ${index}`;
      seen.add(gameName);
      const classify = vendor.gameType === 'RNG' ? rngClassify(random.next()) : '';
      games.push({
        nodeId,
        gameId: 5000 + (nodeId % 100000),
        gameCode: lobby ? vendor.vassalage : `${vendor.vassalage}_${String(index + 1).padStart(4, '0')}`,
        gameType: vendor.gameType,
        vassalage: vendor.vassalage,
        gameName,
        nodeName: gameName,
        displayName: gameName,
        iconUrl: `/wps/sandbox-assets/game/${nodeId}.svg`,
        supportPlay: lobby || vendor.gameType === 'LIVE' || random.next() < 0.3 ? 1 : 0,
        isGame: lobby ? 'VASSALAGE' : '1',
        accountTypeName: vendor.accountTypeName,
        gameClassify: classify,
        isHot: random.next() < 0.04,
        isNew: index >= count - Math.ceil(count * 0.03),
        sequence: index,
      });
    }
  }
  return games;
}

let cache: SeedGame[] | undefined;
let byNode: Map<number, SeedGame> | undefined;

/** The whole catalog, generated on first use (about 10,900 games, a few milliseconds). */
export function catalog(): readonly SeedGame[] {
  cache ??= generate();
  return cache;
}

/** The game with this nodeId. */
export function findGame(nodeId: number): SeedGame | undefined {
  byNode ??= new Map(catalog().map((game) => [game.nodeId, game]));
  return byNode.get(nodeId);
}

export interface GameQuery {
  gameType?: string | null;
  vassalage?: string | null;
  gameName?: string | null;
  gameClassify?: string | null;
  isNew?: boolean;
  isHot?: boolean;
}

/** Filters the catalog the way the platform's game list does; HOT and JP work as classify keys too. */
export function queryGames(query: GameQuery): SeedGame[] {
  const type = query.gameType?.toUpperCase() || undefined;
  const classify = query.gameClassify?.toUpperCase() || undefined;
  const needle = query.gameName?.trim().toLowerCase() || undefined;
  return catalog().filter((game) => {
    if (type === 'HOT') {
      if (!game.isHot) return false;
    } else if (type && game.gameType !== type) return false;
    if (query.vassalage && game.vassalage !== query.vassalage) return false;
    if (classify === 'HOT' ? !game.isHot : classify === 'NEW' ? !game.isNew : classify && game.gameClassify !== classify)
      return false;
    if (query.isNew && !game.isNew) return false;
    if (query.isHot && !game.isHot) return false;
    if (needle && !game.gameName.toLowerCase().includes(needle)) return false;
    return true;
  });
}
