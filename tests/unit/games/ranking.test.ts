// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { api, configureApi, session } from '@/api';
import { markOwn, maskedName, type RankedWin } from '@/features/games/ranking/ranking-api';
import { bigWins, maskName } from '../../../sandbox/operations/ranking';

const win = (player: string, own = false): RankedWin => ({ rank: 1, player, game: 'G', prize: 1, own });

describe('maskedName and markOwn', () => {
  it("masks an account the platform's way, as the sandbox does", () => {
    expect(maskedName('member01')).toBe('me***1');
    expect(maskedName('member01')).toBe(maskName('member01'));
  });

  it("marks the wins the server flags or that carry the member's masked name; a visitor's none", () => {
    const wins = [win('me***1'), win('jo***x'), win('ab***c', true)];
    expect(markOwn(wins, 'member01').map((w) => w.own)).toEqual([true, false, true]);
    expect(markOwn(wins, null).map((w) => w.own)).toEqual([false, false, true]);
  });
});

describe('Sandbox biggest wins (designed ODSFE2_getBiggestWins)', () => {
  beforeAll(() => {
    configureApi({ merchantCode: 'luckystar' });
    session.clear();
  });

  it('is deterministic, with seeded members among the wins', () => {
    expect(bigWins()).toHaveLength(240);
    expect(bigWins().filter((w) => w.account === 'member01').length).toBeGreaterThan(5);
  });

  it('answers a period and category biggest first, at most limitNum, ranked from 1', async () => {
    const month = await api.GET('/wps/relay/ODSFE2_getBiggestWins', { params: { query: { gameCategory: 'ALL', period: 'MONTH', limitNum: 20 } } });
    const day = await api.GET('/wps/relay/ODSFE2_getBiggestWins', { params: { query: { gameCategory: 'ALL', period: 'DAY', limitNum: 20 } } });
    const fish = await api.GET('/wps/relay/ODSFE2_getBiggestWins', { params: { query: { gameCategory: 'FISH', period: 'MONTH', limitNum: 5 } } });
    expect(month.list).toHaveLength(20);
    expect(month.list.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const amounts = month.list.map((r) => r.winAmount);
    expect(amounts).toEqual(amounts.toSorted((a, b) => b - a));
    expect(day.list.length).toBeGreaterThan(0);
    expect(day.list.length).toBeLessThan(20);
    expect(day.list.every((r) => r.winTime > Date.now() - 86_400_000 - 60_000)).toBe(true);
    expect(fish.list).toHaveLength(5);
    expect(fish.list.every((r) => r.gameType === 'FISH')).toBe(true);
  });
});
