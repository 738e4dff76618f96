import { describe, expect, it } from 'vitest';
import { catalog, queryGames } from '../../../sandbox/seed/catalog';
import { allBanners, ANNOUNCEMENTS, BANNER_GROUPS, NOTICES, winners } from '../../../sandbox/seed/content';
import { VENDORS } from '../../../sandbox/seed/vendors';
import { call, login } from './helpers';

describe('Sandbox catalog', () => {
  it('holds at least 10,000 games from at least 40 vendors', () => {
    expect(catalog().length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(catalog().map((game) => game.vassalage)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(catalog().map((game) => game.nodeId)).size).toBe(catalog().length);
  });

  it('includes the vendors the site names, e-sport and cockfight ones inside SPORTS', () => {
    const byCode = new Map(VENDORS.map((v) => [v.vassalage, v.gameType]));
    expect(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'FB'].filter((code) => !byCode.has(code))).toEqual([]);
    const sports = ['AV', 'IMES', 'IA', 'AI', 'TF', 'DS88', 'DIG'];
    expect(sports.map((code) => byCode.get(code))).toEqual(sports.map(() => 'SPORTS'));
  });

  it('covers every game category, the RNG sub-types, hot and jackpot games', () => {
    const types = new Set(catalog().map((game) => game.gameType));
    expect(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'BINGO'].filter((type) => !types.has(type))).toEqual([]);
    const subtypes = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];
    expect(subtypes.filter((key) => queryGames({ gameType: 'RNG', gameClassify: key }).length === 0)).toEqual([]);
    expect(queryGames({ gameType: 'HOT' }).length).toBeGreaterThan(0);
    expect(catalog().some((game) => game.supportPlay === 0)).toBe(true);
    expect(catalog().some((game) => game.supportPlay === 1)).toBe(true);
  });

  it('generates the same catalog every time', async () => {
    const again = await import('../../../sandbox/seed/catalog?again' as string) as typeof import('../../../sandbox/seed/catalog');
    expect(again.catalog().slice(0, 50)).toEqual(catalog().slice(0, 50));
    expect(again.catalog().length).toBe(catalog().length);
  });

  it('has banners for every group, popups of executions A, B and F, notices and winners', () => {
    const groups = new Set(allBanners().map((banner) => banner.groupName));
    expect(BANNER_GROUPS.filter((group) => !groups.has(group))).toEqual([]);
    expect(new Set(allBanners().map((b) => b.linkageType)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(ANNOUNCEMENTS.map((a) => a.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(ANNOUNCEMENTS.some((a) => /onerror|<script/i.test(a.content))).toBe(true);
    expect(NOTICES.length).toBeGreaterThan(9);
    expect(winners().length).toBeGreaterThanOrEqual(40);
  });

  it('pages and filters the game list by vendor, name and classify', async () => {
    const { token } = (await login('member01', 'Passw0rd!')).json.value;
    type List = { games: { vassalage: string; gameName: string; nodeId: number }[]; totalCount: number; totalPages: number };
    const pg = await call<List>('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=2&pageSize=42', { token });
    expect(pg.json.value.games).toHaveLength(42);
    expect(pg.json.value.games.every((g) => g.vassalage === 'PG')).toBe(true);
    expect(pg.json.value.totalPages).toBe(Math.ceil(pg.json.value.totalCount / 42));

    const name = pg.json.value.games[0]?.gameName ?? '';
    const search = await call<List>(`/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(name)}`, { token });
    expect(search.json.value.games.map((g) => g.gameName)).toContain(name);

    const jp = await call<List>('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=JP&pageSize=500', { token });
    expect(jp.json.value.totalCount).toBe(queryGames({ gameType: 'RNG', gameClassify: 'JP' }).length);
  });

  it('serves a generated, cacheable image for a game icon and a banner', async () => {
    const game = catalog()[0];
    const icon = await fetch(`http://localhost/wps/sandbox-assets/game/${game?.nodeId}.svg`);
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(icon.headers.get('Cache-Control')).toContain('max-age');
    expect(await icon.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const banner = await fetch(`http://localhost${allBanners()[0]?.url}`);
    expect(banner.status).toBe(200);
    expect(await banner.text()).toContain('<svg');
  });
});
