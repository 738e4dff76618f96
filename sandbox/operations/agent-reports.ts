import type { HttpHandler } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { authed, fail, gate, ok, type ScenarioSource } from '../responses.ts';
import { isAgent, levelIn, teamOf, uplineOf } from '../seed/agents.ts';
import { BET_CATEGORIES, DAY_MS, TX_CODES, lowerBound, type BetCategory, type MemberHistory, type Tx } from '../seed/history.ts';
import { findMember, type StoredMember } from '../store.ts';
import { http } from './http.ts';
import { REBATE_RATES, recordsHistory } from './records.ts';

/**
 * The agent's team reports (issue 12, part R): team betting, user profit and loss, income and downline transactions.
 * Every figure is read from the same generated rows as the member's own records (`recordsHistory`), so a member's line
 * here agrees with their betting record, their profit and loss and the agent's team overview. Each member's history
 * keeps its bets sorted with running sums (sandbox/seed/history.ts), so any range of any member is two binary searches:
 * a 90-day report over 500 downlines answers in a few milliseconds once the histories exist (built lazily, once).
 */

type Schemas = components['schemas'];
type Scope = Schemas['AgentTeamScope'];

/** The platform's range limits (designed): team reports 90 days, transactions 30 as ODSFE2_MemTransDet; an hour more for a daylight-saving day. */
export const TEAM_REPORT_MAX_DAYS = 90;
export const TEAM_TRANSACTION_MAX_DAYS = 30;
const DST_SLACK_MS = 3_600_000;
const MAX_SIZE = 200;

/** Designed: the agent's commission, percent of a member's valid bet by how far below the agent the member is. */
export const COMMISSION_RATES: Readonly<Record<number, number>> = { 1: 0.5, 2: 0.3 };
const DEEPER_COMMISSION_RATE = 0.1;
export const commissionRate = (level: number) => COMMISSION_RATES[level] ?? DEEPER_COMMISSION_RATE;

const money = (cents: number) => Math.round(cents) / 100;

/** A member of the agent's team with where they sit. */
export interface TeamEntry {
  member: StoredMember;
  level: number;
  upline: string | null;
}

/** The agent's team in scope (depth-first, as the tree reads), optionally one member by account (exact, any case). */
export function teamInScope(agent: StoredMember, scope: Scope, customerName = ''): TeamEntry[] {
  const wanted = customerName.trim().toLowerCase();
  const entries: TeamEntry[] = [];
  for (const member of teamOf(agent.id)) {
    if (wanted && member.account.toLowerCase() !== wanted) continue;
    const level = levelIn(agent.id, member.id) ?? 0;
    if (scope === 'DIRECT' && level !== 1) continue;
    entries.push({ member, level, upline: uplineOf(member.id)?.account ?? null });
  }
  return entries;
}

/** First index of `times` (ascending) at or after `t`. */
function firstAtOrAfter(times: Float64Array, t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One category's settled bets as flat running sums (cents): times ascending, sums[k][i] = total of the first i. */
interface CategorySums {
  times: Float64Array;
  bet: Float64Array;
  valid: Float64Array;
  win: Float64Array;
  pnl: Float64Array;
}

/** A member's figures ready for any range: per category of settled bets, and money in and out by time. */
interface MemberSums {
  settledRows: number;
  categories: Map<BetCategory, CategorySums>;
  txRows: number;
  tx?: { times: Float64Array; deposit: Float64Array; withdraw: Float64Array; promotion: Float64Array };
}

/**
 * Per-member running sums in typed arrays, built once per history (lazily) and rebuilt only when its rows change: a
 * range is then two binary searches on contiguous numbers per category, so 500 members answer in a few milliseconds.
 */
const memberSums = new WeakMap<MemberHistory, MemberSums>();

function settledRowsOf(history: MemberHistory): number {
  let rows = 0;
  for (const series of history.settled.values()) rows += series.rows.length;
  return rows;
}

function sumsOf(history: MemberHistory): MemberSums {
  const settledRows = settledRowsOf(history);
  let sums = memberSums.get(history);
  if (!sums || sums.settledRows !== settledRows) {
    const categories = new Map<BetCategory, CategorySums>();
    for (const [category, series] of history.settled) {
      const n = series.rows.length;
      const c: CategorySums = { times: new Float64Array(n), bet: new Float64Array(n + 1), valid: new Float64Array(n + 1),
        win: new Float64Array(n + 1), pnl: new Float64Array(n + 1) };
      series.rows.forEach((row, i) => {
        c.times[i] = row.betTime;
        c.bet[i + 1] = (c.bet[i] as number) + row.bet;
        c.valid[i + 1] = (c.valid[i] as number) + row.valid;
        c.win[i + 1] = (c.win[i] as number) + row.win;
        c.pnl[i + 1] = (c.pnl[i] as number) + row.pnl;
      });
      categories.set(category, c);
    }
    sums = { settledRows, categories, txRows: -1 };
    memberSums.set(history, sums);
  }
  return sums;
}

/** Settled bets of one member whose bet time is in [start, end], in cents (`category` '' = all). */
export function betFigures(history: MemberHistory, start: number, end: number, category: BetCategory | '') {
  const sum = { count: 0, bet: 0, valid: 0, win: 0, pnl: 0, rebate: 0 };
  const { categories } = sumsOf(history);
  for (const c of category ? [category] : BET_CATEGORIES) {
    const s = categories.get(c);
    if (!s) continue;
    const lo = firstAtOrAfter(s.times, start);
    const hi = firstAtOrAfter(s.times, end + 1);
    if (hi <= lo) continue;
    const valid = (s.valid[hi] as number) - (s.valid[lo] as number);
    sum.count += hi - lo;
    sum.bet += (s.bet[hi] as number) - (s.bet[lo] as number);
    sum.valid += valid;
    sum.win += (s.win[hi] as number) - (s.win[lo] as number);
    sum.pnl += (s.pnl[hi] as number) - (s.pnl[lo] as number);
    // As the personal profit and loss counts it: per category, rounded down to the cent.
    sum.rebate += Math.floor((valid * (REBATE_RATES[c] ?? 0)) / 100);
  }
  return sum;
}

/** One member's deposits, withdrawals (positive) and promotions in [start, end], cents. */
function moneyFigures(history: MemberHistory, start: number, end: number) {
  const sums = sumsOf(history);
  const rows = history.transactions;
  if (!sums.tx || sums.txRows !== rows.length) {
    const n = rows.length;
    const tx = { times: new Float64Array(n), deposit: new Float64Array(n + 1), withdraw: new Float64Array(n + 1), promotion: new Float64Array(n + 1) };
    rows.forEach((row, i) => {
      tx.times[i] = row.time;
      tx.deposit[i + 1] = (tx.deposit[i] as number) + (row.code === 'deposit' ? row.amount : 0);
      tx.withdraw[i + 1] = (tx.withdraw[i] as number) - (row.code === 'withdraw' ? row.amount : 0);
      tx.promotion[i + 1] = (tx.promotion[i] as number) + (row.code === 'dividend' ? row.amount : 0);
    });
    sums.tx = tx;
    sums.txRows = n;
  }
  const { times, deposit, withdraw, promotion } = sums.tx;
  const lo = firstAtOrAfter(times, start);
  const hi = firstAtOrAfter(times, end + 1);
  const at = (a: Float64Array) => (a[hi] as number) - (a[lo] as number);
  return { deposit: at(deposit), withdraw: at(withdraw), promotion: at(promotion) };
}

const historyOf = (member: StoredMember) => recordsHistory(member.account) as MemberHistory;

/** Parses an integer query value; undefined when absent, NaN when not a number. */
function num(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
}

interface TeamQuery {
  start: number;
  end: number;
  page: number;
  size: number;
  scope: Scope;
  customerName: string;
  hideZero: boolean;
}

/** The filters every team report shares; undefined for a malformed query. */
function teamQuery(query: URLSearchParams, from: string, to: string): TeamQuery | undefined {
  const start = num(query.get(from));
  const end = num(query.get(to));
  const page = num(query.get('page')) ?? 1;
  const size = num(query.get('size')) ?? 10;
  const scope = query.get('scope') || 'ALL';
  const hideZero = query.get('hideZero') || 'N';
  if (start === undefined || end === undefined || Number.isNaN(start) || Number.isNaN(end) || end < start) return undefined;
  if (!(page >= 1) || !(size >= 1) || (scope !== 'ALL' && scope !== 'DIRECT') || (hideZero !== 'Y' && hideZero !== 'N')) return undefined;
  return { start, end, page, size: Math.min(size, MAX_SIZE), scope, customerName: query.get('customerName') ?? '', hideZero: hideZero === 'Y' };
}

const tooLong = (q: TeamQuery, days: number) => q.end - q.start + 1 > days * DAY_MS + DST_SLACK_MS;
const paramError = () => fail('request_param_err', 'request_param_err');
const rangeError = (maxDays: number) => fail('query.date.range.exceeded', 'query.date.range.exceeded', { maxDays });
const notAgent = () => fail('function.not.available', 'function.not.available');

function categoryOf(query: URLSearchParams): BetCategory | '' | undefined {
  const value = (query.get('gameCategory') ?? '').trim().toUpperCase();
  if (!value) return '';
  return (BET_CATEGORIES as readonly string[]).includes(value) ? (value as BetCategory) : undefined;
}

/** Sorts by one of `fields` (default the first), DESC unless told, ties by account; undefined for another field or order. */
function sortRows<Row extends { customerName: string }>(rows: Row[], query: URLSearchParams, fields: readonly (keyof Row & string)[]): Row[] | undefined {
  const by = (query.get('sortBy') || fields[0]) as keyof Row & string;
  const order = query.get('sortOrder') || 'DESC';
  if ((order !== 'ASC' && order !== 'DESC') || !fields.includes(by)) return undefined;
  const sign = order === 'ASC' ? 1 : -1;
  return rows.toSorted((a, b) => {
    const x = a[by];
    const y = b[by];
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c !== 0 ? sign * c : a.customerName.localeCompare(b.customerName);
  });
}

const MEMBER_FIELDS = ['customerName', 'level'] as const;
const BET_SORT = ['validBetAmount', 'betCount', 'betAmount', 'winAmount', 'profitAndLoss', ...MEMBER_FIELDS] as const;
const PNL_SORT = ['validBetAmount', 'depositAmount', 'withdrawAmount', 'betAmount', 'winAmount', 'rebateAmount', 'promotionAmount', 'profitAndLoss', ...MEMBER_FIELDS] as const;
const INCOME_SORT = ['commissionAmount', 'validBetAmount', ...MEMBER_FIELDS] as const;

function pageOf<Row>(rows: Row[], q: TeamQuery) {
  return { list: rows.slice((q.page - 1) * q.size, q.page * q.size), totalPages: Math.ceil(rows.length / q.size), total: rows.length };
}

const who = (entry: TeamEntry) => ({ customerName: entry.member.account, directAgentName: entry.upline, level: entry.level });

/** Team betting rows of `agent` (cents inside, decimals out), for the handler and for tests that compare the screen. */
export function teamBetSum(agent: StoredMember, q: TeamQuery, category: BetCategory | '') {
  const total = { count: 0, bet: 0, valid: 0, win: 0, pnl: 0 };
  const rows: Schemas['TeamBetSum'][] = [];
  for (const entry of teamInScope(agent, q.scope, q.customerName)) {
    const f = betFigures(historyOf(entry.member), q.start, q.end, category);
    if (q.hideZero && f.count === 0) continue;
    total.count += f.count; total.bet += f.bet; total.valid += f.valid; total.win += f.win; total.pnl += f.pnl;
    rows.push({ ...who(entry), betCount: f.count, betAmount: money(f.bet), validBetAmount: money(f.valid), winAmount: money(f.win), profitAndLoss: money(f.pnl) });
  }
  const footer = { betCount: total.count, betAmount: money(total.bet), validBetAmount: money(total.valid), winAmount: money(total.win), profitAndLoss: money(total.pnl) };
  return { rows, footer };
}

function teamProfitLoss(agent: StoredMember, q: TeamQuery) {
  const t = { deposit: 0, withdraw: 0, bet: 0, valid: 0, win: 0, rebate: 0, promotion: 0, pnl: 0 };
  const rows: Schemas['TeamProfitLoss'][] = [];
  for (const entry of teamInScope(agent, q.scope, q.customerName)) {
    const history = historyOf(entry.member);
    const b = betFigures(history, q.start, q.end, '');
    const m = moneyFigures(history, q.start, q.end);
    if (q.hideZero && b.count === 0 && m.deposit === 0 && m.withdraw === 0 && m.promotion === 0) continue;
    t.deposit += m.deposit; t.withdraw += m.withdraw; t.bet += b.bet; t.valid += b.valid; t.win += b.win; t.rebate += b.rebate;
    t.promotion += m.promotion; t.pnl += b.pnl;
    rows.push({ ...who(entry), depositAmount: money(m.deposit), withdrawAmount: money(m.withdraw), betAmount: money(b.bet),
      validBetAmount: money(b.valid), winAmount: money(b.win), rebateAmount: money(b.rebate), promotionAmount: money(m.promotion),
      profitAndLoss: money(b.pnl) });
  }
  const footer = { depositAmount: money(t.deposit), withdrawAmount: money(t.withdraw), betAmount: money(t.bet), validBetAmount: money(t.valid),
    winAmount: money(t.win), rebateAmount: money(t.rebate), promotionAmount: money(t.promotion), profitAndLoss: money(t.pnl) };
  return { rows, footer };
}

function agentIncome(agent: StoredMember, q: TeamQuery, category: BetCategory | '') {
  let valid = 0;
  let commission = 0;
  const rows: Schemas['AgentIncome'][] = [];
  for (const entry of teamInScope(agent, q.scope, q.customerName)) {
    const f = betFigures(historyOf(entry.member), q.start, q.end, category);
    if (q.hideZero && f.valid === 0) continue;
    const rate = commissionRate(entry.level);
    const earned = Math.floor((f.valid * rate) / 100);
    valid += f.valid;
    commission += earned;
    rows.push({ ...who(entry), validBetAmount: money(f.valid), commissionRate: rate, commissionAmount: money(earned) });
  }
  return { rows, footer: { validBetAmount: money(valid), commissionAmount: money(commission) } };
}

/** A member's transactions still to merge, newest first: rows[lo..at] in time order. */
interface TxCursor {
  rows: readonly Tx[];
  lo: number;
  at: number;
  entry: TeamEntry;
  /** The member's place in the team (ties in time go by it, so pages never overlap). */
  order: number;
}

/** Whether cursor a's next row comes before b's (newest first). */
const before = (a: TxCursor, b: TxCursor) => {
  const ta = (a.rows[a.at] as Tx).time;
  const tb = (b.rows[b.at] as Tx).time;
  return ta !== tb ? ta > tb : a.order < b.order;
};

/**
 * The team's transactions in [start, end], newest first: counts and totals by one pass over each member's range, and
 * the page by merging the members' (already sorted) rows through a heap, so the first pages of 30 days over 500
 * members never sort the 40,000 rows.
 */
function downlineTransactions(agent: StoredMember, q: TeamQuery, codes: ReadonlySet<string>) {
  const wanted = (tx: Tx) => (codes.size === 0 || codes.has(tx.code)) && !(q.hideZero && tx.amount === 0);
  let total = 0;
  let inAmount = 0;
  let outAmount = 0;
  const heap: TxCursor[] = [];
  const skip = (cursor: TxCursor) => {
    while (cursor.at >= cursor.lo && !wanted(cursor.rows[cursor.at] as Tx)) cursor.at -= 1;
    return cursor.at >= cursor.lo;
  };
  const push = (cursor: TxCursor) => {
    heap.push(cursor);
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i] as TxCursor, heap[parent] as TxCursor)) break;
      [heap[i], heap[parent]] = [heap[parent] as TxCursor, heap[i] as TxCursor];
      i = parent;
    }
  };
  const siftDown = () => {
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < heap.length && before(heap[l] as TxCursor, heap[best] as TxCursor)) best = l;
      if (r < heap.length && before(heap[r] as TxCursor, heap[best] as TxCursor)) best = r;
      if (best === i) return;
      [heap[i], heap[best]] = [heap[best] as TxCursor, heap[i] as TxCursor];
      i = best;
    }
  };
  teamInScope(agent, q.scope, q.customerName).forEach((entry, order) => {
    const rows = historyOf(entry.member).transactions;
    const lo = lowerBound(rows, q.start, (t) => t.time);
    const hi = lowerBound(rows, q.end + 1, (t) => t.time);
    for (let i = lo; i < hi; i += 1) {
      const tx = rows[i] as Tx;
      if (!wanted(tx)) continue;
      total += 1;
      if (tx.amount > 0) inAmount += tx.amount;
      else outAmount += tx.amount;
    }
    const cursor: TxCursor = { rows, lo, at: hi - 1, entry, order };
    if (skip(cursor)) push(cursor);
  });
  const first = (q.page - 1) * q.size;
  const list: Schemas['DownlineTransaction'][] = [];
  for (let taken = 0; taken < first + q.size && heap.length > 0; taken += 1) {
    const top = heap[0] as TxCursor;
    const tx = top.rows[top.at] as Tx;
    if (taken >= first)
      list.push({ txId: tx.txId, codeType: tx.code, txTypeName: tx.txTypeName, remark: tx.remark, txTimeInTimestamp: tx.time,
        orderNo: tx.orderNo, currentAvailBalance: money(tx.balance), amount: money(tx.amount), ...who(top.entry) });
    top.at -= 1;
    if (skip(top)) siftDown();
    else {
      const last = heap.pop() as TxCursor;
      if (heap.length > 0) {
        heap[0] = last;
        siftDown();
      }
    }
  }
  return { list, totalPages: Math.ceil(total / q.size), total,
    footer: { inAmount: money(inAmount), outAmount: money(outAmount), netAmount: money(inAmount + outAmount) } };
}

/** The team betting figures of an agent for a range, as the report answers them (tests compare the screen with these). */
export function teamBetTotals(account: string, start: number, end: number, scope: Scope = 'ALL') {
  const agent = findMember(account);
  if (!agent) return undefined;
  return teamBetSum(agent, { start, end, page: 1, size: MAX_SIZE, scope, customerName: '', hideZero: true }, '');
}


export function agentReportsHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/ODSFE2_getTeamBetSum', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_getTeamBetSum', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(notAgent());
      const query = g.ctx.url.searchParams;
      const q = teamQuery(query, 'startDate', 'endDate');
      const category = categoryOf(query);
      if (!q || category === undefined) return response(400).json(paramError());
      if (tooLong(q, TEAM_REPORT_MAX_DAYS)) return response(400).json(rangeError(TEAM_REPORT_MAX_DAYS));
      const { rows, footer } = teamBetSum(member, q, category);
      const sorted = sortRows(rows, query, BET_SORT);
      if (!sorted) return response(400).json(paramError());
      return response(200).json(ok({ ...pageOf(sorted, q), footer }));
    }),

    http.get('/wps/relay/ODSFE2_getTeamProfitLoss', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_getTeamProfitLoss', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(notAgent());
      const query = g.ctx.url.searchParams;
      const q = teamQuery(query, 'startDate', 'endDate');
      if (!q) return response(400).json(paramError());
      if (tooLong(q, TEAM_REPORT_MAX_DAYS)) return response(400).json(rangeError(TEAM_REPORT_MAX_DAYS));
      const { rows, footer } = teamProfitLoss(member, q);
      const sorted = sortRows(rows, query, PNL_SORT);
      if (!sorted) return response(400).json(paramError());
      return response(200).json(ok({ ...pageOf(sorted, q), footer }));
    }),

    http.get('/wps/relay/ODSFE2_getAgentIncome', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_getAgentIncome', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(notAgent());
      const query = g.ctx.url.searchParams;
      const q = teamQuery(query, 'startDate', 'endDate');
      const category = categoryOf(query);
      if (!q || category === undefined) return response(400).json(paramError());
      if (tooLong(q, TEAM_REPORT_MAX_DAYS)) return response(400).json(rangeError(TEAM_REPORT_MAX_DAYS));
      const { rows, footer } = agentIncome(member, q, category);
      const sorted = sortRows(rows, query, INCOME_SORT);
      if (!sorted) return response(400).json(paramError());
      return response(200).json(ok({ ...pageOf(sorted, q), footer }));
    }),

    http.get('/wps/relay/ODSFE2_getDownlineTransDet', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_getDownlineTransDet', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(notAgent());
      const query = g.ctx.url.searchParams;
      const q = teamQuery(query, 'startTime', 'endTime');
      if (!q) return response(400).json(paramError());
      if (tooLong(q, TEAM_TRANSACTION_MAX_DAYS)) return response(400).json(rangeError(TEAM_TRANSACTION_MAX_DAYS));
      const codes = (query.get('codeTypes') ?? '').split(',').map((c) => c.trim().toLowerCase()).filter(Boolean);
      if (codes.some((c) => !(TX_CODES as readonly string[]).includes(c))) return response(400).json(paramError());
      return response(200).json(ok(downlineTransactions(member, q, new Set(codes))));
    }),
  ];
}
