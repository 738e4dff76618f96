/**
 * The rewards centre's per-member state (issue 13 "Rewards centre" and "Missions"): reward tickets, redeemed promo
 * codes, the daily sign-in cycle, the rescue fund (SAVIOR) and missions. Seeded lazily and deterministically the first
 * time a member asks (so a fresh copy from `POST /__sandbox/clone` has it too), forgotten on every store reset.
 *
 * Amounts here are in the luckystar brand's units (PHP); `brandScale` turns them into another brand's currency when a
 * call answers or credits, so the VND brand shows VND-sized rewards.
 */
import { createRandom, hashString } from '../prng.ts';
import { onStoreReset, sandboxNow, type StoredMember } from '../store.ts';

export const DAY_MS = 86_400_000;

/** Rewards of a brand are this many times the PHP figures (goldenlotus pays in VND). */
export function brandScale(currencyCode: string): number {
  return currencyCode === 'VND' ? 500 : 1;
}

/** Local midnight of a time: the sign-in calendar's, the rescue fund's and the missions' day. */
export function dayStart(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

export type TicketType = 'PRIZE_WHEEL' | 'GOLDEN_EGG' | 'RED_ENVELOPE' | 'SCRATCH_CARD';

export interface StoredTicket {
  transactionId: string;
  ticketType: TicketType;
  promotionId: number;
  promotionName: string;
  status: 'UNOPENED' | 'OPENED' | 'EXPIRED';
  receivedTime: number;
  expireTime: number | null;
  /** Decided when the ticket is given (the draw happens on the platform); shown once opened. */
  prize: number;
  openedTime: number | null;
}

export interface PromoCode {
  code: string;
  promotionId: number;
  promotionName: string;
  reward: number;
  /** Epoch ms after which the code is refused as expired. */
  expires: number;
}

export interface Redemption {
  promoCode: string;
  promotionName: string;
  reward: number;
  redeemTime: number;
}

export interface SignInDay {
  day: number;
  reward: number;
  depositRequired: number;
  betRequired: number;
}

export type MissionMetric = 'DEPOSIT' | 'BET' | 'LOGIN' | 'GAMES';

export interface StoredMission {
  missionId: number;
  title: string;
  category: 'DAILY' | 'WEEKLY' | 'ACHIEVEMENT';
  metric: MissionMetric;
  target: number;
  progress: number;
  reward: number;
  points: number;
  endTime: number | null;
  /** The reward claim issued when the mission was completed (promotions store), per brand. */
  claimIds: Map<string, string>;
  /** Completed and claimed before the sandbox started (no claim in this run's history). */
  claimedAtSeed?: boolean;
}

export interface RewardsState {
  tickets: StoredTicket[];
  redeemed: Redemption[];
  /** Day 1 of the current sign-in cycle (local midnight). */
  cycleStart: number;
  /** Days of the current cycle claimed. */
  signedDays: Set<number>;
  /** What the member deposited and bet today (the sign-in's requirements read these). */
  today: { day: number; deposit: number; bet: number };
  /** Yesterday's net loss (the rescue fund's base) and the day the rescue was last claimed. */
  yesterdayLoss: number;
  saviorClaimedDay: number | null;
  missions: StoredMission[];
}

export const LOGIN_PROMOTION_ID = 7001;
export const SAVIOR_PROMOTION_ID = 7002;
export const MISSION_PROMOTION_ID = 7003;
export const TICKET_PROMOTION_ID = 7004;

/** The sign-in cycle: seven days, each asking for a deposit and bets on that day from day 3 on. */
export const SIGN_IN_DAYS: readonly SignInDay[] = [
  { day: 1, reward: 5, depositRequired: 0, betRequired: 0 },
  { day: 2, reward: 8, depositRequired: 0, betRequired: 0 },
  { day: 3, reward: 10, depositRequired: 100, betRequired: 0 },
  { day: 4, reward: 15, depositRequired: 100, betRequired: 300 },
  { day: 5, reward: 20, depositRequired: 200, betRequired: 500 },
  { day: 6, reward: 25, depositRequired: 200, betRequired: 800 },
  { day: 7, reward: 50, depositRequired: 500, betRequired: 1000 },
];

/** A fresh member is on day 4 of a cycle: days 1 and 2 claimed, day 3 missed, today (4) waiting. */
export const SEEDED_SIGN_IN_DAY = 4;

/** The rescue fund (the catalogue's promotion 110): 10 % of yesterday's net loss from 500 on, at most 1,000. */
export const SAVIOR_RULES = { ratePercent: 10, minLoss: 500, maxReward: 1000 } as const;

/** The promo codes the platform knows (case-insensitive). FIRSTDEP50 is redeemed by every seeded member already. */
export function promoCodes(now = sandboxNow()): PromoCode[] {
  return [
    { code: 'WELCOME100', promotionId: 7101, promotionName: 'Welcome code', reward: 100, expires: now + 30 * DAY_MS },
    { code: 'LUCKY88', promotionId: 7102, promotionName: 'Lucky 88 code', reward: 88, expires: now + 30 * DAY_MS },
    { code: 'FIRSTDEP50', promotionId: 7103, promotionName: 'First deposit code', reward: 50, expires: now + 30 * DAY_MS },
    { code: 'SPRING2026', promotionId: 7104, promotionName: 'Spring festival code', reward: 60, expires: dayStart(now) - 10 * DAY_MS },
  ];
}

/** Longest promo code the platform accepts. */
export const PROMO_CODE_MAX = 32;

const states = new Map<number, RewardsState>();
onStoreReset(() => states.clear());

/** Members that "played yesterday and today": the seeded money set-ups (a fund password) and their copies. */
function isActive(member: StoredMember): boolean {
  return Boolean(member.fundPassword);
}

function seedTickets(member: StoredMember, now: number): StoredTicket[] {
  const random = createRandom(hashString('reward-tickets'));
  const types: TicketType[] = ['PRIZE_WHEEL', 'GOLDEN_EGG', 'RED_ENVELOPE', 'SCRATCH_CARD'];
  const names: Record<TicketType, string> = {
    PRIZE_WHEEL: 'Lucky wheel weekend',
    GOLDEN_EGG: 'Golden egg smash',
    RED_ENVELOPE: 'Red envelope rain',
    SCRATCH_CARD: 'Scratch and win',
  };
  const ticket = (n: number, type: TicketType, status: StoredTicket['status'], hoursAgo: number): StoredTicket => {
    const receivedTime = now - hoursAgo * 3_600_000;
    const prize = Math.round((5 + random.next() * 45) * 100) / 100;
    return {
      transactionId: `TK${member.id}${String(n).padStart(3, '0')}`,
      ticketType: type,
      promotionId: TICKET_PROMOTION_ID,
      promotionName: names[type],
      status,
      receivedTime,
      expireTime: status === 'EXPIRED' ? receivedTime + 24 * 3_600_000 : receivedTime + 7 * DAY_MS,
      prize,
      openedTime: status === 'OPENED' ? receivedTime + 3_600_000 : null,
    };
  };
  return [
    ...types.map((type, i) => ticket(i + 1, type, 'UNOPENED', 2 + i)),
    ticket(5, 'PRIZE_WHEEL', 'OPENED', 50),
    ticket(6, 'RED_ENVELOPE', 'OPENED', 75),
    ticket(7, 'GOLDEN_EGG', 'EXPIRED', 200),
  ];
}

function seedMissions(member: StoredMember, now: number, today: RewardsState['today']): StoredMission[] {
  const endOfDay = dayStart(now) + DAY_MS - 1;
  const endOfWeek = dayStart(now) + 7 * DAY_MS - 1;
  const active = isActive(member);
  const rows: Omit<StoredMission, 'claimIds'>[] = [
    { missionId: 1, title: 'Sign in today', category: 'DAILY', metric: 'LOGIN', target: 1, progress: 1, reward: 5, points: 10, endTime: endOfDay },
    { missionId: 2, title: 'Deposit today', category: 'DAILY', metric: 'DEPOSIT', target: 500, progress: today.deposit, reward: 10, points: 20, endTime: endOfDay },
    { missionId: 3, title: 'Bet today', category: 'DAILY', metric: 'BET', target: 2000, progress: today.bet, reward: 15, points: 30, endTime: endOfDay },
    { missionId: 4, title: 'Play different games this week', category: 'WEEKLY', metric: 'GAMES', target: 20, progress: active ? 7 : 1, reward: 30, points: 50, endTime: endOfWeek },
    { missionId: 5, title: 'Deposit this week', category: 'WEEKLY', metric: 'DEPOSIT', target: 3000, progress: active ? 3000 : 0, reward: 50, points: 80, endTime: endOfWeek },
    { missionId: 6, title: 'Sign in on 30 days', category: 'ACHIEVEMENT', metric: 'LOGIN', target: 30, progress: active ? 30 : 3, reward: 100, points: 100, endTime: null, claimedAtSeed: active },
  ];
  return rows.map((row) => ({ ...row, ...(row.missionId === 1 ? { claimedAtSeed: true } : {}), claimIds: new Map() }));
}

/** The member's rewards state, seeded on first use. */
export function rewardsOf(member: StoredMember): RewardsState {
  let state = states.get(member.id);
  if (!state) {
    const now = sandboxNow();
    const active = isActive(member);
    const today = { day: dayStart(now), deposit: active ? 500 : 0, bet: active ? 1250.5 : 0 };
    state = {
      tickets: seedTickets(member, now),
      redeemed: [{ promoCode: 'FIRSTDEP50', promotionName: 'First deposit code', reward: 50, redeemTime: now - 5 * DAY_MS }],
      cycleStart: dayStart(now) - (SEEDED_SIGN_IN_DAY - 1) * DAY_MS,
      signedDays: new Set([1, 2]),
      today,
      yesterdayLoss: active ? 2000 : 120,
      saviorClaimedDay: null,
      missions: seedMissions(member, now, today),
    };
    states.set(member.id, state);
  }
  roll(state);
  return state;
}

/** Moves the state on when the sandbox clock passed midnight (a new day, possibly a new sign-in cycle). */
function roll(state: RewardsState): void {
  const day = dayStart(sandboxNow());
  if (state.today.day !== day) state.today = { day, deposit: 0, bet: 0 };
  while (day >= state.cycleStart + SIGN_IN_DAYS.length * DAY_MS) {
    state.cycleStart += SIGN_IN_DAYS.length * DAY_MS;
    state.signedDays = new Set();
  }
}

/** Today's day of the sign-in cycle (1-based). */
export function signInToday(state: RewardsState): number {
  return Math.floor((dayStart(sandboxNow()) - state.cycleStart) / DAY_MS) + 1;
}

/** Sandbox control: what the member deposited and bet today (`POST /__sandbox/rewards/today`). */
export function setTodayActivity(member: StoredMember, activity: { deposit?: number; bet?: number }): RewardsState['today'] {
  const state = rewardsOf(member);
  if (activity.deposit !== undefined) state.today.deposit = activity.deposit;
  if (activity.bet !== undefined) state.today.bet = activity.bet;
  for (const mission of state.missions) {
    if (mission.category !== 'DAILY') continue;
    if (mission.metric === 'DEPOSIT') mission.progress = state.today.deposit;
    if (mission.metric === 'BET') mission.progress = state.today.bet;
  }
  return state.today;
}

/** Masked leaderboard names (ab***yz), deterministic per period. */
export function leaderboardNames(period: string, count: number): { name: string; score: number }[] {
  const random = createRandom(hashString(`mission-board-${period}`));
  const letters = 'abcdefghijkmnpqrstuvwxyz';
  const rows: { name: string; score: number }[] = [];
  let score = period === 'DAILY' ? 260 : 1400;
  for (let i = 0; i < count; i += 1) {
    const a = letters[random.int(0, letters.length - 1)] ?? 'a';
    const b = letters[random.int(0, letters.length - 1)] ?? 'b';
    const y = letters[random.int(0, letters.length - 1)] ?? 'y';
    const z = random.int(0, 9);
    rows.push({ name: `${a}${b}***${y}${z}`, score });
    score -= random.int(5, period === 'DAILY' ? 12 : 60);
  }
  return rows;
}

/** The prize of a leaderboard rank (PHP units): the top ten are paid. */
export function rankPrize(rank: number): number | null {
  if (rank === 1) return 1000;
  if (rank === 2) return 500;
  if (rank === 3) return 300;
  return rank <= 10 ? 100 : null;
}
