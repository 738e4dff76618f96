import { describe, expect, it } from 'vitest';
import { bannerTarget } from '@/features/home/banner-link';

const categories = { RNG: { route: '/rng' }, SPORTS: { route: '/sports' } };
const base = { url: '/b.svg', groupName: 'w_home' };

describe('bannerTarget', () => {
  it('opens an external link in the browser', () => {
    expect(bannerTarget({ ...base, linkageType: 'EXTERNAL', linkage: 'https://example.com/x' }, categories)).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
  });

  it('refuses a javascript: link', () => {
    expect(bannerTarget({ ...base, linkageType: 'EXTERNAL', linkage: 'javascript:alert(1)' }, categories)).toBeNull();
  });

  it('opens the promotion of a promo banner', () => {
    expect(bannerTarget({ ...base, linkageType: 'PROMO', redirect: 'PROMO', redirectPromotionId: 112 }, categories)).toEqual({
      kind: 'route',
      to: '/promotions?id=112',
    });
  });

  it('makes a game banner start its game, linking to the game\'s category page', () => {
    expect(bannerTarget({ ...base, linkageType: 'GAME', gameType: 'RNG', vendor: 'PG', nodeId: 42 }, categories)).toEqual({
      kind: 'game',
      to: '/rng?vassalage=PG&nodeId=42',
      game: { nodeId: 42, vassalage: 'PG', gameType: 'RNG', isGame: '1', name: 'PG', supportPlay: 1 },
    });
  });

  it('links a game banner to the game\'s own page when it has one', () => {
    expect(bannerTarget({ ...base, linkageType: 'GAME', gameType: 'SPORTS', vendor: 'FB', nodeId: 7 }, categories)).toMatchObject({ kind: 'game', to: '/fbSports' });
    expect(bannerTarget({ ...base, linkageType: 'GAME', gameType: 'LOTT', vendor: 'TCG_SEA', linkage: '9' }, categories)).toMatchObject({
      kind: 'game', to: '/seaLottery', game: { nodeId: '9' },
    });
  });

  it('has no link for a game banner that does not name its game', () => {
    expect(bannerTarget({ ...base, linkageType: 'GAME', gameType: 'RNG', nodeId: 42 }, categories)).toBeNull();
    expect(bannerTarget({ ...base, linkageType: 'GAME', gameType: 'RNG', vendor: 'PG', linkage: '' }, categories)).toBeNull();
  });

  it('opens a vendor lobby', () => {
    expect(bannerTarget({ ...base, linkageType: 'VENDOR', gameType: 'SPORTS', vendor: 'FB' }, categories)).toEqual({
      kind: 'route',
      to: '/sports?vassalage=FB',
    });
  });

  it('opens an internal route but not a protocol-relative address', () => {
    expect(bannerTarget({ ...base, linkageType: 'INTERNAL', linkage: '/help#faq' }, categories)).toEqual({ kind: 'route', to: '/help#faq' });
    expect(bannerTarget({ ...base, linkageType: 'INTERNAL', linkage: '//evil.example' }, categories)).toBeNull();
  });

  it('has no link without a linkageType', () => {
    expect(bannerTarget({ ...base, linkageType: 'NONE', linkage: '' }, categories)).toBeNull();
    expect(bannerTarget(base, categories)).toBeNull();
  });
});
