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

/** Categories whose vendors also get a vendor-lobby entry in the list (RNG: game-list centre; LIVE, PVP: popup list). */
const VENDOR_LOBBY_TYPES = new Set(['RNG', 'LIVE', 'PVP']);

/** Vendor whose first game answers #734 (a round is still open) when launched, so the site's message can be seen. */
export const ROUND_OPEN_VENDOR = 'JILI';

function generate(): SeedGame[] {
  const games: SeedGame[] = [];
  let nodeId = 100000;
  for (const vendor of VENDORS) {
    const random = createRandom(hashString(vendor.vassalage));
    const count = Math.max(vendor.games, 1);
    const seen = new Set<string>();
    if (vendor.games > 0 && VENDOR_LOBBY_TYPES.has(vendor.gameType)) {
      // A vendor-lobby entry (isGame VASSALAGE): on the platform it opens the vendor's own game list.
      nodeId += 1;
      const lobbyName = `${vendor.displayName} Lobby`;
      games.push({
        nodeId,
        gameId: 5000 + (nodeId % 100000),
        gameCode: vendor.vassalage,
        gameType: vendor.gameType,
        vassalage: vendor.vassalage,
        gameName: lobbyName,
        nodeName: lobbyName,
        displayName: lobbyName,
        iconUrl: `/wps/sandbox-assets/game/${nodeId}.svg`,
        supportPlay: 1,
        isGame: 'VASSALAGE',
        accountTypeName: vendor.accountTypeName,
        gameClassify: '',
        isHot: vendor.gameType === 'RNG',
        isNew: false,
        sequence: -1,
      });
    }
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
        // A vendor that is one lobby (sports books, e-sports, cockfight) starts in place like any game.
        isGame: '1',
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
let byType: Map<string, SeedGame[]> | undefined;
let byVendor: Map<string, SeedGame[]> | undefined;
let lowerNames: Map<SeedGame, string> | undefined;

/** The whole catalog, generated on first use (about 13,000 games, RNG alone over 10,000; a few milliseconds). */
export function catalog(): readonly SeedGame[] {
  cache ??= generate();
  return cache;
}

function group(key: (game: SeedGame) => string): Map<string, SeedGame[]> {
  const map = new Map<string, SeedGame[]>();
  for (const game of catalog()) {
    const list = map.get(key(game));
    if (list) list.push(game);
    else map.set(key(game), [game]);
  }
  return map;
}

/** The game with this nodeId. */
export function findGame(nodeId: number): SeedGame | undefined {
  byNode ??= new Map(catalog().map((game) => [game.nodeId, game]));
  return byNode.get(nodeId);
}

/** The game whose launch answers #734 (a previous round is still open). */
export function roundOpenGame(): SeedGame {
  const game = catalog().find((g) => g.vassalage === ROUND_OPEN_VENDOR && g.isGame === '1');
  if (!game) throw new Error('catalog has no round-open game');
  return game;
}

export interface GameQuery {
  gameType?: string | null;
  vassalage?: string | null;
  gameName?: string | null;
  gameClassify?: string | null;
  isNew?: boolean;
  isHot?: boolean;
}

/**
 * Filters the catalog the way the platform's game list does; HOT and JP work as classify keys too. Narrows by vendor
 * or type through an index first, so a query over the 13,000 games stays well under a millisecond or two.
 */
export function queryGames(query: GameQuery): SeedGame[] {
  const type = query.gameType?.toUpperCase() || undefined;
  const classify = query.gameClassify?.toUpperCase() || undefined;
  const needle = query.gameName?.trim().toLowerCase() || undefined;
  byType ??= group((game) => game.gameType);
  byVendor ??= group((game) => game.vassalage);
  lowerNames ??= new Map(catalog().map((game) => [game, game.gameName.toLowerCase()]));
  const names = lowerNames;
  const source = query.vassalage
    ? (byVendor.get(query.vassalage) ?? [])
    : type && type !== 'HOT'
      ? (byType.get(type) ?? [])
      : catalog();
  return source.filter((game) => {
    if (type === 'HOT') {
      if (!game.isHot) return false;
    } else if (type && game.gameType !== type) return false;
    // Filtering by a vendor already is that vendor's list: its own lobby entry would only lead back here.
    if (query.vassalage && (game.vassalage !== query.vassalage || game.isGame === 'VASSALAGE')) return false;
    if (classify === 'HOT' ? !game.isHot : classify === 'NEW' ? !game.isNew : classify && game.gameClassify !== classify)
      return false;
    if (query.isNew && !game.isNew) return false;
    if (query.isHot && !game.isHot) return false;
    if (needle && !(names.get(game) ?? '').includes(needle)) return false;
    return true;
  });
}
