import { describe, expect, it } from 'vitest';
import { buildNav, dropdownVendors, type NavMerchant, type NavVendor, type VendorLane } from '@/features/layout/nav';

const category = (route: string, labelKey: string, dropdown = true) => ({ route, labelKey, bannerGroup: 'w_home', dropdown });

const merchant: NavMerchant = {
  categories: {
    LOTT: category('/elott', 'nav_lott'),
    LIVE: category('/live', 'nav_live'),
    SPORTS: category('/sports', 'nav_sports'),
    ESPORTS: category('/esports', 'nav_esports'),
    COCKFIGHT: category('/cockfight', 'nav_cockfight'),
    FISH: category('/fish', 'nav_fish'),
    RNG: category('/rng', 'nav_rng'),
    PVP: category('/pvp', 'nav_pvp'),
    BINGO: category('/bingo', 'nav_bingo', false),
  },
  nav: {
    splitFromSports: { ESPORTS: ['AV', 'IMES', 'IA', 'AI', 'TF'], COCKFIGHT: ['DS88', 'DIG'] },
    moveAfter: [{ items: ['ESPORTS', 'COCKFIGHT'], after: 'SPORTS' }],
    insertAfter: [{ item: 'BINGO', after: 'RNG', otherwise: 'first' }],
    vendorCap: 11,
    gameListCentre: ['RNG', 'BINGO'],
  },
};

const lane = (title: string, ...codes: string[]): VendorLane => ({
  title,
  cards: codes.map((code) => ({ vassalage: code, displayName: `${code} name`, gameType: title })),
});

const ids = (lanes: VendorLane[], referralPromo = false) =>
  buildNav(lanes, merchant, { referralPromo }).map((item) => item.id);

describe('buildNav', () => {
  it('puts Home first and Promotions after the categories', () => {
    const nav = buildNav([lane('LIVE', 'EVO')], merchant, { referralPromo: false });
    expect(nav.map((i) => [i.id, i.href, i.labelKey])).toEqual([
      ['HOME', '/', 'nav_home'],
      ['LIVE', '/live', 'nav_live'],
      ['PROMO', '/promotions', 'nav_promotions'],
    ]);
  });

  it('keeps categories in the order the server sends them', () => {
    expect(ids([lane('PVP', 'KY'), lane('LIVE', 'EVO'), lane('FISH', 'JDB')])).toEqual([
      'HOME', 'PVP', 'LIVE', 'FISH', 'PROMO',
    ]);
  });

  it('hides a category that has no vendors', () => {
    expect(ids([lane('LIVE'), lane('FISH', 'JDB')])).toEqual(['HOME', 'FISH', 'PROMO']);
  });

  it('hides a category the brand has no config for', () => {
    expect(ids([lane('MYSTERY', 'X1'), lane('FISH', 'JDB')])).toEqual(['HOME', 'FISH', 'PROMO']);
  });

  it('splits e-sport and cockfight vendors out of sports into their own items right after sports', () => {
    const nav = buildNav(
      [lane('LIVE', 'EVO'), lane('SPORTS', 'SABA', 'AV', 'DS88', 'IMES', 'CMD', 'DIG'), lane('FISH', 'JDB')],
      merchant,
      { referralPromo: false },
    );
    expect(nav.map((i) => i.id)).toEqual(['HOME', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH', 'PROMO']);
    const codes = (id: string) => nav.find((i) => i.id === id)?.vendors.map((v) => v.code);
    expect(codes('SPORTS')).toEqual(['SABA', 'CMD']);
    expect(codes('ESPORTS')).toEqual(['AV', 'IMES']);
    expect(codes('COCKFIGHT')).toEqual(['DS88', 'DIG']);
  });

  it('moves server-sent e-sports and cockfight lanes right after sports', () => {
    expect(ids([lane('COCKFIGHT', 'DS88'), lane('LIVE', 'EVO'), lane('ESPORTS', 'TF'), lane('SPORTS', 'SABA')])).toEqual([
      'HOME', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PROMO',
    ]);
  });

  it('adds split-out vendors to an e-sports lane the server already sent', () => {
    const nav = buildNav([lane('ESPORTS', 'TF'), lane('SPORTS', 'SABA', 'AV')], merchant, { referralPromo: false });
    expect(nav.find((i) => i.id === 'ESPORTS')?.vendors.map((v) => v.code)).toEqual(['TF', 'AV']);
  });

  it('drops sports when every sports vendor was split out', () => {
    expect(ids([lane('SPORTS', 'AV', 'DIG'), lane('LIVE', 'EVO')])).toEqual(['HOME', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'PROMO']);
  });

  it('leaves e-sports and cockfight where the server put them when there is no sports', () => {
    expect(ids([lane('COCKFIGHT', 'DS88'), lane('LIVE', 'EVO'), lane('ESPORTS', 'TF')])).toEqual([
      'HOME', 'COCKFIGHT', 'LIVE', 'ESPORTS', 'PROMO',
    ]);
  });

  it('inserts bingo right after slots', () => {
    expect(ids([lane('BINGO', 'BG'), lane('LIVE', 'EVO'), lane('RNG', 'PG'), lane('FISH', 'JDB')])).toEqual([
      'HOME', 'LIVE', 'RNG', 'BINGO', 'FISH', 'PROMO',
    ]);
  });

  it('puts bingo first, right after Home, when there are no slots', () => {
    expect(ids([lane('LIVE', 'EVO'), lane('BINGO', 'BG'), lane('FISH', 'JDB')])).toEqual([
      'HOME', 'BINGO', 'LIVE', 'FISH', 'PROMO',
    ]);
  });

  it('puts bingo last among the categories when the rule says so and there are no slots', () => {
    const last: NavMerchant = {
      ...merchant,
      nav: { ...merchant.nav, insertAfter: [{ item: 'BINGO', after: 'RNG', otherwise: 'last' }] },
    };
    const nav = buildNav([lane('BINGO', 'BG'), lane('LIVE', 'EVO'), lane('FISH', 'JDB')], last, { referralPromo: false });
    expect(nav.map((i) => i.id)).toEqual(['HOME', 'LIVE', 'FISH', 'BINGO', 'PROMO']);
  });

  it('follows a brand whose rules differ', () => {
    const other: NavMerchant = {
      ...merchant,
      nav: { ...merchant.nav, splitFromSports: {}, moveAfter: [{ items: ['FISH'], after: 'LIVE' }], insertAfter: [] },
    };
    const nav = buildNav([lane('FISH', 'JDB'), lane('SPORTS', 'AV'), lane('LIVE', 'EVO')], other, { referralPromo: false });
    expect(nav.map((i) => i.id)).toEqual(['HOME', 'SPORTS', 'LIVE', 'FISH', 'PROMO']);
  });

  it('shows Invite friends after Promotions only when a referral promo is enabled', () => {
    const lanes = [lane('LIVE', 'EVO')];
    expect(ids(lanes, true)).toEqual(['HOME', 'LIVE', 'PROMO', 'INVITE']);
    expect(ids(lanes, false)).toEqual(['HOME', 'LIVE', 'PROMO']);
    expect(buildNav(lanes, merchant, { referralPromo: true }).at(-1)).toMatchObject({ href: '/join', labelKey: 'nav_invite' });
  });

  it('shows only Home and Promotions when there are no lanes', () => {
    expect(ids([])).toEqual(['HOME', 'PROMO']);
  });

  it('gives no drop-down to home, promotions, invite, bingo or fb', () => {
    const nav = buildNav([lane('LIVE', 'EVO'), lane('RNG', 'PG'), lane('BINGO', 'BG'), lane('FB', 'FB')], merchant, {
      referralPromo: true,
    });
    expect(Object.fromEntries(nav.map((i) => [i.id, i.dropdown]))).toEqual({
      HOME: false,
      LIVE: true,
      RNG: true,
      BINGO: false,
      FB: false,
      PROMO: false,
      INVITE: false,
    });
  });

  it('routes an FB category to the FB sports page', () => {
    const nav = buildNav([lane('FB', 'FB')], merchant, { referralPromo: false });
    expect(nav[1]).toMatchObject({ id: 'FB', href: '/fbSports', labelKey: 'nav_fb' });
  });

  it('links the FB vendor inside sports to the FB sports page', () => {
    const nav = buildNav([lane('SPORTS', 'SABA', 'FB')], merchant, { referralPromo: false });
    expect(nav[1]?.vendors.map((v) => v.href)).toEqual(['/sports?vendor=SABA', '/fbSports']);
  });

  it('links vendors of game-list-centre categories by vassalage and others by vendor', () => {
    const nav = buildNav([lane('RNG', 'PG'), lane('LIVE', 'EVO')], merchant, { referralPromo: false });
    expect(nav.flatMap((i) => i.vendors.map((v) => v.href))).toEqual(['/rng?vassalage=PG', '/live?vendor=EVO']);
  });

  it('uses the vendor name and its large, else small, else h5 icon', () => {
    const nav = buildNav(
      [{ title: 'LIVE', cards: [{ vassalage: 'EVO', displayName: 'Evolution', smallIcon: '/s.png', h5Icon: '/h.png' }] }],
      merchant,
      { referralPromo: false },
    );
    expect(nav[1]?.vendors).toEqual([{ code: 'EVO', displayName: 'Evolution', icon: '/s.png', href: '/live?vendor=EVO' }]);
  });

  it('does not change the lanes it is given', () => {
    const lanes = [lane('SPORTS', 'SABA', 'AV')];
    const before = structuredClone(lanes);
    buildNav(lanes, merchant, { referralPromo: false });
    expect(lanes).toEqual(before);
  });
});

const vendors = (n: number): NavVendor[] =>
  Array.from({ length: n }, (_, i) => ({ code: `V${i + 1}`, displayName: `Vendor ${i + 1}`, href: `/live?vendor=V${i + 1}` }));

describe('dropdownVendors', () => {
  it('shows all of 3 vendors and no More tile', () => {
    const result = dropdownVendors(vendors(3), 11);
    expect(result.vendors.map((v) => v.code)).toEqual(['V1', 'V2', 'V3']);
    expect(result.more).toBe(false);
  });

  it('shows 11 vendors and a More tile when 11 are present', () => {
    const result = dropdownVendors(vendors(11), 11);
    expect(result.vendors).toHaveLength(11);
    expect(result.more).toBe(true);
  });

  it('shows the first 11 of 12 vendors and a More tile', () => {
    const result = dropdownVendors(vendors(12), 11);
    expect(result.vendors.map((v) => v.code)).toEqual(vendors(11).map((v) => v.code));
    expect(result.more).toBe(true);
  });

  it('shows 10 vendors without a More tile', () => {
    expect(dropdownVendors(vendors(10), 11)).toMatchObject({ more: false });
  });
});
