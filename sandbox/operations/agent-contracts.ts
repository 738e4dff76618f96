import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { createRandom, hashString } from '../prng.ts';
import { authed, fail, gate, int, ok, readBody, str, type AuthedContext, type ScenarioSource } from '../responses.ts';
import { isAgent, directDownlines, teamOf, touchAgentTree } from '../seed/agents.ts';
import { cloneMember, findMember, findMemberById, onStoreReset, sandboxNow, type StoredMember } from '../store.ts';
import { registerContractSummary, type ContractSummary } from './agent-overview.ts';
import { http } from './http.ts';

/**
 * The agent contracts (issue 12, SPEC §3/§4/§9): dividend, daily, hourly and real-time salary contracts, the offers
 * uplines make to their direct agent downlines, termination requests, and the records of each contract by period.
 * State lives here (reset with the store); the consolidated call (agent-overview.ts) reads it through
 * `registerContractSummary`.
 */

type Schemas = components['schemas'];
export type ContractType = Schemas['AgentContractType'];
type Period = 'D' | 'W' | 'H' | 'M';
type Tier = Schemas['ContractTier'];

export const CONTRACT_TYPES: readonly ContractType[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];
/** Real-time salary settles every 5 minutes (SPEC §9). */
export const REALTIME_SETTLEMENT_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MAX_AGE_DAYS = 90;
const MAX_TIERS = 5;

export interface StoredContract {
  contractId: string;
  type: ContractType;
  status: 'ACTIVE' | 'TERMINATION_REQUESTED' | 'TERMINATED';
  holderId: number;
  /** Who gave it; undefined: the platform. */
  uplineId?: number;
  period: Period | null;
  tiers: Tier[];
  startMs: number;
  endMs?: number;
}

export interface StoredOffer {
  offerId: string;
  type: ContractType;
  kind: 'NEW' | 'TERMINATE';
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  fromId: number;
  toId: number;
  period: Period | null;
  tiers: Tier[];
  /** The contract a TERMINATE request is about. */
  contractId?: string;
  createdMs: number;
  decidedMs?: number;
}

interface ContractState {
  contracts: StoredContract[];
  offers: StoredOffer[];
  serial: number;
}

let state: ContractState | undefined;
onStoreReset(() => {
  state = undefined;
});

/** Which periods each kind may use: dividend W/H/M, daily D, hourly and real-time none (every hour, every 5 minutes). */
export const PERIODS: Readonly<Record<ContractType, readonly Period[]>> = { DIVIDEND: ['W', 'H', 'M'], DAILY: ['D'], HOURLY: [], REALTIME: [] };

/** Tier thresholds of the seeded contracts (per settlement period), with rates given per holder. */
const THRESHOLDS: Readonly<Record<ContractType, readonly Omit<Tier, 'rate'>[]>> = {
  DIVIDEND: [
    { validBet: 200_000, profitLoss: 10_000, activeMembers: 5 },
    { validBet: 1_000_000, profitLoss: 50_000, activeMembers: 15 },
    { validBet: 2_000_000, profitLoss: 100_000, activeMembers: 30 },
  ],
  DAILY: [
    { validBet: 1_000, profitLoss: null, activeMembers: 2 },
    { validBet: 20_000, profitLoss: null, activeMembers: 10 },
    { validBet: 120_000, profitLoss: null, activeMembers: 30 },
  ],
  HOURLY: [
    { validBet: 500, profitLoss: null, activeMembers: 1 },
    { validBet: 3_000, profitLoss: null, activeMembers: 4 },
    { validBet: 8_000, profitLoss: null, activeMembers: 8 },
  ],
  REALTIME: [
    { validBet: 50, profitLoss: null, activeMembers: 1 },
    { validBet: 300, profitLoss: null, activeMembers: 2 },
    { validBet: 600, profitLoss: null, activeMembers: 3 },
  ],
};

const tiersWith = (type: ContractType, rates: readonly number[]): Tier[] =>
  THRESHOLDS[type].slice(0, rates.length).map((tier, i) => ({ ...tier, rate: rates[i] ?? 0 }));

const maxRate = (tiers: readonly Tier[]) => tiers.reduce((max, tier) => Math.max(max, tier.rate), 0);
const startOfDay = (ms: number) => {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
};

function nextId(prefix: string): string {
  const s = current();
  s.serial += 1;
  return `${prefix}${s.serial}`;
}

/**
 * The seeded contracts: agent01 holds all four from the platform; agent01sub all four from agent01 (its hourly one with a
 * termination request); agent01subx a dividend (22%) and a daily salary (1.1%) from agent01sub, higher than the offer the
 * browser test makes to agent01sub; agent02 a daily salary and a pending weekly dividend offer from agent01; agent01a1
 * an hourly salary from agent01.
 */
function seed(): ContractState {
  const s: ContractState = { contracts: [], offers: [], serial: 100 };
  state = s;
  const now = sandboxNow();
  const day = startOfDay(now);
  const give = (holder: StoredMember | undefined, upline: StoredMember | undefined, type: ContractType, period: Period | null, rates: number[], daysAgo: number) => {
    if (!holder) return undefined;
    // Seeded ids name the contract (C-DIVIDEND-agent01sub), so tests and demos can point at one.
    const contract: StoredContract = { contractId: `C-${type}-${holder.account}`, type, status: 'ACTIVE', holderId: holder.id, period, tiers: tiersWith(type, rates),
      startMs: day - daysAgo * DAY_MS };
    if (upline) contract.uplineId = upline.id;
    s.contracts.push(contract);
    return contract;
  };
  const agent01 = findMember('agent01');
  const sub = findMember('agent01sub');
  const subx = findMember('agent01subx');
  const agent02 = findMember('agent02');
  give(agent01, undefined, 'DIVIDEND', 'H', [10, 20, 30], 150);
  give(agent01, undefined, 'DAILY', 'D', [0.5, 1, 1.5], 150);
  give(agent01, undefined, 'HOURLY', null, [0.2, 0.4, 0.6], 150);
  give(agent01, undefined, 'REALTIME', null, [0.1, 0.2, 0.4], 150);
  if (agent01 && sub) {
    give(sub, agent01, 'DIVIDEND', 'H', [10, 18, 25], 80);
    give(sub, agent01, 'DAILY', 'D', [0.5, 0.9, 1.2], 80);
    const hourly = give(sub, agent01, 'HOURLY', null, [0.2, 0.4, 0.5], 80);
    give(sub, agent01, 'REALTIME', null, [0.1, 0.2, 0.3], 80);
    if (hourly) {
      hourly.status = 'TERMINATION_REQUESTED';
      s.offers.push({ offerId: nextId('O'), type: 'HOURLY', kind: 'TERMINATE', status: 'PENDING', fromId: agent01.id, toId: sub.id,
        period: null, tiers: hourly.tiers, contractId: hourly.contractId, createdMs: now - 2 * HOUR_MS });
    }
  }
  if (sub && subx) {
    give(subx, sub, 'DIVIDEND', 'H', [10, 16, 22], 40);
    give(subx, sub, 'DAILY', 'D', [0.5, 0.8, 1.1], 40);
  }
  if (agent01 && agent02) {
    give(agent02, agent01, 'DAILY', 'D', [0.3, 0.6, 1], 45);
    give(findMember('agent01a1'), agent01, 'HOURLY', null, [0.2, 0.3], 20);
    s.offers.push({ offerId: nextId('O'), type: 'DIVIDEND', kind: 'NEW', status: 'PENDING', fromId: agent01.id, toId: agent02.id,
      period: 'W', tiers: tiersWith('DIVIDEND', [8, 12, 15]), createdMs: now - DAY_MS });
  }
  return s;
}

function current(): ContractState {
  return state ?? seed();
}


/** The contract of a kind the member holds now (active or with a termination request). */
export function heldContract(memberId: number, type: ContractType): StoredContract | undefined {
  return current().contracts.find((c) => c.holderId === memberId && c.type === type && c.status !== 'TERMINATED');
}

const accountOf = (id: number | undefined) => (id === undefined ? null : (findMemberById(id)?.account ?? null));

function contractValue(contract: StoredContract): Schemas['AgentContract'] {
  return {
    contractId: contract.contractId,
    contractType: contract.type,
    status: contract.status,
    holder: accountOf(contract.holderId) ?? '',
    upline: accountOf(contract.uplineId),
    period: contract.period,
    tiers: contract.tiers.map((tier) => ({ ...tier })),
    maxRate: maxRate(contract.tiers),
    startTimeInTimestamp: contract.startMs,
    endTimeInTimestamp: contract.endMs ?? null,
  };
}

function offerValue(offer: StoredOffer): Schemas['ContractOffer'] {
  return {
    offerId: offer.offerId,
    contractType: offer.type,
    kind: offer.kind,
    status: offer.status,
    from: accountOf(offer.fromId) ?? '',
    to: accountOf(offer.toId) ?? '',
    period: offer.period,
    tiers: offer.tiers.map((tier) => ({ ...tier })),
    maxRate: maxRate(offer.tiers),
    contractId: offer.contractId ?? null,
    createdTimeInTimestamp: offer.createdMs,
    decidedTimeInTimestamp: offer.decidedMs ?? null,
  };
}

const REQUEST_FIELD = { DAILY: 'dailysalreqtype', DIVIDEND: 'divtypereq', HOURLY: 'contracthoursalreq', REALTIME: 'realtimesalreqtype' } as const;
const INFO_FIELD = { DIVIDEND: 'divtypeinfo', DAILY: 'dailysalinfotype', HOURLY: 'contracthoursalinfo', REALTIME: 'realtimesalinfotype' } as const;

/** The consolidated call's view of a member's contracts: pending request kinds and the contracts held. */
export function contractSummary(member: StoredMember): ContractSummary {
  const summary: ContractSummary = { pending: {}, active: {} };
  for (const offer of current().offers)
    if (offer.toId === member.id && offer.status === 'PENDING') summary.pending[REQUEST_FIELD[offer.type]] ??= offer.kind;
  for (const type of CONTRACT_TYPES) {
    const held = heldContract(member.id, type);
    if (held) summary.active[INFO_FIELD[type]] = { contractId: held.contractId, status: held.status, maxRate: maxRate(held.tiers), period: held.period };
  }
  return summary;
}
registerContractSummary(contractSummary);

// ── Records ──

/** The settlement periods overlapping [from, to], oldest first, as [start, end) pairs. */
function periodsIn(type: ContractType, period: Period | null, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  if (type === 'REALTIME' || type === 'HOURLY') {
    const step = type === 'REALTIME' ? REALTIME_SETTLEMENT_MS : HOUR_MS;
    for (let t = Math.floor(from / step) * step; t < to; t += step) out.push([t, t + step]);
    return out;
  }
  let d = new Date(startOfDay(from));
  if (period === 'W') d = new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7));
  else if (period === 'H') d = new Date(d.getFullYear(), d.getMonth(), d.getDate() >= 16 ? 16 : 1);
  else if (period === 'M') d = new Date(d.getFullYear(), d.getMonth(), 1);
  while (d.getTime() < to) {
    let next: Date;
    if (period === 'W') next = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 7);
    else if (period === 'H') next = d.getDate() === 1 ? new Date(d.getFullYear(), d.getMonth(), 16) : new Date(d.getFullYear(), d.getMonth() + 1, 1);
    else if (period === 'M') next = new Date(d.getFullYear(), d.getMonth() + 1, 1);
    else next = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
    out.push([d.getTime(), next.getTime()]);
    d = next;
  }
  return out;
}

/** How long after a period ends it is paid: dividend the next day, daily salary in the first hour of the next day. */
const PAY_DELAY: Readonly<Record<ContractType, number>> = { DIVIDEND: DAY_MS, DAILY: HOUR_MS, HOURLY: 5 * 60_000, REALTIME: 0 };
const round2 = (n: number) => Math.round(n * 100) / 100;

/** One period's figures: deterministic per holder, kind and period; the team's size sets the scale. */
function recordFor(contract: StoredContract, teamSize: number, start: number, end: number, now: number): Schemas['ContractRecord'] {
  const random = createRandom(hashString(`${contract.holderId}:${contract.type}:${start}`));
  const days = (end - start) / DAY_MS;
  const team = Math.max(teamSize, 1);
  const validBetAmount = round2(team * days * (60 + random.next() * 300));
  const activeMembers = Math.round(team * (0.15 + random.next() * 0.6));
  const profitLoss = contract.type === 'DIVIDEND' ? round2(-validBetAmount * (random.next() * 0.11 - 0.03)) : null;
  const loss = profitLoss === null ? 0 : Math.max(0, -profitLoss);
  const reached = contract.tiers.filter((tier) => validBetAmount >= tier.validBet && activeMembers >= tier.activeMembers
    && (contract.type !== 'DIVIDEND' || loss >= (tier.profitLoss ?? 0)));
  const rate = maxRate(reached);
  const amount = round2(((contract.type === 'DIVIDEND' ? loss : validBetAmount) * rate) / 100);
  const paidAt = end + PAY_DELAY[contract.type];
  const settled = now >= paidAt;
  return {
    recordId: `${contract.contractId}-${start}`,
    periodStartTimestamp: start,
    periodEndTimestamp: end - 1,
    validBetAmount,
    profitLoss,
    activeMembers,
    rate,
    amount,
    status: !settled ? 'PENDING' : rate > 0 ? 'PAID' : 'NOT_QUALIFIED',
    paidTimeInTimestamp: settled && rate > 0 ? paidAt : null,
  };
}

/** The member's records of a kind whose period starts in [from, to], newest first (every contract of that kind it held). */
export function contractRecords(member: StoredMember, type: ContractType, from: number, to: number): Schemas['ContractRecord'][] {
  const now = sandboxNow();
  const teamSize = teamOf(member.id).length;
  const oldest = startOfDay(now) - MAX_AGE_DAYS * DAY_MS;
  const rows: Schemas['ContractRecord'][] = [];
  for (const contract of current().contracts) {
    if (contract.holderId !== member.id || contract.type !== type) continue;
    const start = Math.max(from, contract.startMs, oldest);
    // Real-time rows appear once their 5 minutes are settled; the other kinds show the running period as pending.
    const until = Math.min(to + 1, contract.endMs ?? Number.POSITIVE_INFINITY, type === 'REALTIME' ? Math.floor(now / REALTIME_SETTLEMENT_MS) * REALTIME_SETTLEMENT_MS : now);
    if (until <= start) continue;
    for (const [s, e] of periodsIn(type, contract.period, start, until))
      if (s >= start && s >= contract.startMs && s < until && (type !== 'REALTIME' || e <= until)) rows.push(recordFor(contract, teamSize, s, e, now));
  }
  return rows.toSorted((a, b) => b.periodStartTimestamp - a.periodStartTimestamp);
}

/** When the next settlement is: the next full hour (hourly), the next 5-minute mark (real-time, SPEC §9). */
export function nextSettlement(type: ContractType, now = sandboxNow()): number | null {
  if (type === 'REALTIME') return (Math.floor(now / REALTIME_SETTLEMENT_MS) + 1) * REALTIME_SETTLEMENT_MS;
  if (type === 'HOURLY') return (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
  return null;
}

// ── Offers and decisions ──

/** Why an offer's tiers are not acceptable, or null. Tiers ascend by valid bet, rates never fall, none above `ceiling`. */
export function tiersProblem(tiers: readonly Tier[], ceiling: number): 'request_param_err' | 'contract.rate.above.own' | null {
  if (tiers.length === 0 || tiers.length > MAX_TIERS) return 'request_param_err';
  for (const [i, tier] of tiers.entries()) {
    const previous = tiers[i - 1];
    if (!(tier.rate > 0) || tier.validBet < 0 || tier.activeMembers < 0 || (tier.profitLoss ?? 0) < 0) return 'request_param_err';
    if (previous && (tier.validBet <= previous.validBet || tier.rate < previous.rate)) return 'request_param_err';
  }
  return maxRate(tiers) > ceiling ? 'contract.rate.above.own' : null;
}

function readTiers(value: unknown, type: ContractType): Tier[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const tiers: Tier[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') return undefined;
    const raw = item as Record<string, unknown>;
    const numbers = [raw.validBet, raw.activeMembers, raw.rate].map(Number);
    if (numbers.some((n) => !Number.isFinite(n))) return undefined;
    const profitLoss = type === 'DIVIDEND' ? Number(raw.profitLoss ?? 0) : null;
    if (profitLoss !== null && !Number.isFinite(profitLoss)) return undefined;
    tiers.push({ validBet: numbers[0] ?? 0, profitLoss, activeMembers: Math.trunc(numbers[1] ?? 0), rate: numbers[2] ?? 0 });
  }
  return tiers;
}

/** Contracts of `type` in the downline's team (not the downline's own) with a higher rate than `rate`. */
function higherBelow(downline: StoredMember, type: ContractType, rate: number): StoredContract[] {
  const team = new Set(teamOf(downline.id).map((m) => m.id));
  return current().contracts.filter((c) => c.type === type && c.status !== 'TERMINATED' && team.has(c.holderId) && maxRate(c.tiers) > rate);
}

function terminate(contract: StoredContract, now: number): void {
  contract.status = 'TERMINATED';
  contract.endMs = now;
  // A termination request about it is answered by the ending.
  for (const offer of current().offers)
    if (offer.kind === 'TERMINATE' && offer.contractId === contract.contractId && offer.status === 'PENDING') {
      offer.status = 'ACCEPTED';
      offer.decidedMs = now;
    }
}

type Outcome<T> = { ok: T } | { error: string; value?: unknown };

/** Makes an offer from `agent` to a direct agent downline (the rules of MCSFE_createContractOffer). */
export function createOffer(agent: StoredMember, body: Record<string, unknown>): Outcome<Schemas['CreateContractOfferResult']> {
  const type = CONTRACT_TYPES.find((t) => t === body.contractType);
  if (!type) return { error: 'request_param_err' };
  const own = heldContract(agent.id, type);
  if (!own) return { error: 'contract.not.held' };
  const downline = findMember(str(body.downline));
  if (!downline || downline.parentId !== agent.id || !isAgent(downline)) return { error: 'contract.downline.not.found' };
  const tiers = readTiers(body.tiers, type);
  if (!tiers) return { error: 'request_param_err' };
  const problem = tiersProblem(tiers, maxRate(own.tiers));
  if (problem) return { error: problem, value: problem === 'contract.rate.above.own' ? { maxRate: maxRate(own.tiers) } : undefined };
  const allowed = PERIODS[type];
  const period = allowed.length === 0 ? null : allowed.find((p) => p === body.period) ?? null;
  if (allowed.length > 0 && !period) return { error: 'request_param_err' };
  const s = current();
  if (s.offers.some((o) => o.kind === 'NEW' && o.status === 'PENDING' && o.type === type && o.toId === downline.id)) return { error: 'contract.offer.pending' };
  const rate = maxRate(tiers);
  const higher = higherBelow(downline, type, rate);
  if (higher.length > 0 && body.consent !== true)
    return { error: 'contract.downline.higher.rate', value: { downlines: higher.map((c) => ({ account: accountOf(c.holderId) ?? '', maxRate: maxRate(c.tiers) })) } };
  const now = sandboxNow();
  for (const contract of higher) terminate(contract, now);
  const offer: StoredOffer = { offerId: nextId('O'), type, kind: 'NEW', status: 'PENDING', fromId: agent.id, toId: downline.id, period, tiers, createdMs: now };
  s.offers.push(offer);
  return { ok: { offer: offerValue(offer), terminated: higher.map((c) => ({ account: accountOf(c.holderId) ?? '', maxRate: maxRate(c.tiers) })) } };
}

/** Answers an offer or termination request (ACCEPT / REJECT), or asks a downline to end a contract (TERMINATE). */
export function processContract(member: StoredMember, type: ContractType, input: { action: string; offerId: string; contractId: string }): Outcome<Schemas['ContractProcessResult']> {
  const s = current();
  const now = sandboxNow();
  if (input.action === 'TERMINATE') {
    const contract = s.contracts.find((c) => c.contractId === input.contractId && c.type === type && c.uplineId === member.id && c.status === 'ACTIVE');
    if (!contract) return { error: 'contract.not.found' };
    contract.status = 'TERMINATION_REQUESTED';
    s.offers.push({ offerId: nextId('O'), type, kind: 'TERMINATE', status: 'PENDING', fromId: member.id, toId: contract.holderId, period: contract.period,
      tiers: contract.tiers, contractId: contract.contractId, createdMs: now });
    return { ok: { status: 'TERMINATION_REQUESTED', contract: contractValue(contract) } };
  }
  if (input.action !== 'ACCEPT' && input.action !== 'REJECT') return { error: 'request_param_err' };
  const offer = s.offers.find((o) => o.offerId === input.offerId && o.type === type && o.toId === member.id && o.status === 'PENDING');
  if (!offer) return { error: 'contract.offer.not.found' };
  const accept = input.action === 'ACCEPT';
  offer.status = accept ? 'ACCEPTED' : 'REJECTED';
  offer.decidedMs = now;
  if (offer.kind === 'TERMINATE') {
    const contract = s.contracts.find((c) => c.contractId === offer.contractId);
    if (contract && accept) terminate(contract, now);
    else if (contract && contract.status === 'TERMINATION_REQUESTED') contract.status = 'ACTIVE';
    return { ok: { status: offer.status, contract: contract ? contractValue(contract) : null } };
  }
  if (!accept) return { ok: { status: 'REJECTED', contract: null } };
  const previous = heldContract(member.id, type);
  if (previous) terminate(previous, now);
  const contract: StoredContract = { contractId: nextId('C'), type, status: 'ACTIVE', holderId: member.id, uplineId: offer.fromId, period: offer.period,
    tiers: offer.tiers, startMs: now };
  s.contracts.push(contract);
  return { ok: { status: 'ACCEPTED', contract: contractValue(contract) } };
}

function details(member: StoredMember, type: ContractType): Schemas['AgentContractDetails'] {
  const s = current();
  const held = heldContract(member.id, type);
  const pendingTo = (id: number) => s.offers.find((o) => o.kind === 'NEW' && o.status === 'PENDING' && o.type === type && o.fromId === member.id && o.toId === id);
  return {
    contractType: type,
    contract: held ? contractValue(held) : null,
    received: s.offers.filter((o) => o.toId === member.id && o.type === type && o.status === 'PENDING').map(offerValue),
    made: s.offers.filter((o) => o.fromId === member.id && o.type === type).toSorted((a, b) => b.createdMs - a.createdMs).slice(0, 50).map(offerValue),
    downlines: directDownlines(member.id).filter(isAgent).map((downline) => {
      const contract = s.contracts.find((c) => c.holderId === downline.id && c.type === type && c.uplineId === member.id && c.status !== 'TERMINATED');
      const pending = pendingTo(downline.id);
      return { account: downline.account, memberType: downline.type, contract: contract ? contractValue(contract) : null, pendingOffer: pending ? offerValue(pending) : null };
    }),
    nextSettlementTimeInTimestamp: held ? nextSettlement(type) : null,
    serverTimeInTimestamp: sandboxNow(),
  };
}

/** Everything the sandbox holds about one account's contracts (the control call, for browser tests). */
export function contractsOf(account: string) {
  const member = findMember(account);
  if (!member) return undefined;
  const s = current();
  return {
    account: member.account,
    contracts: s.contracts.filter((c) => c.holderId === member.id).map(contractValue),
    received: s.offers.filter((o) => o.toId === member.id).map(offerValue),
    made: s.offers.filter((o) => o.fromId === member.id).map(offerValue),
  };
}

/**
 * A copy of a seeded agent with its contracts and the requests waiting for it, and copies of its agent downlines that
 * hold contracts from it (with theirs), so browser tests running side by side each answer their own offers
 * (`POST /__sandbox/contracts/clone {"from": "agent02"}`). The copy sits under the same upline.
 */
export function cloneWithContracts(from: string, parentId?: number): { account: string; password: string; below: string[] } | undefined {
  const source = findMember(from);
  const copy = cloneMember(from);
  if (!source || !copy) return undefined;
  if (parentId !== undefined) copy.parentId = parentId;
  touchAgentTree();
  const s = current();
  const ids = new Map<string, string>();
  for (const contract of s.contracts.filter((c) => c.holderId === source.id && c.status !== 'TERMINATED')) {
    const id = nextId('C');
    ids.set(contract.contractId, id);
    s.contracts.push({ ...contract, contractId: id, holderId: copy.id, tiers: contract.tiers.map((t) => ({ ...t })) });
  }
  for (const offer of s.offers.filter((o) => o.toId === source.id && o.status === 'PENDING'))
    s.offers.push({ ...offer, offerId: nextId('O'), toId: copy.id, ...(offer.contractId ? { contractId: ids.get(offer.contractId) ?? offer.contractId } : {}) });
  const below: string[] = [];
  const holders = new Set(s.contracts.filter((c) => c.uplineId === source.id && c.status !== 'TERMINATED').map((c) => c.holderId));
  for (const downline of directDownlines(source.id).filter((d) => holders.has(d.id))) {
    const sub = cloneWithContracts(downline.account, copy.id);
    if (!sub) continue;
    for (const c of s.contracts) if (c.holderId === findMember(sub.account)?.id && c.uplineId === source.id) c.uplineId = copy.id;
    below.push(sub.account, ...sub.below);
  }
  return { account: copy.account, password: copy.password, below };
}

const nonAgent = () => fail('non_agent', 'non_agent');
const typeOf = (value: unknown) => CONTRACT_TYPES.find((t) => t === value);

async function processHandler(ctx: AuthedContext, type: ContractType, input: { action: string; offerId: string; contractId: string }) {
  if (!isAgent(ctx.member)) return { status: 400 as const, body: nonAgent() };
  const outcome = processContract(ctx.member, type, input);
  return 'ok' in outcome ? { status: 200 as const, body: ok(outcome.ok) } : { status: 400 as const, body: fail(outcome.error, outcome.error, outcome.value) };
}

const PROCESS_GET = [
  ['/wps/relay/MCSFE_processContractDividend', 'DIVIDEND'],
  ['/wps/relay/MCSFE_processDailySalaryContract', 'DAILY'],
  ['/wps/relay/MCSFE_processContractHourSalary', 'HOURLY'],
] as const;

export function agentContractsHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/MCSFE_getAgentContract', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getAgentContract', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(nonAgent());
      const type = typeOf(query.get('contractType'));
      if (!type) return response(400).json(fail('request_param_err', 'request_param_err'));
      return response(200).json(ok(details(member, type)));
    }),

    http.get('/wps/relay/MCSFE_getContractRecords', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getContractRecords', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(nonAgent());
      const type = typeOf(query.get('contractType'));
      const from = Number(query.get('startDate'));
      const to = Number(query.get('endDate'));
      if (!type || !Number.isFinite(from) || !Number.isFinite(to) || to < from) return response(400).json(fail('request_param_err', 'request_param_err'));
      const page = int(query.get('page'), 1);
      const size = Math.min(int(query.get('size'), 10), 100);
      const rows = contractRecords(member, type, from, to);
      const footer = rows.reduce((sum, row) => ({ validBetAmount: sum.validBetAmount + row.validBetAmount, amount: sum.amount + row.amount }), { validBetAmount: 0, amount: 0 });
      return response(200).json(ok({
        list: rows.slice((page - 1) * size, page * size),
        total: rows.length,
        totalPages: Math.max(1, Math.ceil(rows.length / size)),
        footer: { validBetAmount: round2(footer.validBetAmount), amount: round2(footer.amount) },
      }));
    }),

    http.post('/wps/relay/MCSFE_createContractOffer', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_createContractOffer', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      if (!isAgent(member)) return response(400).json(nonAgent());
      const outcome = createOffer(member, read.body);
      return 'ok' in outcome ? response(200).json(ok(outcome.ok)) : response(400).json(fail(outcome.error, outcome.error, outcome.value));
    }),

    ...PROCESS_GET.map(([path, type]) =>
      http.get(path, async ({ request, response, query }) => {
        const g = await gate(request, `GET ${path}`, scenario);
        if (g.stop) return response.untyped(g.stop);
        const answer = await processHandler(authed(g.ctx), type, { action: query.get('action') ?? '', offerId: query.get('offerId') ?? '', contractId: query.get('contractId') ?? '' });
        return answer.status === 200 ? response(200).json(answer.body) : response(400).json(answer.body);
      }),
    ),

    http.post('/wps/relay/MCSFE_processRealTimeSalaryContract', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_processRealTimeSalaryContract', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const answer = await processHandler(authed(g.ctx), 'REALTIME', { action: str(read.body.action), offerId: str(read.body.offerId), contractId: str(read.body.contractId) });
      return answer.status === 200 ? response(200).json(answer.body) : response(400).json(answer.body);
    }),
  ];
}

/**
 * Control calls: `GET /__sandbox/contracts/:account` (the account's contracts and the offers to and from it, so browser
 * tests check decisions) and `POST /__sandbox/contracts/clone {"from"}` (see `cloneWithContracts`).
 */
export const agentContractsControlHandlers: HttpHandler[] = [
  mswHttp.post('*/__sandbox/contracts/clone', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { from?: unknown };
    const clone = typeof body.from === 'string' ? cloneWithContracts(body.from) : undefined;
    return clone ? HttpResponse.json(clone) : HttpResponse.json({ error: 'give {"from": "<a seeded agent>"}' }, { status: 400 });
  }),
  mswHttp.get('*/__sandbox/contracts/:account', ({ params }) => {
    const found = contractsOf(String(params.account));
    return found ? HttpResponse.json(found) : HttpResponse.json({ error: 'no such account' }, { status: 404 });
  }),
];
