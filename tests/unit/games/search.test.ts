import { describe, expect, it } from 'vitest';
import { groupByCategory, searchTerm } from '@/features/games/search/group';
import type { Game } from '@/features/games';

const game = (nodeId: number, gameType: string): Game => ({ nodeId, gameType, vassalage: 'V', name: `Game ${nodeId}`, supportPlay: 1 });

describe('groupByCategory', () => {
  it("groups by category in the brand's order, unknown categories after in the order met, games in the server's order", () => {
    const games = [game(1, 'RNG'), game(2, 'XYZ'), game(3, 'FISH'), game(4, 'RNG'), game(5, 'ABC')];
    expect(groupByCategory(games, ['FISH', 'LIVE', 'RNG']).map((g) => [g.gameType, g.games.map((x) => x.nodeId)])).toEqual([
      ['FISH', [3]], ['RNG', [1, 4]], ['XYZ', [2]], ['ABC', [5]],
    ]);
  });

  it('gives nothing for no games', () => {
    expect(groupByCategory([], ['RNG'])).toEqual([]);
  });
});

describe('searchTerm', () => {
  it('reads ?q= trimmed and at most 50 characters', () => {
    expect(searchTerm(new URLSearchParams('q=%20king%20'))).toBe('king');
    expect(searchTerm(new URLSearchParams(''))).toBe('');
    expect(searchTerm(new URLSearchParams({ q: 'x'.repeat(80) }))).toHaveLength(50);
  });
});
