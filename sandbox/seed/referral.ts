import { createRandom, hashString } from '../prng.ts';
import { onStoreReset, sandboxNow, type StoredMember } from '../store.ts';

/**
 * Invite friends (issue 13, part J): each ordinary member's referral code, invitees and the rewards they brought, seeded
 * lazily and deterministically on first use (so a fresh `POST /__sandbox/clone` of member01 has them too). Registering
 * with a member's code adds an invitee (`recordReferralRegistration`, called by the register calls). Amounts are
 * integer minor units (cents) here; the operations answer decimals in the brand's currency.
 */

export type ReferralRewardType = 'INVITATION' | 'ACHIEVEMENT' | 'DEPOSIT_REBATE' | 'BET_REBATE';
export const REFERRAL_REWARD_TYPES: readonly ReferralRewardType[] = ['INVITATION', 'ACHIEVEMENT', 'DEPOSIT_REBATE', 'BET_REBATE'];

export interface Invitee {
  /** The registered account's id for invitees who registered in this run; seeded invitees have none. */
  memberId?: number;
  name: string;
  registerTime: number;
  /** Minor units since registering. */
  deposit: number;
  bet: number;
  qualifiedAt: number | null;
}

export interface ReferralReward {
  recordId: string;
  rewardType: ReferralRewardType;
  /** Minor units. */
  amount: number;
  time: number;
  inviteeName: string | null;
}

export interface ReferralState {
  /** Null until the member asks with autoGenerate (seeded members have one). */
  code: string | null;
  invitees: Invitee[];
  /** Newest last. */
  rewards: ReferralReward[];
}

/** The programme of a brand in minor units of its currency (rates in percent). */
export interface ReferralProgramme {
  invitationReward: number;
  qualifyingDeposit: number;
  qualifyingBet: number;
  depositRebateRate: number;
  betRebateRate: number;
  achievements: { invitees: number; reward: number }[];
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const PHP_PROGRAMME: ReferralProgramme = {
  invitationReward: 100_00,
  qualifyingDeposit: 500_00,
  qualifyingBet: 2000_00,
  depositRebateRate: 1,
  betRebateRate: 0.2,
  achievements: [{ invitees: 5, reward: 300_00 }, { invitees: 10, reward: 800_00 }, { invitees: 20, reward: 2000_00 }],
};

const thousand = (minor: number) => minor * 1000;

/** The brand's programme: Golden Lotus (VND) pays the same in thousands of dong. */
export function programmeFor(currencyCode: string): ReferralProgramme {
  if (currencyCode !== 'VND') return PHP_PROGRAMME;
  return { ...PHP_PROGRAMME, invitationReward: thousand(PHP_PROGRAMME.invitationReward), qualifyingDeposit: thousand(PHP_PROGRAMME.qualifyingDeposit),
    qualifyingBet: thousand(PHP_PROGRAMME.qualifyingBet), achievements: PHP_PROGRAMME.achievements.map((a) => ({ invitees: a.invitees, reward: thousand(a.reward) })) };
}

let states = new Map<number, ReferralState>();
onStoreReset(() => {
  states = new Map();
});

/** A code no agent link (LK…) or agent code (AFF…) can collide with: RF, the member id in base 36, a check pair. */
export function referralCodeFor(member: Pick<StoredMember, 'id' | 'account'>): string {
  const check = (hashString(member.account) % 1296).toString(36).toUpperCase().padStart(2, '0');
  return `RF${member.id.toString(36).toUpperCase()}${check}`;
}

const NAME_STEMS = ['ana', 'ben', 'carlo', 'dina', 'eli', 'faye', 'gino', 'hana', 'ivan', 'joy', 'kiko', 'lea', 'migs', 'nina', 'oscar', 'pia'];

/** Start of the sandbox's calendar day holding `ms`. */
export function dayStart(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** member01 and its copies get a full programme history; other members a few invitees or none, by their name. */
function seed(member: StoredMember, currencyCode: string): ReferralState {
  const rich = member.account.startsWith('member01');
  const random = createRandom(hashString(rich ? 'referral:member01' : `referral:${member.account}`));
  const count = rich ? 36 : [0, 0, 2, 5][random.int(0, 3)]!;
  const state: ReferralState = { code: rich || count > 0 ? referralCodeFor(member) : null, invitees: [], rewards: [] };
  if (count === 0) return state;
  const programme = programmeFor(currencyCode);
  const now = sandboxNow();
  const scale = currencyCode === 'VND' ? 1000 : 1;
  for (let i = 0; i < count; i += 1) {
    const registerTime = now - random.int(1, 120) * DAY_MS + random.int(0, 23) * HOUR_MS;
    const qualifies = random.next() < 0.6 && now - registerTime > 2 * DAY_MS;
    const deposit = qualifies ? programme.qualifyingDeposit + random.int(0, 40) * 100_00 * scale : random.int(0, 4) * 100_00 * scale;
    const bet = qualifies ? programme.qualifyingBet + random.int(0, 200) * 100_00 * scale : random.int(0, 15) * 100_00 * scale;
    const qualifiedAt = qualifies ? Math.min(now - HOUR_MS, registerTime + random.int(1, 10) * DAY_MS) : null;
    state.invitees.push({ name: `${random.pick(NAME_STEMS)}${random.int(100, 999)}`, registerTime, deposit, bet, qualifiedAt });
  }
  const rewards: Omit<ReferralReward, 'recordId'>[] = [];
  const qualified = state.invitees.filter((i) => i.qualifiedAt !== null).toSorted((a, b) => a.qualifiedAt! - b.qualifiedAt!);
  qualified.forEach((invitee, index) => {
    rewards.push({ rewardType: 'INVITATION', amount: programme.invitationReward, time: invitee.qualifiedAt!, inviteeName: invitee.name });
    const tier = programme.achievements.find((a) => a.invitees === index + 1);
    if (tier) rewards.push({ rewardType: 'ACHIEVEMENT', amount: tier.reward, time: invitee.qualifiedAt! + 1000, inviteeName: null });
    const depositRebate = Math.round((invitee.deposit * programme.depositRebateRate) / 100);
    const betRebate = Math.round((invitee.bet * programme.betRebateRate) / 100);
    const paid = Math.min(now - 2 * HOUR_MS, invitee.qualifiedAt! + DAY_MS);
    rewards.push({ rewardType: 'DEPOSIT_REBATE', amount: depositRebate, time: paid, inviteeName: invitee.name });
    rewards.push({ rewardType: 'BET_REBATE', amount: betRebate, time: paid + 1000, inviteeName: invitee.name });
  });
  // Something earned today, so the overview's "today" is not all zero on a first look.
  const today = Math.max(dayStart(now), now - HOUR_MS);
  const latest = qualified.at(-1);
  if (rich && latest) {
    rewards.push({ rewardType: 'BET_REBATE', amount: 12_40 * scale, time: today, inviteeName: latest.name });
    rewards.push({ rewardType: 'DEPOSIT_REBATE', amount: 25_00 * scale, time: today + 1000, inviteeName: latest.name });
  }
  state.rewards = rewards
    .filter((r) => r.amount > 0 && r.time <= now)
    .toSorted((a, b) => a.time - b.time)
    .map((r, i) => ({ ...r, recordId: `RR${member.id}${String(i + 1).padStart(4, '0')}` }));
  return state;
}

/** A member's referral state, seeded on first use in the currency of `currencyCode`. */
export function referralOf(member: StoredMember, currencyCode: string): ReferralState {
  let state = states.get(member.id);
  if (!state) {
    state = seed(member, currencyCode);
    states.set(member.id, state);
  }
  return state;
}

/** Gives the member a code if it has none (MCSFE_getReferralDetails?autoGenerate=true). */
export function ensureReferralCode(member: StoredMember, currencyCode: string): string {
  const state = referralOf(member, currencyCode);
  state.code ??= referralCodeFor(member);
  return state.code;
}

/** The member whose (generated) referral code this is, and its state; undefined for other codes. */
export function referralCodeOwner(code: string): { memberId: number; state: ReferralState } | undefined {
  const wanted = code.trim().toUpperCase();
  if (!wanted.startsWith('RF')) return undefined;
  for (const [memberId, state] of states) if (state.code === wanted) return { memberId, state };
  return undefined;
}

/** Counts an account registered with a member's referral code as that member's invitee (not yet qualified). */
export function recordReferralRegistration(code: string, member: StoredMember): void {
  const owner = referralCodeOwner(code);
  if (!owner || owner.memberId === member.id) return;
  owner.state.invitees.push({ memberId: member.id, name: member.account, registerTime: sandboxNow(), deposit: 0, bet: 0, qualifiedAt: null });
}

/**
 * Qualifies an invitee as if they had deposited and bet enough: the invitation reward (and an achievement reward when
 * the number of qualified invitees reaches a tier) are paid. Returns the rewards paid, in minor units.
 */
export function qualifyInvitee(member: StoredMember, currencyCode: string, inviteeName: string): ReferralReward[] | undefined {
  const state = referralOf(member, currencyCode);
  const invitee = state.invitees.find((i) => i.name === inviteeName);
  if (!invitee || invitee.qualifiedAt !== null) return undefined;
  const programme = programmeFor(currencyCode);
  const now = sandboxNow();
  invitee.qualifiedAt = now;
  invitee.deposit = Math.max(invitee.deposit, programme.qualifyingDeposit);
  invitee.bet = Math.max(invitee.bet, programme.qualifyingBet);
  const qualified = state.invitees.filter((i) => i.qualifiedAt !== null).length;
  const paid: ReferralReward[] = [];
  const add = (rewardType: ReferralRewardType, amount: number, from: string | null) => {
    const reward = { recordId: `RR${member.id}${String(state.rewards.length + 1).padStart(4, '0')}`, rewardType, amount, time: now, inviteeName: from };
    state.rewards.push(reward);
    paid.push(reward);
  };
  add('INVITATION', programme.invitationReward, invitee.name);
  const tier = programme.achievements.find((a) => a.invitees === qualified);
  if (tier) add('ACHIEVEMENT', tier.reward, null);
  return paid;
}
