import type { Game } from '../types';

/** Extra RNG sub-types (SPEC §9); BG (bingo) only when the brand supports TY. */
export function rngSubtypes(supportedLanguages: readonly string[]): string[] {
  const base = ['SC', 'VP', 'JP', 'TG', 'AC'];
  return supportedLanguages.includes('TY') ? [...base, 'BG'] : base;
}

/** Live lobby filters (SPEC §2), in display order; `others` catches every table the rest do not. */
export const LIVE_FILTERS = ['baccarat', 'sicbo', 'roulette', 'dragon-tiger', 'blackjack', 'mahjong', 'three-card-poker', 'others'] as const;
export type LiveFilter = (typeof LIVE_FILTERS)[number];

const LIVE_PATTERNS: readonly (readonly [LiveFilter, RegExp])[] = [
  ['baccarat', /baccarat/i],
  ['sicbo', /sic\s*-?bo/i],
  ['roulette', /roulette/i],
  ['dragon-tiger', /dragon\s*-?tiger/i],
  ['blackjack', /black\s*-?jack/i],
  ['mahjong', /mahjong/i],
  ['three-card-poker', /(3|three)\s*-?card\s*poker/i],
];

/** The live lobby filter a table belongs to, by its name. */
export function liveFilterOf(name: string): LiveFilter {
  for (const [id, pattern] of LIVE_PATTERNS) if (pattern.test(name)) return id;
  return 'others';
}

/** A name as search compares it: lower-cased, accents dropped (so "poker" finds "Póker"), spaces collapsed. */
export function normalizeName(text: string): string {
  // Most names are plain ASCII: decomposing them (the costly part, over 10,000 names) would change nothing.
  // oxlint-disable-next-line no-control-regex
  const plain = /^[\u0000-\u007f]*$/.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
  return plain.toLowerCase().replace(/\s+/g, ' ').trim();
}

// Each game's normalised name, worked out once per game object: pages keep their game objects while more pages load,
// so a growing list only normalises the games it has not seen.
const normalized = new WeakMap<object, string>();
function nameKey(game: Pick<Game, 'name'>): string {
  let key = normalized.get(game);
  if (key === undefined) {
    key = normalizeName(game.name);
    normalized.set(game, key);
  }
  return key;
}

/** Works out the search names of `games` ahead of typing (e.g. when the field gets focus), so the first key is cheap. */
export function prepareNameIndex(games: readonly Pick<Game, 'name'>[]): void {
  for (const game of games) nameKey(game);
}

/** Games whose name contains `term` (case- and accent-insensitive); the whole list for an empty term. */
export function filterByName<T extends Pick<Game, 'name'>>(games: readonly T[], term: string): readonly T[] {
  const needle = normalizeName(term);
  if (!needle) return games;
  return games.filter((game) => nameKey(game).includes(needle));
}

/**
 * `filterByName` for typing: remembers its last answer, so a term that contains the previous one (the next keystroke)
 * searches only the previous matches instead of the whole list, and the same term returns the same array.
 * @example const search = createNameSearch<Game>(); search(games, 'ti'); search(games, 'tig') // scans the 'ti' matches
 */
export function createNameSearch<T extends Pick<Game, 'name'>>(): (games: readonly T[], term: string) => readonly T[] {
  let last: { games: readonly T[]; needle: string; result: readonly T[] } | undefined;
  return (games, term) => {
    const needle = normalizeName(term);
    if (!needle) return games;
    // Every match of a longer needle also contains the shorter one: the previous matches are a complete pool.
    const narrowing = last !== undefined && last.games === games && needle.includes(last.needle);
    if (narrowing && last?.needle === needle) return last.result;
    const pool = narrowing && last ? last.result : games;
    const result = pool.filter((game) => nameKey(game).includes(needle));
    last = { games, needle, result };
    return result;
  };
}
