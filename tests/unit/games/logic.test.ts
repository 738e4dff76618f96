import { describe, expect, it, vi } from 'vitest';
import { prizeMode } from '@/features/games/logic/prize-mode';
import { FAVOURITE_THROTTLE_MS, throttle } from '@/features/games/logic/throttle';
import { rebateOf, SPEC_REBATES } from '@/features/games/logic/rebate';
import { createNameSearch, filterByName, liveFilterOf, normalizeName, prepareNameIndex, rngSubtypes } from '@/features/games/logic/filters';
import { getMerchant } from '@/merchant';

describe('prizeMode', () => {
  it('is ELOTT when the lottery cards include TCG_LOTTO_VN', () => {
    expect(prizeMode([{ vassalage: 'TCG_SEA' }, { vassalage: 'TCG_LOTTO_VN' }])).toBe('ELOTT');
  });
  it('is ELOTT when the lottery cards include LOTT', () => {
    expect(prizeMode([{ vassalage: 'LOTT' }])).toBe('ELOTT');
  });
  it('is LOTT otherwise', () => {
    expect(prizeMode([{ vassalage: 'TCG_SEA' }, { vassalage: 'ELOTT' }])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });
});

describe('throttle', () => {
  it('runs the first call and drops calls within the next second', () => {
    let time = 0;
    const fn = vi.fn<(label?: string) => void>();
    const run = throttle(fn, FAVOURITE_THROTTLE_MS, () => time);
    expect(run('a')).toBe(true);
    time = 999;
    expect(run('b')).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    time = 1000;
    expect(run('c')).toBe(true);
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });
  it('runs again at once after cancel', () => {
    const fn = vi.fn<(label?: string) => void>();
    const run = throttle(fn, 1000, () => 5);
    run();
    run.cancel();
    run();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('rebateOf', () => {
  it('shows each brand the SPEC §9 rebates, none for PVP', () => {
    for (const code of ['luckystar', 'goldenlotus']) {
      const merchant = getMerchant(code);
      if (!merchant) throw new Error(code);
      for (const [type, rate] of Object.entries(SPEC_REBATES)) expect(rebateOf(type, merchant.categories)).toBe(rate);
    }
  });
  it('shows nothing for an empty or unknown rate', () => {
    expect(rebateOf('FISH', { FISH: { rebate: ' ' } })).toBeUndefined();
    expect(rebateOf('XYZ', {})).toBeUndefined();
  });
});

describe('rngSubtypes', () => {
  it('offers SC, VP, JP, TG, AC, plus BG only when TY is supported', () => {
    expect(rngSubtypes(['EN'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(rngSubtypes(['EN', 'TY'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
  });
});

describe('liveFilterOf', () => {
  it('puts each table under its lobby filter and the rest under others', () => {
    expect(['Baccarat A', 'Sic Bo 2', 'Roulette B', 'Dragon Tiger C', 'Blackjack D', 'Mahjong E', '3 Card Poker F', 'Fan Tan G'].map(liveFilterOf))
      .toEqual(['baccarat', 'sicbo', 'roulette', 'dragon-tiger', 'blackjack', 'mahjong', 'three-card-poker', 'others']);
  });
});

describe('filterByName', () => {
  it('keeps games whose name contains the term, ignoring case and spaces around it', () => {
    const games = [{ name: 'Lucky Tiger' }, { name: 'Golden Koi' }, { name: 'TIGER Rush' }];
    expect(filterByName(games, ' tiger ').map((g) => g.name)).toEqual(['Lucky Tiger', 'TIGER Rush']);
    expect(filterByName(games, '')).toBe(games);
  });
});

describe('normalizeName', () => {
  it('compares names without case, accents or doubled spaces', () => {
    expect(normalizeName('  Póker  DE  Ás ')).toBe('poker de as');
    expect(filterByName([{ name: 'Mega Póker' }], 'POKER').map((g) => g.name)).toEqual(['Mega Póker']);
  });
});

describe('createNameSearch', () => {
  const names = ['Lucky Tiger', 'Tiger Rush', 'Tight Reels', 'Golden Koi', 'Titan', 'Sweet Bonanza'];
  const games = names.map((name) => ({ name }));

  it('answers every keystroke of a term exactly as a fresh search would', () => {
    const search = createNameSearch<{ name: string }>();
    for (const term of ['t', 'ti', 'tig', 'tige', 'tiger', 'tige', 'ti', 'tight', '', 'koi', 'o', 'zz']) {
      expect({ term, found: search(games, term) }).toEqual({ term, found: filterByName(games, term) });
    }
  });

  it('reads each game name once, however many keystrokes follow', () => {
    const search = createNameSearch<{ name: string }>();
    const seen: string[] = [];
    const watched = names.map((name) => ({ get name() { seen.push(name); return name; } }));
    search(watched, 't');
    search(watched, 'ti');
    const matches = search(watched, 'tig');
    search(watched, 'koi');
    expect(seen.toSorted()).toEqual(names.toSorted());
    expect(matches).toEqual([watched[0], watched[1], watched[2]]);
  });

  it('reads no name on the first key when the index was prepared (as the field does on focus)', () => {
    const seen: string[] = [];
    const watched = names.map((name) => ({ get name() { seen.push(name); return name; } }));
    prepareNameIndex(watched);
    expect(seen).toHaveLength(names.length);
    seen.length = 0;
    expect(createNameSearch<{ name: string }>()(watched, 'koi')).toEqual([watched[3]]);
    expect(seen).toEqual([]);
  });

  it('searches a new list afresh and returns the same array for the same term', () => {
    const search = createNameSearch<{ name: string }>();
    const first = search(games, 'ti');
    expect(search(games, ' TI ')).toBe(first);
    const more = [...games, { name: 'Tiki Torch' }];
    expect(search(more, 'tik').map((g) => g.name)).toEqual(['Tiki Torch']);
    expect(search(games, 'tik')).toEqual([]);
  });
});
