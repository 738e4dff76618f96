/**
 * Promotions: each brand's catalogue and each member's state in it (statuses, issued rewards and the claim history).
 * The one place every reward lives: the promotions page, the rewards centre (sign-in, rescue fund, tickets, promo codes,
 * missions) and the available-promotions badges all read and write through these exports, so a reward issued anywhere
 * shows in one claim history and a claim moves the main wallet and the transaction history.
 *
 * Per-member state is seeded lazily on first use for any account, deterministically from the seeded login it is (or
 * is a copy of: `POST /__sandbox/clone`), so a fresh copy of member01 starts where member01 started.
 */
import type { components } from '../../src/api/schema.gen.ts';
import { merchantFor } from '../merchants.ts';
import { recordsHistory } from '../operations/records.ts';
import { createRandom, hashString } from '../prng.ts';
import { MAIN_WALLET_ID, SEEDED_LOGINS, findMember, onStoreReset, sandboxNow, type StoredMember } from '../store.ts';

type Schemas = components['schemas'];
export type PromotionType = Schemas['PromotionType'];
export type PromotionCategoryCode = Schemas['PromotionCategoryCode'];
export type PromotionTag = Schemas['PromotionTag'];
export type MemberStatusCode = Schemas['PromotionMemberStatusCode'];
export type ClaimStatus = Schemas['PromotionClaimStatus'];
export type JoinMode = Schemas['PromotionSummary']['joinMode'];

/** The brand the sandbox uses when a caller names none. */
export const DEFAULT_BRAND = 'luckystar';
const DAY = 86_400_000;

/** SPEC §2's filters in the platform's order, with the platform's display names. */
export const PROMOTION_CATEGORIES: readonly { code: PromotionCategoryCode; name: string }[] = [
  { code: 'ALL', name: 'All' }, { code: 'OTHERS', name: 'Others' }, { code: 'SPORTS', name: 'Sports' },
  { code: 'LIVE', name: 'Live' }, { code: 'SLOTS', name: 'Slots' }, { code: 'CARD_GAMES', name: 'Card games' },
  { code: 'FISH', name: 'Fish' }, { code: 'LOTTO', name: 'Lotto' }, { code: 'REBATE', name: 'Rebate' },
  { code: 'POINTS_MALL', name: 'Points mall' }, { code: 'RANKING', name: 'Ranking' }, { code: 'DEPOSIT', name: 'Deposit' },
  { code: 'APP_DOWNLOAD', name: 'App download' }, { code: 'NEWBIE', name: 'Newbie' },
];

/** A catalogue entry; amounts in PHP, scaled to the brand's currency when served. */
interface CatalogueRow {
  id: number;
  type: PromotionType;
  title: string;
  summary: string;
  categories: PromotionCategoryCode[];
  tags: PromotionTag[];
  when: 'running' | 'soon' | 'closed';
  joinMode: JoinMode;
  /** The reward a member gets from it (PHP). */
  reward: number;
  /** Only on this brand (default: both). */
  brand?: string;
}

// Ids 101-120: the home and promotions banners link to /promotions?id=101..120 (seed/content.ts).
const CATALOGUE: readonly CatalogueRow[] = [
  { id: 101, type: 'SIGNUP', title: 'Sports weekend sign-up bonus', summary: 'Sign up, bet 1,000 on sports this weekend, get 188.', categories: ['SPORTS'], tags: ['LIMITED'], when: 'running', joinMode: 'JOIN', reward: 188 },
  { id: 102, type: 'RAFFLE', title: 'Lucky raffle: win up to 8,888', summary: 'Join the draw; every member in it has a chance.', categories: ['OTHERS'], tags: ['SPECIAL_OFFER', 'LIMITED'], when: 'running', joinMode: 'RAFFLE', reward: 888 },
  { id: 103, type: 'MANUAL', title: 'Slots big win bonus', summary: 'Hit a 500x win? Send us the screenshot for a bonus.', categories: ['SLOTS'], tags: ['HIGH_REBATE'], when: 'running', joinMode: 'APPLY', reward: 500 },
  { id: 104, type: 'FIRST_DEPOSIT', title: 'First deposit bonus 100%', summary: 'Double your first deposit, up to 5,000.', categories: ['DEPOSIT', 'NEWBIE'], tags: ['NEWBIE', 'SPECIAL_OFFER'], when: 'running', joinMode: 'AUTO', reward: 5000 },
  { id: 105, type: 'DEPOSIT', title: 'Daily reload bonus 10%', summary: '10% on your first deposit of the day, up to 1,000.', categories: ['DEPOSIT'], tags: ['DAILY'], when: 'running', joinMode: 'AUTO', reward: 1000 },
  { id: 106, type: 'DEPOSIT_COUNT', title: 'Deposit 5 times, get 288', summary: 'Five deposits in a week earn a bonus.', categories: ['DEPOSIT'], tags: [], when: 'running', joinMode: 'AUTO', reward: 288 },
  { id: 107, type: 'NEW_REGISTER', title: 'Welcome gift for new members', summary: 'A free 38 for every new account.', categories: ['NEWBIE'], tags: ['NEWBIE'], when: 'running', joinMode: 'AUTO', reward: 38 },
  { id: 108, type: 'LUCKY_BET', title: 'Lucky bet numbers in live casino', summary: 'Sign up, then win on a lucky number for an extra prize.', categories: ['LIVE'], tags: ['SPECIAL_OFFER'], when: 'running', joinMode: 'JOIN', reward: 168 },
  { id: 109, type: 'QUEST', title: 'Fishing quest', summary: 'Catch 100 fish this week for a reward.', categories: ['FISH'], tags: ['DAILY'], when: 'running', joinMode: 'JOIN', reward: 120 },
  { id: 110, type: 'SAVIOR', title: 'Rescue fund: 10% of yesterday\'s loss', summary: 'A daily rescue when luck runs out.', categories: ['REBATE'], tags: ['DAILY'], when: 'running', joinMode: 'AUTO', reward: 300 },
  { id: 111, type: 'LOGIN', title: 'Daily sign-in rewards', summary: 'Sign in every day; the seventh day pays the most.', categories: ['OTHERS'], tags: ['DAILY'], when: 'running', joinMode: 'AUTO', reward: 58 },
  { id: 112, type: 'REFERRAL', title: 'Invite friends, earn together', summary: 'A bonus for every friend who plays.', categories: ['OTHERS'], tags: [], when: 'running', joinMode: 'AUTO', reward: 100 },
  { id: 113, type: 'RANK_BOARD', title: 'Weekly slots leaderboard', summary: 'The top 20 slots players share 100,000.', categories: ['RANKING', 'SLOTS'], tags: ['VIP'], when: 'running', joinMode: 'AUTO', reward: 2000 },
  { id: 114, type: 'MISSION', title: 'Daily missions', summary: 'Finish missions, collect rewards.', categories: ['OTHERS'], tags: ['DAILY'], when: 'running', joinMode: 'AUTO', reward: 50 },
  { id: 115, type: 'MANUAL', title: 'Card games high rebate', summary: 'Apply for 1.5% rebate on card games.', categories: ['CARD_GAMES', 'REBATE'], tags: ['HIGH_REBATE', 'VIP'], when: 'running', joinMode: 'APPLY', reward: 350 },
  { id: 116, type: 'SIGNUP', title: 'Lotto jackpot week', summary: 'Double prizes on every lotto draw next week.', categories: ['LOTTO'], tags: ['LIMITED'], when: 'soon', joinMode: 'JOIN', reward: 888 },
  { id: 117, type: 'MANUAL', title: 'Points mall double points', summary: 'Apply to earn double points this month.', categories: ['POINTS_MALL'], tags: ['SPECIAL_OFFER'], when: 'running', joinMode: 'APPLY', reward: 200 },
  { id: 118, type: 'SIGNUP', title: 'App download bonus', summary: 'Sign in on the app for a free 28.', categories: ['APP_DOWNLOAD'], tags: ['NEWBIE'], when: 'running', joinMode: 'JOIN', reward: 28 },
  { id: 119, type: 'SIGNUP', title: 'Live casino summer cup', summary: 'The summer cup has ended; thanks for playing.', categories: ['LIVE'], tags: ['LIMITED'], when: 'closed', joinMode: 'JOIN', reward: 1888 },
  { id: 120, type: 'MANUAL', title: 'VIP birthday bonus', summary: 'VIP members: apply in your birthday month.', categories: ['OTHERS'], tags: ['VIP'], when: 'running', joinMode: 'APPLY', reward: 888 },
];

/** A promotion as the list and detail calls serve it (amounts in the brand's currency). */
export interface SandboxPromotion {
  promotionId: number;
  title: string;
  summary: string;
  promotionType: PromotionType;
  imageUrl: string;
  categories: PromotionCategoryCode[];
  tags: PromotionTag[];
  startTime: number;
  endTime: number | null;
  status: 'RUNNING' | 'COMING_SOON' | 'CLOSED';
  joinMode: JoinMode;
  maxReward: number | null;
  content: string;
}

/** Amounts of a brand: VND brands count in thousands of the PHP figures' size. */
export function brandScale(brand: string): number {
  return merchantFor(brand).currency.code === 'VND' ? 500 : 1;
}

const dayStart = (t: number) => t - (t % DAY);

function rulesHtml(row: CatalogueRow, reward: number, currency: string): string {
  // Server HTML on purpose with a script and a javascript: link: the page must sanitize it. (No inline handler: Chrome
  // reports one as a CSP refusal while DOMPurify parses it, which the browser tests count as a failure.)
  return `<h3>${row.title}</h3><p>${row.summary}</p><ol><li>Reward: <strong>${reward.toLocaleString('en-US')} ${currency}</strong>.</li>`
    + '<li>Turnover x5 of the reward before a withdrawal.</li><li>One reward per member, household and device.</li></ol>'
    + '<p><a href="https://example.com/terms" target="_blank">General terms</a> <a href="javascript:alert(1)">details</a></p>'
    + '<script>alert("promo")</script>';
}

/** The brand's promotions at the sandbox's `now` (running ones started 10 days ago; closed ended 3 days ago). */
export function catalogueOf(brand: string = DEFAULT_BRAND, now = sandboxNow()): SandboxPromotion[] {
  const scale = brandScale(brand);
  const currency = merchantFor(brand).currency.code;
  const today = dayStart(now);
  return CATALOGUE.filter((row) => !row.brand || row.brand === brand).map((row, i) => {
    const startTime = row.when === 'soon' ? today + 5 * DAY : today - (10 + i) * DAY;
    const endTime = row.when === 'closed' ? today - 3 * DAY : row.tags.includes('DAILY') ? null : row.when === 'soon' ? today + 12 * DAY : today + (20 + i) * DAY;
    const reward = row.reward * scale;
    return {
      promotionId: row.id, title: row.title, summary: row.summary,
      promotionType: row.type, imageUrl: `/wps/sandbox-assets/banner/${row.id}.svg`, categories: row.categories,
      tags: row.tags, startTime, endTime, status: row.when === 'soon' ? 'COMING_SOON' : row.when === 'closed' ? 'CLOSED' : 'RUNNING',
      joinMode: row.joinMode, maxReward: reward, content: rulesHtml(row, reward, currency),
    };
  });
}

export function findPromotion(brand: string, promotionId: number): SandboxPromotion | undefined {
  return catalogueOf(brand).find((p) => p.promotionId === promotionId);
}

/** The member's standing in one promotion. */
export interface MemberPromotionEntry {
  status: MemberStatusCode;
  rejectReason: string | null;
  promotionClaimId: string | null;
  rewardAmount: number | null;
  updateTime: number;
  remarks?: string;
  pictures?: number;
}

/** A reward of any promotion type: I issued (to claim), C claimed, R rejected, E expired. */
export interface StoredClaim {
  promotionClaimId: string;
  promotionId: number | null;
  promotionType: PromotionType;
  promotionName: string;
  amount: number;
  status: ClaimStatus;
  issueTime: number;
  claimTime: number | null;
  expireTime: number | null;
  rejectReason: string | null;
}

/** The member's raffle (promotion 102): joined with a draw number, then drawn at drawTime. */
export interface RaffleEntry {
  joined: boolean;
  ticketNo: string | null;
  drawTime: number;
  drawn: boolean;
  won: boolean;
  prizeAmount: number | null;
  claimed: boolean;
}

interface MemberPromotions {
  entries: Map<number, MemberPromotionEntry>;
  /** Newest last. */
  claims: StoredClaim[];
  raffle: RaffleEntry;
  nextClaim: number;
  prefix: string;
}

export const RAFFLE_PROMOTION_ID = 102;

const states = new Map<string, MemberPromotions>();
onStoreReset(() => states.clear());

/** The seeded login an account is, or is a copy of (`member01xk3` → member01). */
export function seedBaseOf(account: string): string {
  const name = account.toLowerCase();
  const copy = /^(.{1,8})x[0-9a-z]+$/.exec(name)?.[1];
  return copy && SEEDED_LOGINS.some((login) => login.account === copy) ? copy : name;
}

const CLAIM_HISTORY_TYPES: readonly PromotionType[] = ['LOGIN', 'LOGIN', 'SAVIOR', 'DEPOSIT', 'FIRST_DEPOSIT', 'MISSION', 'MISSION',
  'REFERRAL', 'RANK_BOARD', 'QUEST', 'LUCKY_BET', 'DEPOSIT_COUNT', 'MANUAL', 'NEW_REGISTER'];
const TYPE_NAMES: Partial<Record<PromotionType, string>> = {
  LOGIN: 'Daily sign-in reward', SAVIOR: 'Rescue fund', MISSION: 'Mission reward', REFERRAL: 'Referral bonus',
  MANUAL: 'Bonus request', NEW_REGISTER: 'Welcome gift',
};

function nameOf(type: PromotionType, promotionId: number | null): string {
  const promo = promotionId === null ? undefined : CATALOGUE.find((row) => row.id === promotionId);
  return promo?.title ?? TYPE_NAMES[type] ?? CATALOGUE.find((row) => row.type === type)?.title ?? type;
}

function newClaimId(state: MemberPromotions): string {
  state.nextClaim += 1;
  return `${state.prefix}${String(state.nextClaim).padStart(4, '0')}`;
}

function seedState(member: StoredMember, brand: string): MemberPromotions {
  const now = sandboxNow();
  const scale = brandScale(brand);
  const brandTag = brand.slice(0, 2).toUpperCase();
  const state: MemberPromotions = {
    entries: new Map(), claims: [], nextClaim: 0, prefix: `PC${brandTag}${member.id}-`,
    raffle: { joined: false, ticketNo: null, drawTime: dayStart(now) + DAY + 12 * 3_600_000, drawn: false, won: false, prizeAmount: null, claimed: false },
  };
  if (member.type === 4) return state;
  const base = seedBaseOf(member.account);
  const random = createRandom(hashString(`promotions:${base}:${brand}`));
  const money = (min: number, max: number) => random.int(min, max) * scale;
  // The claim history: months of small rewards, mostly claimed, a few rejected or expired.
  const historyCount = base === 'member01' ? 24 : random.int(3, 8);
  for (let i = historyCount; i >= 1; i -= 1) {
    const type = random.pick(CLAIM_HISTORY_TYPES);
    const issueTime = now - i * 2.5 * DAY - random.int(0, 20) * 3_600_000;
    const roll = random.int(1, 10);
    const status: ClaimStatus = roll === 1 ? 'R' : roll === 2 ? 'E' : 'C';
    state.claims.push({ promotionClaimId: newClaimId(state), promotionId: null, promotionType: type,
      promotionName: nameOf(type, null), amount: money(5, 300), status, issueTime,
      claimTime: status === 'C' ? issueTime + random.int(1, 30) * 3_600_000 : null,
      expireTime: issueTime + 7 * DAY, rejectReason: status === 'R' ? 'Duplicate account detected' : null });
  }
  const set = (id: number, status: MemberStatusCode, extra: Partial<MemberPromotionEntry> = {}) =>
    state.entries.set(id, { status, rejectReason: null, promotionClaimId: null, rewardAmount: null, updateTime: now - DAY, ...extra });
  if (base === 'member01') {
    // Every status of SPEC §4 appears once; 108 (join), 103 (apply) and 109 (claim) are left for the journeys.
    set(101, 'JOINED');
    set(115, 'APPLYING', { remarks: 'Played 200 hands of baccarat this week.', pictures: 1 });
    set(117, 'PROCESS');
    set(120, 'REJECTED', { rejectReason: 'Your birthday month is not this month.' });
    set(118, 'CLAIMED', { rewardAmount: 28 * scale });
    state.claims.push({ promotionClaimId: newClaimId(state), promotionId: 118, promotionType: 'SIGNUP', promotionName: nameOf('SIGNUP', 118),
      amount: 28 * scale, status: 'C', issueTime: now - 3 * DAY, claimTime: now - 3 * DAY + 3_600_000, expireTime: now + 4 * DAY, rejectReason: null });
    issueInto(state, brand, { promotionId: 109, promotionType: 'QUEST', amount: 120 * scale, issueTime: now - 2 * 3_600_000 });
    issueInto(state, brand, { promotionType: 'MISSION', amount: 50 * scale, issueTime: now - 5 * 3_600_000 });
    issueInto(state, brand, { promotionId: 106, promotionType: 'DEPOSIT_COUNT', amount: 288 * scale, issueTime: now - 26 * 3_600_000 });
    // The raffle was drawn yesterday and member01 won; the prize waits to be claimed.
    Object.assign(state.raffle, { joined: true, ticketNo: `R${String(member.id).padStart(6, '0')}`, drawTime: now - DAY, drawn: true, won: true, prizeAmount: 888 * scale });
    set(RAFFLE_PROMOTION_ID, 'ISSUED', { rewardAmount: 888 * scale });
  } else {
    if (random.int(0, 1) === 1) set(101, 'JOINED');
    if (random.int(0, 2) === 0) issueInto(state, brand, { promotionType: 'MISSION', amount: money(10, 80), issueTime: now - 3 * 3_600_000 });
  }
  return state;
}

function issueInto(state: MemberPromotions, brand: string, input: IssueInput): StoredClaim {
  const now = sandboxNow();
  const issueTime = input.issueTime ?? now;
  const claim: StoredClaim = {
    promotionClaimId: newClaimId(state), promotionId: input.promotionId ?? null, promotionType: input.promotionType,
    promotionName: input.promotionName ?? nameOf(input.promotionType, input.promotionId ?? null),
    amount: Math.round(input.amount * 100) / 100, status: 'I', issueTime, claimTime: null,
    expireTime: input.expireTime === undefined ? issueTime + 7 * DAY : input.expireTime, rejectReason: null,
  };
  state.claims.push(claim);
  if (input.promotionId !== undefined && input.promotionId !== null && input.promotionId !== RAFFLE_PROMOTION_ID) {
    const entry = state.entries.get(input.promotionId);
    state.entries.set(input.promotionId, { rejectReason: null, ...entry, status: 'ISSUED', promotionClaimId: claim.promotionClaimId,
      rewardAmount: claim.amount, updateTime: issueTime });
  }
  return claim;
}

function stateOf(member: StoredMember, brand: string): MemberPromotions {
  const key = `${member.id}:${brand}`;
  let state = states.get(key);
  if (!state) {
    state = seedState(member, brand);
    states.set(key, state);
  }
  const now = sandboxNow();
  for (const claim of state.claims) if (claim.status === 'I' && claim.expireTime !== null && claim.expireTime < now) claim.status = 'E';
  return state;
}

function memberOf(account: string): StoredMember {
  const member = findMember(account);
  if (!member) throw new Error(`sandbox promotions: no account "${account}"`);
  return member;
}

/** The member's status in each promotion of the brand they did something in (no entry: NONE). */
export function promotionsOf(account: string, brand: string = DEFAULT_BRAND): ReadonlyMap<number, MemberPromotionEntry> {
  return stateOf(memberOf(account), brand).entries;
}

/** Every reward of the member on the brand, newest last: issued ones (I) waiting and the claimed/rejected/expired history. */
export function claimsOf(account: string, brand: string = DEFAULT_BRAND): readonly StoredClaim[] {
  return stateOf(memberOf(account), brand).claims;
}

/** What `issueReward` takes: a promotion type and amount (brand currency); promotionId links it to a catalogue card. */
export interface IssueInput {
  promotionType: PromotionType;
  amount: number;
  promotionId?: number | null;
  /** Shown in the history; default: the promotion's title or the type's name. */
  promotionName?: string;
  issueTime?: number;
  /** null = never expires; default 7 days after issue. */
  expireTime?: number | null;
}

/** Issues a reward (status I) the member claims later (rewards centre, promotion detail). */
export function issueReward(account: string, input: IssueInput, brand: string = DEFAULT_BRAND): StoredClaim {
  return issueInto(stateOf(memberOf(account), brand), brand, input);
}

export type ClaimOutcome =
  | { ok: true; claim: StoredClaim; mainBalance: number }
  | { ok: false; code: 'claim.not.found' | 'claim.already.claimed' | 'claim.expired' | 'in_need_true_account' };

/** Claims an issued reward: the main wallet grows by its amount and the transaction history shows it (Promotion). */
export function claimIssued(account: string, promotionClaimId: string, brand: string = DEFAULT_BRAND): ClaimOutcome {
  const member = memberOf(account);
  if (member.type === 4) return { ok: false, code: 'in_need_true_account' };
  const state = stateOf(member, brand);
  const claim = state.claims.find((c) => c.promotionClaimId === promotionClaimId);
  if (!claim) return { ok: false, code: 'claim.not.found' };
  if (claim.status === 'C') return { ok: false, code: 'claim.already.claimed' };
  if (claim.status !== 'I') return { ok: false, code: claim.status === 'E' ? 'claim.expired' : 'claim.not.found' };
  const now = sandboxNow();
  // The history is built before the money moves, so its last row's balance is the wallet before this credit.
  const history = recordsHistory(member.account);
  const balanceCents = Math.round((member.balances.get(MAIN_WALLET_ID) ?? 0) * 100) + Math.round(claim.amount * 100);
  member.balances.set(MAIN_WALLET_ID, balanceCents / 100);
  history?.addTransaction({ code: 'dividend', amount: Math.round(claim.amount * 100), balance: balanceCents, time: now,
    remark: claim.promotionName, orderNo: claim.promotionClaimId });
  claim.status = 'C';
  claim.claimTime = now;
  if (claim.promotionId !== null) {
    const entry = state.entries.get(claim.promotionId);
    state.entries.set(claim.promotionId, { rejectReason: null, promotionClaimId: null, ...entry, status: 'CLAIMED', rewardAmount: claim.amount, updateTime: now });
    if (claim.promotionId === RAFFLE_PROMOTION_ID) state.raffle.claimed = true;
  }
  return { ok: true, claim, mainBalance: balanceCents / 100 };
}

/** Issues and claims at once (daily sign-in, rescue fund, tickets, promo codes): the wallet moves now. */
export function issueAndClaim(account: string, input: IssueInput, brand: string = DEFAULT_BRAND): ClaimOutcome {
  const claim = issueReward(account, input, brand);
  return claimIssued(account, claim.promotionClaimId, brand);
}

/** Rewards waiting to be claimed, by promotion type (the available-promotions badges). */
export function issuedCountByType(account: string, brand: string = DEFAULT_BRAND): Partial<Record<PromotionType, number>> {
  const counts: Partial<Record<PromotionType, number>> = {};
  for (const claim of claimsOf(account, brand)) if (claim.status === 'I') counts[claim.promotionType] = (counts[claim.promotionType] ?? 0) + 1;
  return counts;
}

export type ActionOutcome =
  | { ok: true; entry: MemberPromotionEntry; mainBalance?: number }
  | { ok: false; code: string };

function actionable(member: StoredMember, brand: string, promotionId: number, mode: JoinMode): SandboxPromotion | string {
  const promotion = findPromotion(brand, promotionId);
  if (!promotion) return 'promotion.not.found';
  if (member.type === 4) return 'in_need_true_account';
  if (promotion.status !== 'RUNNING') return 'promotion.not.running';
  if (promotion.joinMode !== mode) return 'promotion.not.found';
  return promotion;
}

/** Joins a JOIN promotion (once) or the raffle (a draw number, drawn at the next draw). */
export function joinPromotion(account: string, promotionId: number, brand: string = DEFAULT_BRAND): ActionOutcome {
  const member = memberOf(account);
  const mode = promotionId === RAFFLE_PROMOTION_ID ? 'RAFFLE' : 'JOIN';
  const promotion = actionable(member, brand, promotionId, mode);
  if (typeof promotion === 'string') return { ok: false, code: promotion };
  const state = stateOf(member, brand);
  if (state.entries.has(promotionId)) return { ok: false, code: 'promotion.already.joined' };
  const entry: MemberPromotionEntry = { status: 'JOINED', rejectReason: null, promotionClaimId: null, rewardAmount: null, updateTime: sandboxNow() };
  state.entries.set(promotionId, entry);
  if (mode === 'RAFFLE') Object.assign(state.raffle, { joined: true, ticketNo: `R${String(member.id).padStart(6, '0')}` });
  return { ok: true, entry };
}

/** Applies for an APPLY promotion's reward (remark and pictures checked by the caller): APPLYING until reviewed. */
export function applyPromotion(account: string, promotionId: number, remarks: string, pictures: number, brand: string = DEFAULT_BRAND): ActionOutcome {
  const member = memberOf(account);
  const promotion = actionable(member, brand, promotionId, 'APPLY');
  if (typeof promotion === 'string') return { ok: false, code: promotion };
  const state = stateOf(member, brand);
  const current = state.entries.get(promotionId);
  if (current && current.status !== 'REJECTED') return { ok: false, code: 'promotion.already.applied' };
  const entry: MemberPromotionEntry = { status: 'APPLYING', rejectReason: null, promotionClaimId: null, rewardAmount: null, updateTime: sandboxNow(), remarks, pictures };
  state.entries.set(promotionId, entry);
  return { ok: true, entry };
}

/** The platform reviews an application (sandbox control): approve issues the reward, reject records the reason. */
export function reviewApplication(account: string, promotionId: number, approve: boolean, reason: string | null, brand: string = DEFAULT_BRAND): ActionOutcome {
  const member = memberOf(account);
  const state = stateOf(member, brand);
  const entry = state.entries.get(promotionId);
  const promotion = findPromotion(brand, promotionId);
  if (!entry || !promotion || (entry.status !== 'APPLYING' && entry.status !== 'PROCESS')) return { ok: false, code: 'promotion.not.applied' };
  if (!approve) {
    Object.assign(entry, { status: 'REJECTED', rejectReason: reason ?? 'Your application does not meet the rules.', updateTime: sandboxNow() });
    return { ok: true, entry };
  }
  issueInto(state, brand, { promotionId, promotionType: promotion.promotionType, amount: promotion.maxReward ?? 0 });
  return { ok: true, entry: state.entries.get(promotionId) ?? entry };
}

/** The member's raffle standing; a pending draw whose time has come is drawn (a win issues the prize). */
export function raffleOf(account: string, brand: string = DEFAULT_BRAND): RaffleEntry {
  const member = memberOf(account);
  const state = stateOf(member, brand);
  if (state.raffle.joined && !state.raffle.drawn && state.raffle.drawTime <= sandboxNow()) drawRaffle(account, brand);
  return state.raffle;
}

/** Draws the member's raffle now (sandbox control or its time came): a joined member wins the prize. */
export function drawRaffle(account: string, brand: string = DEFAULT_BRAND): RaffleEntry {
  const state = stateOf(memberOf(account), brand);
  const raffle = state.raffle;
  if (!raffle.joined || raffle.drawn) return raffle;
  const prize = (findPromotion(brand, RAFFLE_PROMOTION_ID)?.maxReward ?? 0);
  Object.assign(raffle, { drawn: true, won: true, prizeAmount: prize, drawTime: Math.min(raffle.drawTime, sandboxNow()) });
  const entry = state.entries.get(RAFFLE_PROMOTION_ID);
  if (entry) Object.assign(entry, { status: 'ISSUED', rewardAmount: prize, updateTime: sandboxNow() });
  return raffle;
}

/** Claims a won raffle prize into the main wallet (through the claim history, like any reward). */
export function claimRaffle(account: string, brand: string = DEFAULT_BRAND): ActionOutcome {
  const member = memberOf(account);
  if (member.type === 4) return { ok: false, code: 'in_need_true_account' };
  const raffle = raffleOf(account, brand);
  if (!raffle.joined || !raffle.drawn) return { ok: false, code: 'raffle.not.drawn' };
  if (!raffle.won || raffle.prizeAmount === null) return { ok: false, code: 'raffle.not.won' };
  if (raffle.claimed) return { ok: false, code: 'raffle.already.claimed' };
  const claim = issueReward(account, { promotionId: RAFFLE_PROMOTION_ID, promotionType: 'RAFFLE', amount: raffle.prizeAmount }, brand);
  const outcome = claimIssued(account, claim.promotionClaimId, brand);
  if (!outcome.ok) return { ok: false, code: outcome.code };
  const entry = stateOf(member, brand).entries.get(RAFFLE_PROMOTION_ID);
  return entry ? { ok: true, entry, mainBalance: outcome.mainBalance } : { ok: false, code: 'promotion.not.found' };
}
