import { beforeAll, describe, expect, it } from 'vitest';
import { publishMemberEvent } from '../../../sandbox/events';
import { cancellableOrderNo, recordsHistory } from '../../../sandbox/operations/records';
import {
  BET_CATEGORIES,
  BET_LISTS,
  DAY_MS,
  TX_CODES,
  buildHistory,
  generateBets,
  generateTransactions,
  historyProfile,
  type MemberHistory,
} from '../../../sandbox/seed/history';
import { MAIN_WALLET_ID, advanceClock, findMember, resetStore, sandboxNow } from '../../../sandbox/store';
import { call, login } from './helpers';

interface BetRow {
  orderNo: string;
  accountType: string;
  gameCategory: string;
  betTimeInTimestamp: number;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  profitAndLoss: number;
  status?: string;
  cancellable?: boolean;
}
interface Page<T, F> {
  list: T[];
  totalPages: number;
  total: number;
  footer: F;
}
interface TxRow {
  txId: string;
  codeType: string;
  txTimeInTimestamp: number;
  amount: number;
  currentAvailBalance: number;
}
type Totals = { betAmount: number; validBetAmount: number; winAmount: number; profitAndLoss: number };

const NOW = Date.UTC(2026, 10, 24, 8, 0, 0);
const token = async (account: string) => (await login(account, 'Passw0rd!')).json.value.token ?? '';
const money = (cents: number) => Math.round(cents) / 100;

describe('Sandbox records history (generator)', () => {
  let history: MemberHistory;
  beforeAll(() => {
    history = buildHistory(historyProfile('member01', 0), NOW, 150_050);
  });

  it('gives member01 90 days of at least 100,000 bets in every category and list, unsettled sports and lottery included', () => {
    expect(history.betCount()).toBeGreaterThanOrEqual(100_000);
    expect(BET_LISTS.filter((list) => !history.lists.get(list)?.all.rows.length)).toEqual([]);
    expect(BET_CATEGORIES.filter((category) => (history.settled.get(category)?.rows.length ?? 0) < 100)).toEqual([]);
    const all = [...history.orders.values()];
    expect(Math.min(...all.map((b) => b.betTime))).toBeGreaterThanOrEqual(NOW - 90 * DAY_MS);
    expect(Math.max(...all.map((b) => b.betTime))).toBeLessThanOrEqual(NOW);
    const unsorted = BET_LISTS.filter((list) => {
      const times = history.lists.get(list)!.all.rows.map((b) => b.betTime);
      return !times.every((t, i) => i === 0 || (times[i - 1] ?? 0) <= t);
    });
    expect(unsorted).toEqual([]);
  });

  it('gives member01 at least 20,000 transactions of every code whose balances run from row to row and end at the main wallet', () => {
    const rows = history.transactions;
    expect(rows.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(rows.map((t) => t.code))).toEqual(new Set(TX_CODES));
    const broken = rows.filter((row, i) => {
      const before = rows[i - 1];
      return row.balance < 0 || (before !== undefined && (row.time < before.time || row.balance !== before.balance + row.amount));
    });
    expect(broken).toEqual([]);
    expect(rows.at(-1)?.balance).toBe(150_050);
    expect(rows.filter((t) => t.code === 'withdraw' || t.code === 'betting').every((t) => t.amount < 0)).toBe(true);
  });

  it.each([
    ['just after the daily draw closes', Date.UTC(2026, 10, 28, 11, 0, 30)],
    ['twenty minutes after it', Date.UTC(2026, 10, 28, 11, 20, 0)],
    ['just before it closes', Date.UTC(2026, 10, 28, 10, 58, 0)],
  ])('holds lottery orders member01 can still cancel at any time of day: %s', (_when, now) => {
    const at = buildHistory(historyProfile('member01', 0), now, 150_050);
    const cancellable = (at.lists.get('ELOTT_UNSETTLED')?.all.rows ?? []).filter(
      (bet) => bet.status === 'PENDING' && bet.cancellableGame === true && bet.drawTime !== undefined && now < bet.drawTime - 60_000,
    );
    expect(cancellable.length).toBeGreaterThanOrEqual(10);
  });

  it('makes the same history from the same seed and a different one from another', () => {
    const options = { seed: 42, now: NOW, days: 90, bets: 3000, transactions: 1000, finalBalance: 10_000 };
    expect(generateBets(options)).toEqual(generateBets(options));
    expect(generateTransactions(options)).toEqual(generateTransactions(options));
    expect(generateBets({ ...options, seed: 43 }).map((b) => b.bet)).not.toEqual(generateBets(options).map((b) => b.bet));
  });

  it('sizes each login: member01 and its copies the full history, member02 and trial logins none, others a few hundred', () => {
    expect(historyProfile('member01', 0)).toMatchObject({ key: 'member01', days: 90, bets: 110_000 });
    expect(historyProfile('member01xk3', 0).key).toBe('member01');
    expect(historyProfile('member02', 0)).toMatchObject({ bets: 0, transactions: 0 });
    expect(historyProfile('trial01', 4)).toMatchObject({ bets: 0, transactions: 0 });
    const other = historyProfile('agent01', 1);
    expect(other.bets).toBeGreaterThanOrEqual(300);
    expect(other.bets).toBeLessThan(1000);
  });
});

describe('Sandbox records calls', () => {
  let t = '';
  let history: MemberHistory;
  beforeAll(async () => {
    resetStore();
    t = await token('member01');
    history = recordsHistory('member01')!;
  });

  const orders = (path: string, query: string) => call<Page<BetRow, Totals>>(`/wps/relay/${path}?${query}`, { token: t });

  it('answers a date range newest first with the footer over the whole range, page after page', async () => {
    const end = sandboxNow() - DAY_MS;
    const start = end - 3 * DAY_MS;
    const expected = history.lists.get('RNG')!.all.rows.filter((b) => b.betTime >= start && b.betTime <= end);
    const first = (await orders('ODSFE2_RNGOrders', `startDate=${start}&endDate=${end}&page=1&size=10`)).json.value;
    expect(first.total).toBe(expected.length);
    expect(first.totalPages).toBe(Math.ceil(expected.length / 10));
    expect(first.list.map((r) => r.orderNo)).toEqual(expected.slice(-10).toReversed().map((b) => b.orderNo));
    const sum = (key: 'bet' | 'valid' | 'win' | 'pnl') => money(expected.reduce((s, b) => s + b[key], 0));
    expect(first.footer).toEqual({ betAmount: sum('bet'), validBetAmount: sum('valid'), winAmount: sum('win'), profitAndLoss: sum('pnl') });
    const second = (await orders('ODSFE2_RNGOrders', `startDate=${start}&endDate=${end}&page=2&size=10`)).json.value;
    expect(second.list[0]?.orderNo).toBe(expected.at(-11)?.orderNo);
    expect(second.footer).toEqual(first.footer);
  });

  it('filters by vendor and finds one order by its number', async () => {
    const range = `startDate=${sandboxNow() - 30 * DAY_MS}&endDate=${sandboxNow()}`;
    const pg = (await orders('ODSFE2_RNGOrders', `${range}&accountType=PG&size=50`)).json.value;
    expect(pg.total).toBeGreaterThan(0);
    expect(pg.list.every((r) => r.accountType === 'PG')).toBe(true);
    const target = pg.list[7]!;
    const found = (await orders('ODSFE2_RNGOrders', `${range}&orderNoSearch=${target.orderNo.toLowerCase()}`)).json.value;
    expect(found.list.map((r) => r.orderNo)).toEqual([target.orderNo]);
    expect(found.footer.betAmount).toBe(target.betAmount);
    const elsewhere = (await orders('ODSFE2_LiveOrders', `${range}&orderNoSearch=${target.orderNo}`)).json.value;
    expect(elsewhere).toMatchObject({ list: [], total: 0, totalPages: 0 });
  });

  it('answers a page in a few milliseconds on the 100,000-bet history', async () => {
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const start = sandboxNow() - (i + 2) * DAY_MS;
      const began = performance.now();
      await orders('ODSFE2_RNGOrders', `startDate=${start}&endDate=${sandboxNow()}&page=${i + 1}&size=10`);
      times.push(performance.now() - began);
    }
    const median = times.toSorted((a, b) => a - b)[10]!;
    // Generous for a loaded test machine; typically 1-3 ms.
    expect(median).toBeLessThan(50);
  });

  it('refuses a transaction range over 30 days with the range error, and takes 30 whole days', async () => {
    const start = Date.UTC(2026, 9, 1);
    const tx = (startTime: number, endTime: number, extra = '') =>
      call<Page<TxRow, { inAmount: number; outAmount: number; netAmount: number }>>(
        `/wps/relay/ODSFE2_MemTransDet?startTime=${startTime}&endTime=${endTime}&page=1&size=10${extra}`, { token: t });
    const tooLong = await tx(start, start + 31 * DAY_MS - 1);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ success: false, errorCode: 'query.date.range.exceeded', value: { maxDays: 30 } });
    expect((await tx(start, start + 30 * DAY_MS - 1)).status).toBe(200);
    expect((await tx(start, start + DAY_MS, '&codeTypes=nonsense')).status).toBe(400);

    const end = sandboxNow();
    const deposits = (await tx(end - 30 * DAY_MS, end, '&codeTypes=deposit,withdraw&size=100')).json.value;
    expect(deposits.total).toBeGreaterThan(0);
    expect(new Set(deposits.list.map((r) => r.codeType))).toEqual(new Set(['deposit', 'withdraw']));
    const times = deposits.list.map((r) => r.txTimeInTimestamp);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    const all = (await tx(end - 30 * DAY_MS, end, '&size=200')).json.value;
    expect(all.footer.netAmount).toBeCloseTo(all.footer.inAmount + all.footer.outAmount, 2);
    // Newest first: each row's balance is the one below it plus the row's amount.
    for (let i = 0; i < all.list.length - 1; i += 1)
      expect(all.list[i]!.currentAvailBalance).toBeCloseTo(all.list[i + 1]!.currentAvailBalance + all.list[i]!.amount, 2);
  });

  it('has no records for member02 (the "no records yet" state)', async () => {
    const t2 = await token('member02');
    const range = `startDate=${sandboxNow() - 30 * DAY_MS}&endDate=${sandboxNow()}`;
    const bets = await call<Page<BetRow, Totals>>(`/wps/relay/ODSFE2_RNGOrders?${range}`, { token: t2 });
    expect(bets.json.value).toMatchObject({ list: [], total: 0, totalPages: 0, footer: { betAmount: 0 } });
    const tx = await call<Page<TxRow, unknown>>(`/wps/relay/ODSFE2_MemTransDet?startTime=${sandboxNow() - 7 * DAY_MS}&endTime=${sandboxNow()}`, { token: t2 });
    expect(tx.json.value.total).toBe(0);
  });

  it('adds a transaction row when money moves elsewhere in the sandbox (transfer, deposit credited)', async () => {
    const member = findMember('member01')!;
    const transfer = await call('/wps/relay/GCS_walletTransfer', { token: t, body: { fromAccountTypeId: MAIN_WALLET_ID, toAccountTypeId: 11, amount: 12.5 } });
    expect(transfer.status).toBe(200);
    member.balances.set(MAIN_WALLET_ID, (member.balances.get(MAIN_WALLET_ID) ?? 0) + 300);
    publishMemberEvent(member.id, 'deposit.credited', { depositId: 'DTEST1', amount: 300 }, sandboxNow());
    const latest = (await call<Page<TxRow, unknown>>(`/wps/relay/ODSFE2_MemTransDet?startTime=${sandboxNow() - DAY_MS}&endTime=${sandboxNow() + 1000}&size=2`, { token: t })).json.value.list;
    expect(latest.map((r) => [r.codeType, r.amount])).toEqual([['deposit', 300], ['other', -12.5]]);
    expect(latest[0]?.currentAvailBalance).toBe(member.balances.get(MAIN_WALLET_ID));
  });

  it('cancels a lottery order waiting for its draw once: the stake comes back, then it is settled', async () => {
    const member = findMember('member01')!;
    const before = member.balances.get(MAIN_WALLET_ID) ?? 0;
    const orderNo = cancellableOrderNo('member01')!;
    const stake = history.orders.get(orderNo)!.bet / 100;
    const cancel = () => call<{ status: string; refundAmount: number; mainBalance: number }>('/wps/relay/ODSFE2_cancelElottOrder', { token: t, body: { orderNo } });
    const done = await cancel();
    expect(done.json.value).toMatchObject({ status: 'CANCELLED', refundAmount: stake });
    expect(member.balances.get(MAIN_WALLET_ID)).toBeCloseTo(before + stake, 2);
    expect((await cancel()).json).toMatchObject({ success: false, errorCode: 'elott.order.already.settled' });
    const settled = (await orders('ODSFE2_ElottSettledOrders', `startDate=${sandboxNow() - 2 * DAY_MS}&endDate=${sandboxNow()}&orderNoSearch=${orderNo}`)).json.value;
    expect(settled.list[0]).toMatchObject({ orderNo, status: 'CANCELLED', cancellable: false, profitAndLoss: 0 });
    const missing = await call('/wps/relay/ODSFE2_cancelElottOrder', { token: t, body: { orderNo: 'NOPE' } });
    expect(missing.json.errorCode).toBe('elott.order.not.found');
  });

  it('claims the manual rebate once, then says too soon, then nothing to claim', async () => {
    const available = (await call<{ totalRebateAmount: number; list: { productType: string }[] }>('/wps/relay/MCSFE_getManualRebate', { token: t })).json.value;
    expect(available.totalRebateAmount).toBeGreaterThan(0);
    expect(available.list.map((i) => i.productType)).not.toContain('PVP');
    const submit = () => call<{ rebateAmount: number }>('/wps/relay/MCSFE_submitManualRebate', { token: t, body: {} });
    expect((await submit()).json.value.rebateAmount).toBeCloseTo(available.totalRebateAmount, 2);
    expect((await submit()).json).toMatchObject({ success: false, errorCode: 'rebate.claim.too.soon' });
    advanceClock(11);
    expect((await submit()).json).toMatchObject({ success: false, errorCode: 'rebate.nothing.to.claim' });
    const bonus = (await call<Page<{ claimType: string }, unknown>>(`/wps/relay/MCSFE_getBonusDetails?startDate=${sandboxNow() - DAY_MS}&endDate=${sandboxNow()}`, { token: t })).json.value;
    expect(bonus.list[0]?.claimType).toBe('MANUAL');
  });
});
