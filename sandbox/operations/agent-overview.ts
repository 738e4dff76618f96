import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { authed, fail, gate, ok, readBody, type ScenarioSource } from '../responses.ts';
import { BET_CATEGORIES, DAY_MS, lowerBound, type MemberHistory } from '../seed/history.ts';
import { isAgent, directDownlines, rulesOf, teamOf, uplineOf } from '../seed/agents.ts';
import { MAIN_WALLET_ID, findMember, onStoreReset, sandboxNow, type StoredMember } from '../store.ts';
import { http } from './http.ts';
import { REBATE_RATES, recordsHistory } from './records.ts';

type Schemas = components['schemas'];
export type TeamScope = 'direct' | 'all';

const OVERVIEW_MAX_DAYS = 90;
const DST_SLACK_MS = 3_600_000;

const money = (cents: number) => Math.round(cents) / 100;

/** A member's numbers in [start, end] (cents): settled bets by bet time, deposits and withdrawals by time. */
export interface MemberRangeTotals {
  bets: number;
  betAmount: number;
  validBetAmount: number;
  profitAndLoss: number;
  depositAmount: number;
  withdrawAmount: number;
}

interface TxSums {
  rows: MemberHistory['transactions'];
  length: number;
  deposit: Float64Array;
  withdraw: Float64Array;
}
const txSums = new WeakMap<MemberHistory, TxSums>();

function sumsOf(history: MemberHistory): TxSums {
  const rows = history.transactions;
  const cached = txSums.get(history);
  if (cached && cached.length === rows.length) return cached;
  const deposit = new Float64Array(rows.length + 1);
  const withdraw = new Float64Array(rows.length + 1);
  rows.forEach((tx, i) => {
    deposit[i + 1] = (deposit[i] ?? 0) + (tx.code === 'deposit' ? tx.amount : 0);
    withdraw[i + 1] = (withdraw[i] ?? 0) + (tx.code === 'withdraw' ? -tx.amount : 0);
  });
  const sums = { rows, length: rows.length, deposit, withdraw };
  txSums.set(history, sums);
  return sums;
}

/**
 * One member's totals in [start, end], from the same generated rows the record pages read (recordsHistory), so the
 * team overview and the team reports agree. Settled bets (per category, cancelled orders excluded) by bet time.
 */
export function memberRangeTotals(member: StoredMember, start: number, end: number): MemberRangeTotals {
  const history = recordsHistory(member.account);
  const out: MemberRangeTotals = { bets: 0, betAmount: 0, validBetAmount: 0, profitAndLoss: 0, depositAmount: 0, withdrawAmount: 0 };
  if (!history) return out;
  for (const category of BET_CATEGORIES) {
    const series = history.settled.get(category);
    if (!series) continue;
    const [lo, hi] = series.range(start, end);
    const totals = series.totals(lo, hi);
    out.bets += totals.count;
    out.betAmount += totals.bet;
    out.validBetAmount += totals.valid;
    out.profitAndLoss += totals.pnl;
  }
  const sums = sumsOf(history);
  const lo = lowerBound(sums.rows, start, (t) => t.time);
  const hi = lowerBound(sums.rows, end + 1, (t) => t.time);
  out.depositAmount = (sums.deposit[hi] ?? 0) - (sums.deposit[lo] ?? 0);
  out.withdrawAmount = (sums.withdraw[hi] ?? 0) - (sums.withdraw[lo] ?? 0);
  return out;
}

/** The members a scope covers: the agent's direct downlines, or its whole team. */
export function scopeMembers(agent: StoredMember, scope: TeamScope): StoredMember[] {
  return scope === 'all' ? teamOf(agent.id) : directDownlines(agent.id);
}

/** The team overview of `agent` for [start, end] (what ODSFE2_getTeamOverviewSum answers and the control call shows). */
export function teamOverview(agent: StoredMember, start: number, end: number, scope: TeamScope): Schemas['TeamOverviewSum'] {
  const members = scopeMembers(agent, scope);
  let newMembers = 0;
  let activeMembers = 0;
  let balance = 0;
  const sum = { betAmount: 0, validBetAmount: 0, profitAndLoss: 0, depositAmount: 0, withdrawAmount: 0 };
  for (const member of members) {
    if (member.regDate >= start && member.regDate <= end) newMembers += 1;
    balance += Math.round((member.balances.get(MAIN_WALLET_ID) ?? 0) * 100);
    const totals = memberRangeTotals(member, start, end);
    if (totals.bets > 0) activeMembers += 1;
    sum.betAmount += totals.betAmount;
    sum.validBetAmount += totals.validBetAmount;
    sum.profitAndLoss += totals.profitAndLoss;
    sum.depositAmount += totals.depositAmount;
    sum.withdrawAmount += totals.withdrawAmount;
  }
  return {
    scope, startTime: start, endTime: end, teamSize: members.length, newMembers, activeMembers, teamBalance: money(balance),
    depositAmount: money(sum.depositAmount), withdrawAmount: money(sum.withdrawAmount), betAmount: money(sum.betAmount),
    validBetAmount: money(sum.validBetAmount), profitAndLoss: money(sum.profitAndLoss),
  };
}

/** The agent-info value (MCSFE_getAgentInfo). */
export function agentInfo(agent: StoredMember): Schemas['AgentInfo'] {
  return {
    account: agent.account, type: agent.type, rules: rulesOf(agent.type), uplineName: uplineOf(agent.id)?.account ?? null,
    directCount: directDownlines(agent.id).length, teamCount: teamOf(agent.id).length,
    rebateSettings: Object.entries(REBATE_RATES).filter(([, rate]) => rate !== null).map(([productType, rate]) => ({ productType, rate: rate as number })),
  };
}

// ── Consolidated contract info ──

/** What the consolidated call says about one agent: pending offer types and active contracts (PLATFORM-MEMBER "Wallet"). */
export interface ContractSummary {
  /** Pending offers to the agent, by the platform's request-type fields (any present opens the contract popup). */
  pending: { dailysalreqtype?: string; divtypereq?: string; contracthoursalreq?: string; realtimesalreqtype?: string };
  /** Active contracts, by the platform's info fields. */
  active: { divtypeinfo?: Record<string, unknown>; dailysalinfotype?: Record<string, unknown>; contractmrdailysalinfotype?: Record<string, unknown>;
    contracthoursalinfo?: Record<string, unknown>; realtimesalinfotype?: Record<string, unknown> };
}

/** Until the contracts part seeds real contract state: agent01 holds all four; agent02 an offered dividend and a daily salary; agent01subx a dividend and a daily salary. */
function defaultSummary(member: StoredMember): ContractSummary {
  const active = { status: 'ACTIVE' };
  switch (member.account.toLowerCase()) {
    case 'agent01':
      return { pending: {}, active: { divtypeinfo: active, dailysalinfotype: active, contracthoursalinfo: active, realtimesalinfotype: active } };
    case 'agent02':
      return { pending: { divtypereq: 'NEW' }, active: { dailysalinfotype: active } };
    case 'agent01subx':
      return { pending: {}, active: { divtypeinfo: active, dailysalinfotype: active } };
    default:
      return { pending: {}, active: {} };
  }
}

let summaryOf: (member: StoredMember) => ContractSummary = defaultSummary;

/** The contracts part (agent-contracts.ts) answers the consolidated call from its contract state through this. */
export function registerContractSummary(source: (member: StoredMember) => ContractSummary): void {
  summaryOf = source;
}

function consolidated(member: StoredMember): Schemas['ConsolidatedFunds'] {
  const none = { dailysalreqtype: null, divtypereq: null, contracthoursalreq: null, realtimesalreqtype: null };
  if (!isAgent(member)) return none;
  const { pending, active } = summaryOf(member);
  return {
    dailysalreqtype: pending.dailysalreqtype ?? null, divtypereq: pending.divtypereq ?? null,
    contracthoursalreq: pending.contracthoursalreq ?? null, realtimesalreqtype: pending.realtimesalreqtype ?? null,
    divtypeinfo: active.divtypeinfo ?? null, dailysalinfotype: active.dailysalinfotype ?? null,
    contractmrdailysalinfotype: active.contractmrdailysalinfotype ?? null, contracthoursalinfo: active.contracthoursalinfo ?? null,
    realtimesalinfotype: active.realtimesalinfotype ?? null,
    // The earlier designed names (read by the transaction history's code filter) mirror the platform's.
    dividendInfo: active.divtypeinfo ?? null, dailySalaryInfo: active.dailysalinfotype ?? active.contractmrdailysalinfotype ?? null,
    hourSalaryInfo: active.contracthoursalinfo ?? null, salaryInfo: active.realtimesalinfotype ?? null,
  };
}

// ── Agent announcements ──

interface SeedAgentAnnouncement {
  id: number;
  title: string;
  content: string;
  /** Days before the seed time. */
  daysAgo: number;
}

const AGENT_ANNOUNCEMENTS: readonly SeedAgentAnnouncement[] = [
  { id: 9001, title: 'New commission tiers from next month', daysAgo: 1,
    content: '<p>From the 1st, team valid bets above <strong>₱5,000,000</strong> earn an extra 0.1% commission.</p><ul><li>Tiers are settled monthly.</li><li>Contracts already signed keep their rates.</li></ul>' },
  { id: 9002, title: 'Real-time salary now settles every 5 minutes', daysAgo: 3,
    content: '<p>Real-time salary contracts are now settled <em>every 5 minutes</em>. See the real-time salary page for the next settlement.</p>' },
  { id: 9003, title: 'Scheduled maintenance on Sunday', daysAgo: 6,
    content: '<p>The agent centre will be unavailable from 02:00 to 04:00.</p><img src="x" onerror="alert(1)" alt=""><script>alert(1)</script>' },
  { id: 9004, title: 'Referral links can now expire', daysAgo: 9,
    content: '<p>New referral links can expire after 7, 30 or 90 days, or never. <a href="https://example.com/help" target="_blank">Read more</a></p>' },
  { id: 9005, title: 'Downline transfers need the fund password', daysAgo: 14,
    content: '<p>For your security, every transfer to a downline now asks for your fund password.</p>' },
  { id: 9006, title: 'Dividend statements for last month', daysAgo: 21, content: '<p>Dividend statements for last month are ready on the dividend page.</p>' },
  { id: 9007, title: 'Agent conference in Manila', daysAgo: 30, content: '<p>Top agents of the quarter are invited to the agent conference. Details follow by message.</p>' },
  { id: 9008, title: 'Daily salary payout time', daysAgo: 38, content: '<p>Daily salary is computed from yesterday\'s team sales and paid the next day before 12:00.</p>' },
  { id: 9009, title: 'Welcome to the new agent centre', daysAgo: 45, content: '<p>Team overview, reports and contracts now live in one place.</p>' },
  { id: 9010, title: 'Responsible gaming reminder', daysAgo: 60, content: '<p>Please remind your members about deposit limits and self-exclusion.</p>' },
  { id: 9011, title: 'Holiday bonus for active teams', daysAgo: 75, content: '<p>Teams with 50 or more active members receive a holiday bonus.</p>' },
  { id: 9012, title: 'Updated agent terms', daysAgo: 90, content: '<p>The agent terms were updated. Continuing to use the agent centre means you accept them.</p>' },
];
/** Seeded read: agent01 has read the three oldest. */
const SEEDED_READ: Record<string, number[]> = { agent01: [9010, 9011, 9012] };

let announcementsBase = Date.now();
const readState = new Map<number, Set<number>>();
onStoreReset(() => {
  announcementsBase = Date.now();
  readState.clear();
});

function readOf(member: StoredMember): Set<number> {
  let set = readState.get(member.id);
  if (!set) {
    set = new Set(SEEDED_READ[member.account.toLowerCase()] ?? []);
    readState.set(member.id, set);
  }
  return set;
}

function announcementList(member: StoredMember): Schemas['AgentAnnouncement'][] {
  const read = readOf(member);
  return AGENT_ANNOUNCEMENTS.map((a) => ({ id: a.id, title: a.title, content: a.content, publishTime: announcementsBase - a.daysAgo * DAY_MS, read: read.has(a.id) }));
}

function unreadCount(member: StoredMember): number {
  const read = readOf(member);
  return AGENT_ANNOUNCEMENTS.filter((a) => !read.has(a.id)).length;
}

function rangeOf(query: URLSearchParams): { start: number; end: number } | undefined {
  const start = Number(query.get('startTime'));
  const end = Number(query.get('endTime'));
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) return undefined;
  return { start, end };
}

function scopeOf(value: string | null): TeamScope | undefined {
  if (value === null || value === '' || value === 'direct') return 'direct';
  return value === 'all' ? 'all' : undefined;
}

const nonAgent = () => fail('non_agent', 'non_agent');
const paramError = () => fail('request_param_err', 'request_param_err');

export function agentOverviewHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/member/info/funds/consolidated', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/member/info/funds/consolidated', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(consolidated(authed(g.ctx).member)));
    }),

    http.get('/wps/relay/MCSFE_getAgentInfo', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getAgentInfo', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(nonAgent());
      return response(200).json(ok(agentInfo(member)));
    }),

    http.get('/wps/relay/ODSFE2_getTeamOverviewSum', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_getTeamOverviewSum', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, url } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(nonAgent());
      const range = rangeOf(url.searchParams);
      const scope = scopeOf(url.searchParams.get('scope'));
      if (!range || !scope) return response(400).json(paramError());
      if (range.end - range.start > OVERVIEW_MAX_DAYS * DAY_MS + DST_SLACK_MS)
        return response(400).json(fail('query.date.range.exceeded', 'query.date.range.exceeded', { maxDays: OVERVIEW_MAX_DAYS }));
      return response(200).json(ok(teamOverview(member, range.start, range.end, scope)));
    }),

    http.get('/wps/relay/MCSFE_getAgentAnnouncements', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getAgentAnnouncements', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, url } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(nonAgent());
      const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
      const size = Math.min(100, Math.max(1, Number.parseInt(url.searchParams.get('size') ?? '10', 10) || 10));
      const all = announcementList(member);
      return response(200).json(ok({ list: all.slice((page - 1) * size, page * size), total: all.length,
        totalPages: Math.max(1, Math.ceil(all.length / size)), unreadCount: unreadCount(member) }));
    }),

    http.post('/wps/relay/MCSFE_readAgentAnnouncements', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_readAgentAnnouncements', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(nonAgent());
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const ids = Array.isArray(read.body.ids) ? read.body.ids.filter((id): id is number => typeof id === 'number') : [];
      if (!ids.length) return response(400).json(paramError());
      const set = readOf(member);
      for (const id of ids) if (AGENT_ANNOUNCEMENTS.some((a) => a.id === id)) set.add(id);
      return response(200).json(ok({ unreadCount: unreadCount(member) }));
    }),
  ];
}

/**
 * `GET /__sandbox/agents/:account/overview?from&to&scope`: the sandbox's own team totals for an agent (epoch ms, scope
 * direct | all), for browser tests to compare with the screen. Defaults: the last 7 days, direct.
 */
export const agentOverviewControlHandlers: HttpHandler[] = [
  mswHttp.get('*/__sandbox/agents/:account/overview', ({ params, request }) => {
    const agent = findMember(String(params.account));
    if (!agent || !isAgent(agent)) return HttpResponse.json({ error: 'give an agent account, e.g. agent01' }, { status: 404 });
    const query = new URL(request.url).searchParams;
    const now = sandboxNow();
    const from = Number(query.get('from') ?? now - 7 * DAY_MS);
    const to = Number(query.get('to') ?? now);
    const scope = scopeOf(query.get('scope'));
    if (!Number.isFinite(from) || !Number.isFinite(to) || !scope) return HttpResponse.json({ error: 'from and to are epoch ms; scope direct | all' }, { status: 400 });
    return HttpResponse.json(teamOverview(agent, from, to, scope));
  }),
];
