import type { HttpHandler } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { subscribeMemberEvents, type MemberEvent } from '../events.ts';
import { authed, fail, gate, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import {
  BET_CATEGORIES,
  CANCEL_CLOSE_MS,
  DAY_MS,
  TX_CODES,
  buildHistory,
  historyProfile,
  lowerBound,
  type Bet,
  type BetCategory,
  type BetList,
  type MemberHistory,
  type Tx,
  type TxCode,
} from '../seed/history.ts';
import { MAIN_WALLET_ID, downlines, findMember, findMemberById, onStoreReset, sandboxNow, type StoredMember } from '../store.ts';
import { http } from './http.ts';

type Schemas = components['schemas'];

/** SPEC §9 rebate display, in percent; PVP has none. LOTT is listed for the settings call (lottery rows say ELOTT). */
export const REBATE_RATES: Readonly<Record<string, number | null>> = {
  LOTT: 1, ELOTT: 1, PVP: null, FISH: 1, RNG: 1.2, LIVE: 0.8, SPORTS: 1, ESPORTS: 1,
};
const REBATE_CATEGORIES = BET_CATEGORIES.filter((c) => REBATE_RATES[c] !== null);
/** Manual rebate: a claim at most every 10 minutes, at least 1.00, covering at most the last 24 hours. */
export const CLAIM_INTERVAL_MINUTES = 10;
const MIN_CLAIM_CENTS = 100;
const MANUAL_WINDOW_MS = DAY_MS;
/** The platform's range limits (transaction history 30 days; profit and loss 90); an hour more for a daylight-saving day. */
const TRANSACTION_MAX_DAYS = 30;
const PROFIT_LOSS_MAX_DAYS = 90;
const DST_SLACK_MS = 3_600_000;
const MAX_SIZE = 200;
const AGENT_TYPES = [1, 2, 41, 42];

interface Claim {
  claimId: string;
  time: number;
  items: { productType: BetCategory; validBet: number; rate: number; rebate: number; periodStart: number }[];
}

interface RecordsState {
  history: MemberHistory;
  /** When the history was generated: daily rebates are paid for the days before it. */
  builtAt: number;
  lastClaim: Map<BetCategory, number>;
  claims: Claim[];
  autoRebates?: Schemas['BonusDetail'][];
}

const states = new Map<number, RecordsState>();
onStoreReset(() => states.clear());

const cents = (amount: number) => Math.round(amount * 100);
const money = (c: number) => Math.round(c) / 100;
const mainCents = (member: StoredMember) => cents(member.balances.get(MAIN_WALLET_ID) ?? 0);

function stateFor(member: StoredMember): RecordsState {
  let state = states.get(member.id);
  if (!state) {
    const now = sandboxNow();
    state = { history: buildHistory(historyProfile(member.account, member.type), now, mainCents(member)), builtAt: now,
      lastClaim: new Map(), claims: [] };
    states.set(member.id, state);
  }
  return state;
}

/** A member's generated history (built on first use), for tests and the bench. */
export function recordsHistory(account: string): MemberHistory | undefined {
  const member = findMember(account);
  return member ? stateFor(member).history : undefined;
}

/** The order number of a lottery order the member can cancel now (for samples and tests). */
export function cancellableOrderNo(account: string): string | undefined {
  const history = recordsHistory(account);
  const now = sandboxNow();
  return history?.lists.get('ELOTT_UNSETTLED')?.all.rows.findLast((bet) => isCancellable(bet, now))?.orderNo;
}

function isCancellable(bet: Bet, now: number): boolean {
  return bet.status === 'PENDING' && bet.cancellableGame === true && bet.drawTime !== undefined && now < bet.drawTime - CANCEL_CLOSE_MS;
}

/** Money that moved in the wallet through another part of the sandbox shows in the history as it happens. */
function onMemberEvent(memberId: number, event: MemberEvent): void {
  const state = states.get(memberId);
  const member = findMemberById(memberId);
  if (!state || !member) return;
  const payload = event.payload;
  const amount = typeof payload.amount === 'number' && Number.isFinite(payload.amount) ? cents(payload.amount) : 0;
  const add = (code: TxCode, signed: number, remark: string, orderNo: unknown, txTypeName?: string) => {
    if (signed === 0) return;
    state.history.addTransaction({ code, amount: signed, balance: mainCents(member), time: event.at, remark,
      orderNo: typeof orderNo === 'string' ? orderNo : null, ...(txTypeName ? { txTypeName } : {}) });
  };
  if (event.type === 'deposit.credited') add('deposit', amount, 'Deposit credited', payload.depositId);
  else if (event.type === 'withdrawal.approved') add('withdraw', -amount, 'Withdrawal approved', payload.withdrawalId);
  else if (event.type === 'balance.changed') {
    const change = typeof payload.change === 'number' && Number.isFinite(payload.change) ? cents(payload.change) : 0;
    const reason = typeof payload.reason === 'string' ? payload.reason : '';
    const remark = { transfer: 'Wallet transfer', recall: 'Recall balance', upline_transfer_out: 'Transfer to upline',
      upline_transfer_in: 'Transfer from downline' }[reason] ?? 'Balance change';
    add('other', change, remark, null, 'Transfer');
  }
}
subscribeMemberEvents(onMemberEvent);

/** Parses a positive integer query value; undefined when absent, NaN when not a number. */
function num(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
}

function paging(query: URLSearchParams): { page: number; size: number } | undefined {
  const page = num(query.get('page')) ?? 1;
  const size = num(query.get('size')) ?? 10;
  if (!(page >= 1) || !(size >= 1)) return undefined;
  return { page, size: Math.min(size, MAX_SIZE) };
}

function range(query: URLSearchParams, from: string, to: string): { start: number; end: number } | undefined {
  const start = num(query.get(from));
  const end = num(query.get(to));
  if (start === undefined || end === undefined || Number.isNaN(start) || Number.isNaN(end) || end < start) return undefined;
  return { start, end };
}

const rangeTooLong = (r: { start: number; end: number }, days: number) => r.end - r.start + 1 > days * DAY_MS + DST_SLACK_MS;
const paramError = () => fail('request_param_err', 'request_param_err');
const rangeError = (maxDays: number) => fail('query.date.range.exceeded', 'query.date.range.exceeded', { maxDays });

function betRow(bet: Bet, member: StoredMember, agent: string | null, now: number): Schemas['BetRecord'] {
  const row: Schemas['BetRecord'] = {
    orderNo: bet.orderNo, gameName: bet.gameName, accountType: bet.vendor, gameCategory: bet.category,
    betTimeInTimestamp: bet.betTime, transTimeInTimestamp: bet.transTime, customerName: member.account, directAgentName: agent,
    betAmount: money(bet.bet), validBetAmount: money(bet.valid), winAmount: money(bet.win), profitAndLoss: money(bet.pnl),
  };
  if (bet.eventName !== undefined) Object.assign(row, { eventName: bet.eventName, leagueName: bet.leagueName, selection: bet.selection, odds: bet.odds });
  if (bet.status !== undefined)
    Object.assign(row, { numero: bet.numero, betContent: bet.betContent, status: bet.status, cancellable: isCancellable(bet, now), drawTimeInTimestamp: bet.drawTime });
  return row;
}

const totals = (t: { bet: number; valid: number; win: number; pnl: number }): Schemas['BetRecordTotals'] =>
  ({ betAmount: money(t.bet), validBetAmount: money(t.valid), winAmount: money(t.win), profitAndLoss: money(t.pnl) });

const EMPTY_BETS: Schemas['BetRecordPage'] = { list: [], totalPages: 0, total: 0, footer: totals({ bet: 0, valid: 0, win: 0, pnl: 0 }) };

/** One page of a betting record: the range by binary search, totals from running sums, newest first. */
function betPage(member: StoredMember, list: BetList, query: URLSearchParams): Schemas['BetRecordPage'] | undefined {
  const r = range(query, 'startDate', 'endDate');
  const p = paging(query);
  if (!r || !p) return undefined;
  const { history } = stateFor(member);
  const agent = member.parentId ? findMemberById(member.parentId)?.account ?? null : null;
  const now = sandboxNow();
  const vendor = query.get('accountType') ?? '';
  const orderNo = (query.get('orderNoSearch') ?? '').trim().toUpperCase();
  if (orderNo) {
    const bet = history.orders.get(orderNo);
    const matches = bet && history.series(list, vendor)?.rows.includes(bet) && bet.betTime >= r.start && bet.betTime <= r.end;
    if (!bet || !matches) return EMPTY_BETS;
    const t = { bet: bet.bet, valid: bet.valid, win: bet.win, pnl: bet.pnl };
    return { list: p.page === 1 ? [betRow(bet, member, agent, now)] : [], totalPages: 1, total: 1, footer: totals(t) };
  }
  const series = history.series(list, vendor);
  if (!series) return EMPTY_BETS;
  const [lo, hi] = series.range(r.start, r.end);
  const total = hi - lo;
  const top = hi - (p.page - 1) * p.size;
  const rows: Schemas['BetRecord'][] = [];
  for (let i = top - 1; i >= Math.max(lo, top - p.size); i -= 1) {
    const bet = series.rows[i];
    if (bet) rows.push(betRow(bet, member, agent, now));
  }
  return { list: rows, totalPages: Math.ceil(total / p.size), total, footer: totals(series.totals(lo, hi)) };
}

function txRow(tx: Tx): Schemas['TransactionRecord'] {
  return { txId: tx.txId, codeType: tx.code, txTypeName: tx.txTypeName, remark: tx.remark, txTimeInTimestamp: tx.time,
    orderNo: tx.orderNo, currentAvailBalance: money(tx.balance), amount: money(tx.amount) };
}

function rateOf(category: BetCategory): number {
  return REBATE_RATES[category] ?? 0;
}

/** Rebate in cents on `valid` cents at `rate` percent. */
const rebateOn = (valid: number, rate: number) => Math.floor((valid * rate) / 100);

/** Daily rebates, paid for each whole UTC day before the manual-claim window, per category. */
function autoRebates(state: RecordsState): Schemas['BonusDetail'][] {
  if (state.autoRebates) return state.autoRebates;
  const lastDay = Math.floor((state.builtAt - MANUAL_WINDOW_MS) / DAY_MS) * DAY_MS;
  const rows: Schemas['BonusDetail'][] = [];
  for (const category of REBATE_CATEGORIES) {
    const series = state.history.settled.get(category);
    if (!series || series.rows.length === 0) continue;
    const first = Math.floor((series.rows[0]?.betTime ?? lastDay) / DAY_MS) * DAY_MS;
    for (let day = first; day < lastDay; day += DAY_MS) {
      const [lo, hi] = series.range(day, day + DAY_MS - 1);
      const valid = series.totals(lo, hi).valid;
      if (valid <= 0) continue;
      const rate = rateOf(category);
      rows.push({ rebateId: `RB${category}${day / DAY_MS}`, productType: category, claimType: 'AUTO', periodStartTimestamp: day,
        periodEndTimestamp: day + DAY_MS - 1, validBetAmount: money(valid), rebateRate: rate, rebateAmount: money(rebateOn(valid, rate)),
        paidTimeInTimestamp: day + DAY_MS + 3_600_000 });
    }
  }
  state.autoRebates = rows;
  return rows;
}

function manualRebateNow(state: RecordsState, now: number) {
  const last = Math.max(0, ...state.lastClaim.values());
  const items = REBATE_CATEGORIES.map((category) => {
    const periodStart = Math.max(state.lastClaim.get(category) ?? 0, now - MANUAL_WINDOW_MS);
    const series = state.history.settled.get(category);
    const [lo, hi] = series ? series.range(periodStart, now) : [0, 0];
    const validBet = series ? series.totals(lo, hi).valid : 0;
    const rate = rateOf(category);
    return { productType: category, validBet, rate, rebate: rebateOn(validBet, rate), periodStart };
  });
  const next = last ? Math.max(now, last + CLAIM_INTERVAL_MINUTES * 60_000) : now;
  return { items, last: last || null, next };
}

export function recordsHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/ODSFE2_RNGOrders', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_RNGOrders', scenario);
      if (g.stop) return response.untyped(g.stop);
      const page = betPage(authed(g.ctx).member, 'RNG', g.ctx.url.searchParams);
      return page ? response(200).json(ok(page)) : response(400).json(paramError());
    }),
    http.get('/wps/relay/ODSFE2_FishOrders', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_FishOrders', scenario);
      if (g.stop) return response.untyped(g.stop);
      const page = betPage(authed(g.ctx).member, 'FISH', g.ctx.url.searchParams);
      return page ? response(200).json(ok(page)) : response(400).json(paramError());
    }),
    http.get('/wps/relay/ODSFE2_LiveOrders', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_LiveOrders', scenario);
      if (g.stop) return response.untyped(g.stop);
      const page = betPage(authed(g.ctx).member, 'LIVE', g.ctx.url.searchParams);
      return page ? response(200).json(ok(page)) : response(400).json(paramError());
    }),
    http.get('/wps/relay/ODSFE2_SportsSettOrders', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_SportsSettOrders', scenario);
      if (g.stop) return response.untyped(g.stop);
      const page = betPage(authed(g.ctx).member, 'SPORTS_SETTLED', g.ctx.url.searchParams);
      return page ? response(200).json(ok(page)) : response(400).json(paramError());
    }),
    http.get('/wps/relay/ODSFE2_SportsUnsettOrders', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_SportsUnsettOrders', scenario);
      if (g.stop) return response.untyped(g.stop);
      const page = betPage(authed(g.ctx).member, 'SPORTS_UNSETTLED', g.ctx.url.searchParams);
      return page ? response(200).json(ok(page)) : response(400).json(paramError());
    }),
    http.get('/wps/relay/ODSFE2_ElottSettledOrders', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_ElottSettledOrders', scenario);
      if (g.stop) return response.untyped(g.stop);
      const page = betPage(authed(g.ctx).member, 'ELOTT_SETTLED', g.ctx.url.searchParams);
      return page ? response(200).json(ok(page)) : response(400).json(paramError());
    }),
    http.get('/wps/relay/ODSFE2_ElottUnsettledOrders', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_ElottUnsettledOrders', scenario);
      if (g.stop) return response.untyped(g.stop);
      const page = betPage(authed(g.ctx).member, 'ELOTT_UNSETTLED', g.ctx.url.searchParams);
      return page ? response(200).json(ok(page)) : response(400).json(paramError());
    }),
    http.get('/wps/relay/ODSFE2_PvPOrders', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_PvPOrders', scenario);
      if (g.stop) return response.untyped(g.stop);
      const page = betPage(authed(g.ctx).member, 'PVP', g.ctx.url.searchParams);
      return page ? response(200).json(ok(page)) : response(400).json(paramError());
    }),

    http.post('/wps/relay/ODSFE2_cancelElottOrder', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/ODSFE2_cancelElottOrder', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const orderNo = str(read.body.orderNo).trim().toUpperCase();
      if (!orderNo) return response(400).json(paramError());
      const { history } = stateFor(member);
      const bet = history.orders.get(orderNo);
      const now = sandboxNow();
      if (!bet || bet.category !== 'ELOTT') return response(400).json(fail('elott.order.not.found', 'elott.order.not.found'));
      if (bet.status !== 'PENDING') return response(400).json(fail('elott.order.already.settled', 'elott.order.already.settled'));
      if (!bet.cancellableGame) return response(400).json(fail('elott.order.not.cancellable', 'elott.order.not.cancellable'));
      if (!isCancellable(bet, now)) return response(400).json(fail('elott.order.draw.closed', 'elott.order.draw.closed'));
      history.cancel(bet, now);
      const balance = mainCents(member) + bet.bet;
      member.balances.set(MAIN_WALLET_ID, money(balance));
      history.addTransaction({ code: 'betting', amount: bet.bet, balance, time: now, remark: 'Lottery order cancelled', orderNo: bet.orderNo });
      return response(200).json(ok({ orderNo: bet.orderNo, status: 'CANCELLED' as const, refundAmount: money(bet.bet), mainBalance: money(balance) }));
    }),

    http.get('/wps/relay/ODSFE2_MemTransDet', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_MemTransDet', scenario);
      if (g.stop) return response.untyped(g.stop);
      let { member } = authed(g.ctx);
      const query = g.ctx.url.searchParams;
      const r = range(query, 'startTime', 'endTime');
      const p = paging(query);
      if (!r || !p) return response(400).json(paramError());
      if (rangeTooLong(r, TRANSACTION_MAX_DAYS)) return response(400).json(rangeError(TRANSACTION_MAX_DAYS));
      const customerName = (query.get('customerName') ?? '').trim().toLowerCase();
      if (customerName) {
        const downline = AGENT_TYPES.includes(member.type) ? downlines(member.id).find((d) => d.account.toLowerCase() === customerName) : undefined;
        if (!downline) return response(400).json(paramError());
        member = downline;
      }
      const codes = (query.get('codeTypes') ?? '').split(',').map((c) => c.trim().toLowerCase()).filter(Boolean);
      if (codes.some((c) => !(TX_CODES as readonly string[]).includes(c))) return response(400).json(paramError());
      const wanted = new Set(codes);
      const rows = stateFor(member).history.transactions;
      const lo = lowerBound(rows, r.start, (t) => t.time);
      const hi = lowerBound(rows, r.end + 1, (t) => t.time);
      const matched: Tx[] = [];
      let inAmount = 0;
      let outAmount = 0;
      for (let i = hi - 1; i >= lo; i -= 1) {
        const tx = rows[i];
        if (!tx || (wanted.size > 0 && !wanted.has(tx.code))) continue;
        matched.push(tx);
        if (tx.amount > 0) inAmount += tx.amount;
        else outAmount += tx.amount;
      }
      const list = matched.slice((p.page - 1) * p.size, p.page * p.size).map(txRow);
      return response(200).json(ok({ list, totalPages: Math.ceil(matched.length / p.size), total: matched.length,
        footer: { inAmount: money(inAmount), outAmount: money(outAmount), netAmount: money(inAmount + outAmount) } }));
    }),

    http.get('/wps/relay/MCSFE_getPersonalProfitLoss', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPersonalProfitLoss', scenario);
      if (g.stop) return response.untyped(g.stop);
      const query = g.ctx.url.searchParams;
      const r = range(query, 'startDate', 'endDate');
      if (!r) return response(400).json(paramError());
      if (rangeTooLong(r, PROFIT_LOSS_MAX_DAYS)) return response(400).json(rangeError(PROFIT_LOSS_MAX_DAYS));
      const { history } = stateFor(authed(g.ctx).member);
      const sum = { count: 0, bet: 0, valid: 0, win: 0, pnl: 0, rebate: 0 };
      const figures = (t: typeof sum): Schemas['ProfitLossFigures'] => ({ betCount: t.count, betAmount: money(t.bet),
        validBetAmount: money(t.valid), winAmount: money(t.win), rebateAmount: money(t.rebate), profitAndLoss: money(t.pnl) });
      const categories = BET_CATEGORIES.map((category) => {
        const series = history.settled.get(category);
        const [lo, hi] = series ? series.range(r.start, r.end) : [0, 0];
        const t = series ? series.totals(lo, hi) : { count: 0, bet: 0, valid: 0, win: 0, pnl: 0 };
        const rebate = rebateOn(t.valid, rateOf(category));
        sum.count += t.count; sum.bet += t.bet; sum.valid += t.valid; sum.win += t.win; sum.pnl += t.pnl; sum.rebate += rebate;
        return { gameCategory: category, ...figures({ ...t, rebate }) };
      });
      const daily: Schemas['ProfitLossDay'][] = [];
      for (let day = r.start; day <= r.end; day += DAY_MS) {
        const end = Math.min(day + DAY_MS - 1, r.end);
        let bet = 0;
        let win = 0;
        let pnl = 0;
        for (const series of history.settled.values()) {
          const [lo, hi] = series.range(day, end);
          const t = series.totals(lo, hi);
          bet += t.bet; win += t.win; pnl += t.pnl;
        }
        daily.push({ dayStartTimestamp: day, betAmount: money(bet), winAmount: money(win), profitAndLoss: money(pnl) });
      }
      return response(200).json(ok({ categories, total: figures(sum), daily }));
    }),

    http.get('/wps/relay/MCSFE_getBonusDetails', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getBonusDetails', scenario);
      if (g.stop) return response.untyped(g.stop);
      const query = g.ctx.url.searchParams;
      const r = range(query, 'startDate', 'endDate');
      const p = paging(query);
      if (!r || !p) return response(400).json(paramError());
      const productType = (query.get('productType') ?? '').trim().toUpperCase();
      const state = stateFor(authed(g.ctx).member);
      const manual: Schemas['BonusDetail'][] = state.claims.flatMap((claim) => claim.items.map((item) => ({
        rebateId: `${claim.claimId}-${item.productType}`, productType: item.productType, claimType: 'MANUAL' as const,
        periodStartTimestamp: item.periodStart, periodEndTimestamp: claim.time, validBetAmount: money(item.validBet),
        rebateRate: item.rate, rebateAmount: money(item.rebate), paidTimeInTimestamp: claim.time })));
      const rows = [...autoRebates(state), ...manual]
        .filter((row) => row.periodEndTimestamp >= r.start && row.periodEndTimestamp <= r.end && (!productType || row.productType === productType))
        .toSorted((a, b) => b.periodEndTimestamp - a.periodEndTimestamp || a.productType.localeCompare(b.productType));
      const valid = rows.reduce((s, row) => s + cents(row.validBetAmount), 0);
      const rebate = rows.reduce((s, row) => s + cents(row.rebateAmount), 0);
      return response(200).json(ok({ list: rows.slice((p.page - 1) * p.size, p.page * p.size), totalPages: Math.ceil(rows.length / p.size),
        total: rows.length, footer: { validBetAmount: money(valid), rebateAmount: money(rebate) } }));
    }),

    http.get('/wps/relay/MCSFE_getCustomerRebateSettingByProductType', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ list: Object.entries(REBATE_RATES).map(([productType, rebateRate]) => ({ productType, rebateRate })) }));
    }),

    http.get('/wps/relay/MCSFE_getManualRebate', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getManualRebate', scenario);
      if (g.stop) return response.untyped(g.stop);
      const now = sandboxNow();
      const { items, last, next } = manualRebateNow(stateFor(authed(g.ctx).member), now);
      return response(200).json(ok({
        list: items.map((item) => ({ productType: item.productType, validBetAmount: money(item.validBet), rebateRate: item.rate,
          rebateAmount: money(item.rebate), periodStartTimestamp: item.periodStart, periodEndTimestamp: now })),
        totalRebateAmount: money(items.reduce((s, item) => s + item.rebate, 0)), minClaimAmount: money(MIN_CLAIM_CENTS),
        claimIntervalMinutes: CLAIM_INTERVAL_MINUTES, lastClaimTimeInTimestamp: last, nextClaimTimeInTimestamp: next,
      }));
    }),

    http.post('/wps/relay/MCSFE_submitManualRebate', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_submitManualRebate', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const productType = str(read.body.productType).trim().toUpperCase();
      if (productType && !(REBATE_CATEGORIES as string[]).includes(productType)) return response(400).json(paramError());
      const state = stateFor(member);
      const now = sandboxNow();
      const { items, next } = manualRebateNow(state, now);
      if (next > now) return response(400).json(fail('rebate.claim.too.soon', 'rebate.claim.too.soon', { nextClaimTimeInTimestamp: next }));
      const chosen = items.filter((item) => (!productType || item.productType === productType) && item.rebate > 0);
      const total = chosen.reduce((s, item) => s + item.rebate, 0);
      if (total < MIN_CLAIM_CENTS) return response(400).json(fail('rebate.nothing.to.claim', 'rebate.nothing.to.claim'));
      const claim: Claim = { claimId: `MR${member.id}${state.claims.length + 1}`, time: now, items: chosen };
      state.claims.push(claim);
      for (const item of chosen) state.lastClaim.set(item.productType, now);
      const balance = mainCents(member) + total;
      member.balances.set(MAIN_WALLET_ID, money(balance));
      state.history.addTransaction({ code: 'betting_rebate', amount: total, balance, time: now, remark: 'Manual rebate', orderNo: claim.claimId });
      return response(200).json(ok({ claimId: claim.claimId, rebateAmount: money(total),
        claimed: chosen.map((item) => ({ productType: item.productType, rebateAmount: money(item.rebate) })),
        mainBalance: money(balance), claimTimeInTimestamp: now, nextClaimTimeInTimestamp: now + CLAIM_INTERVAL_MINUTES * 60_000 }));
    }),
  ];
}
