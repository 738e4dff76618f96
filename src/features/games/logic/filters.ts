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

/** Games whose name contains `term` (case-insensitive); the whole list for an empty term. */
export function filterByName<T extends Pick<Game, 'name'>>(games: readonly T[], term: string): readonly T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return games;
  return games.filter((game) => game.name.toLowerCase().includes(needle));
}
