import { describe, expect, it } from 'vitest';
import { catalog, queryGames, roundOpenGame } from '../../../sandbox/seed/catalog';
import { findMember, issueToken, resetStore } from '../../../sandbox/store';

async function get<T>(path: string, token?: string): Promise<{ status: number; body: { success: boolean; message: string | null; value: T } }> {
  const response = await fetch(`http://localhost${path}`, { headers: { Merchant: 'luckystar', ...(token ? { Authorization: token } : {}) } });
  return { status: response.status, body: await response.json() };
}
const query = (nodeId: number) => `/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS&accountType=1&language=EN&clientType=3`;

function tokenOf(account: string): string {
  const member = findMember(account);
  if (!member) throw new Error(account);
  return issueToken(member);
}

describe('Sandbox games', () => {
  it('has over 10,000 RNG games, so a category list reaches the scale the site is measured at', () => {
    expect(queryGames({ gameType: 'RNG' }).length).toBeGreaterThanOrEqual(10_000);
  });

  it('lets a visitor browse the game list without a token', async () => {
    const { status, body } = await get<{ games: unknown[]; totalCount: number }>('/wps/relay/GCSGAME_gameList?gameType=FISH&pageNo=1&pageSize=42');
    expect(status).toBe(200);
    expect(body.value.games).toHaveLength(42);
  });

  it('filters 13,000 games by type, vendor and name', () => {
    const tigers = queryGames({ gameType: 'RNG', gameName: 'tiger' });
    expect(tigers.length).toBeGreaterThan(0);
    expect(tigers.every((g) => g.gameType === 'RNG' && g.gameName.toLowerCase().includes('tiger'))).toBe(true);
    expect(queryGames({ gameType: 'RNG', vassalage: 'PG', gameName: 'tiger' }).every((g) => g.vassalage === 'PG')).toBe(true);
  });

  it('answers #734 for the round-open game and a play URL for others', async () => {
    resetStore();
    const token = tokenOf('member01');
    const open = roundOpenGame();
    const other = catalog().find((g) => g.vassalage === 'PG' && g.isGame === '1')!;
    expect((await get(query(open.nodeId), token)).body).toMatchObject({ success: false, message: '#734' });
    const played = await get<{ content: { game_url: string } }>(query(other.nodeId), token);
    expect(played.body.value.content.game_url).toContain(`/wps/sandbox-assets/play/${other.nodeId}?mode=real&language=EN`);
  });

  it('opens a sports book at the view of the tab it was started from, each view its own page', async () => {
    resetStore();
    const token = tokenOf('member01');
    const book = catalog().find((g) => g.vassalage === 'SABA')!;
    const urls: Record<string, string> = {};
    for (const view of ['rolling', 'today']) {
      const launched = await get<{ content: { game_url: string } }>(`${query(book.nodeId)}&view=${view}`, token);
      urls[view] = launched.body.value.content.game_url;
      expect(urls[view]).toContain(`/wps/sandbox-assets/sports/${book.nodeId}/${view}?`);
    }
    const pages = await Promise.all(['rolling', 'today'].map(async (view) => (await fetch(urls[view]!)).text()));
    expect(pages[0]).toContain('<h2>In play</h2>');
    expect(pages[1]).toContain('<h2>Today&#39;s matches</h2>');
    expect((await get(`${query(book.nodeId)}&view=tomorrow`, token)).body).toMatchObject({ success: false, message: 'request_param_err' });
    const fb = await get<{ content: { game_url: string } }>('/wps/relay/GCSGAME_launchFbGame?language=EN&device=WEB&view=today', token);
    expect(fb.body.value.content.game_url).toMatch(/\/wps\/sandbox-assets\/sports\/\d+\/today\?/);
  });

  it('keeps vendor lobbies out of the list of that vendor', () => {
    expect(queryGames({ vassalage: 'EVO' }).some((g) => g.isGame === 'VASSALAGE')).toBe(false);
    expect(queryGames({ gameType: 'LIVE' }).some((g) => g.isGame === 'VASSALAGE' && g.vassalage === 'EVO')).toBe(true);
  });
});
