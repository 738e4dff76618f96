import { createRandom } from '../prng.ts';
import { catalog } from './catalog.ts';

/** Banner groups of SPEC §2. */
export const BANNER_GROUPS = [
  'w_home', 'w_promotions', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_elott', 'w_lott',
  'w_download', 'w_shop', 'w_help', 'w_reg', 'w_login', 'w_bingo', 'w_cockfight', 'w_video', 'w_forget',
] as const;

export interface SeedBanner {
  id: number;
  groupName: string;
  url: string;
  title: string;
  /** NONE shows the image only; others open a link, a promotion or a game when clicked. */
  linkageType: 'NONE' | 'EXTERNAL' | 'PROMO' | 'GAME' | 'VENDOR' | 'VIDEO';
  linkage: string;
  redirect?: string;
  redirectPromotionId?: number;
  vendor?: string;
  gameType?: string;
  nodeId?: number;
  externalLink?: string;
  sequence: number;
}

const GROUP_GAME_TYPE: Record<string, string> = {
  w_rng: 'RNG', w_live: 'LIVE', w_fish: 'FISH', w_pvp: 'PVP', w_sports: 'SPORTS', w_esports: 'SPORTS', w_elott: 'ELOTT',
  w_lott: 'LOTT', w_bingo: 'BINGO', w_cockfight: 'SPORTS',
};
const GROUP_VENDOR: Record<string, string> = { w_sports: 'FB', w_esports: 'AV', w_cockfight: 'DS88', w_lott: 'TCG_LOTTO_VN' };

function buildBanners(): SeedBanner[] {
  const random = createRandom(7);
  const banners: SeedBanner[] = [];
  let id = 1;
  for (const groupName of BANNER_GROUPS) {
    const count = groupName === 'w_home' ? 5 : groupName === 'w_promotions' ? 4 : groupName === 'w_video' ? 2 : 2;
    for (let sequence = 0; sequence < count; sequence += 1) {
      const base = { id, groupName, url: `/wps/sandbox-assets/banner/${id}.svg`, title: `${groupName} ${sequence + 1}`, sequence };
      const kinds = ['NONE', 'PROMO', 'EXTERNAL', 'GAME', 'VENDOR'] as const;
      const kind = groupName === 'w_video' ? 'VIDEO' : kinds[(id + sequence) % kinds.length] ?? 'NONE';
      const gameType = GROUP_GAME_TYPE[groupName] ?? 'RNG';
      if (kind === 'VIDEO') {
        banners.push({ ...base, linkageType: kind, linkage: `https://www.youtube.com/watch?v=sandbox${id}`,
          externalLink: `https://www.youtube.com/watch?v=sandbox${id}` });
      } else if (kind === 'PROMO') {
        const promo = 100 + random.int(1, 20);
        banners.push({ ...base, linkageType: kind, linkage: `/promotions?id=${promo}`, redirect: 'PROMO', redirectPromotionId: promo });
      } else if (kind === 'EXTERNAL') {
        banners.push({ ...base, linkageType: kind, linkage: 'https://example.com/news', externalLink: 'https://example.com/news' });
      } else if (kind === 'GAME') {
        const game = catalog().find((g) => g.gameType === gameType && g.isGame === '1') ?? catalog()[0];
        banners.push({ ...base, linkageType: kind, linkage: String(game?.nodeId ?? ''), gameType, vendor: game?.vassalage,
          nodeId: game?.nodeId });
      } else if (kind === 'VENDOR') {
        const vendor = GROUP_VENDOR[groupName] ?? 'PG';
        banners.push({ ...base, linkageType: kind, linkage: vendor, vendor, gameType });
      } else {
        banners.push({ ...base, linkageType: 'NONE', linkage: '' });
      }
      id += 1;
    }
  }
  return banners;
}

let banners: SeedBanner[] | undefined;
/** Every seeded banner; each group of SPEC §2 has at least two. */
export function allBanners(): readonly SeedBanner[] {
  banners ??= buildBanners();
  return banners;
}

/** A fixed clock so generated dates are stable: 2026-01-01T00:00:00Z. */
export const SEED_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

export interface SeedAnnouncement {
  id: number;
  title: string;
  /** HTML; the site must sanitize it. */
  content: string;
  execution: 'A' | 'B' | 'F';
  promotionType?: string;
  startDate: number;
  endDate: number;
  priority: number;
  sequence: number;
}

/** Popup announcements: execution A (always), B (once per login), F (first visit). */
export const ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  { id: 501, title: 'Welcome to the new site', content: '<p>Enjoy <strong>faster</strong> games and a fresh look.</p>',
    execution: 'A', startDate: SEED_EPOCH, endDate: SEED_EPOCH + 365 * DAY, priority: 1, sequence: 1 },
  { id: 502, title: 'First deposit bonus 100%', execution: 'B', promotionType: 'DEPOSIT',
    content: '<p>Deposit today and get a <em>100%</em> bonus up to 5,000.</p><ul><li>Minimum deposit 100</li><li>Turnover x10</li></ul>',
    startDate: SEED_EPOCH, endDate: SEED_EPOCH + 90 * DAY, priority: 2, sequence: 2 },
  { id: 503, title: 'Scheduled maintenance notice',
    content: '<p>Some vendors will be under maintenance on Sunday 02:00–04:00.</p><img src="x" onerror="alert(1)"><script>alert("x")</script>',
    execution: 'F', startDate: SEED_EPOCH, endDate: SEED_EPOCH + 30 * DAY, priority: 3, sequence: 3 },
  { id: 504, title: 'Daily rebate up to 1.2%', execution: 'A', promotionType: 'REBATE',
    content: '<p>Slots rebate <b>1.2%</b>, live casino <b>0.8%</b>, paid every day.</p><a href="javascript:alert(1)">details</a>',
    startDate: SEED_EPOCH, endDate: SEED_EPOCH + 60 * DAY, priority: 4, sequence: 4 },
  { id: 505, title: 'Invite friends, earn together', execution: 'F', promotionType: 'REFERRAL',
    content: '<p>Share your link and earn a bonus for every friend who plays.</p>',
    startDate: SEED_EPOCH, endDate: SEED_EPOCH + 120 * DAY, priority: 5, sequence: 5 },
];

export interface SeedNotice {
  id: number;
  title: string;
  content: string;
  type: string;
  priority: number;
  sequence: number;
  startDate: number;
  endDate: number;
}

const NOTICE_TITLES = [
  'Payment channel upgraded', 'New slots from PG Soft', 'Cockfight schedule updated', 'Weekend lottery draw times',
  'Security reminder', 'VIP level benefits', 'E-sports finals this week', 'Bingo night every Friday', 'Mobile app update',
  'Withdrawal limits raised', 'Holiday customer service hours', 'New live tables', 'Fishing tournament',
];

/** The scrolling notice list (player notices): 13 items so the popup's paging by 9 has two pages. */
export const NOTICES: readonly SeedNotice[] = NOTICE_TITLES.map((title, index) => ({
  id: 700 + index,
  title,
  content: `<p>${title}. Read the details in the help centre.</p>`,
  type: 'PL',
  priority: index + 1,
  sequence: index + 1,
  startDate: SEED_EPOCH + index * DAY,
  endDate: SEED_EPOCH + (index + 60) * DAY,
}));

export interface SeedWinner {
  customerName: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  winAmount: number;
  winTime: number;
}

/** 60 winner records; names masked the way the platform masks them. */
export function winners(): readonly SeedWinner[] {
  const random = createRandom(42);
  const games = catalog().filter((game) => game.gameType === 'RNG' || game.gameType === 'FISH');
  return Array.from({ length: 60 }, (_, index) => {
    const game = random.pick(games);
    const name = `${random.pick(['jo', 'ma', 'an', 'le', 'ki', 'ra', 'te', 'vi'])}${random.int(10, 99)}`;
    return {
      customerName: `${name.slice(0, 2)}***${name.slice(-1)}`,
      gameName: game.gameName,
      gameType: game.gameType,
      vassalage: game.vassalage,
      winAmount: Math.round(random.int(500, 250_000) * 100) / 100 + random.int(0, 99) / 100,
      winTime: SEED_EPOCH + index * 3_600_000,
    };
  });
}
