import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { gameIconSvg } from '../images.ts';
import { authed, fail, gate, ok, readBody, str, type Context, type ScenarioSource } from '../responses.ts';
import { MAIN_WALLET_ID, findMember, onStoreReset, sandboxNow, type StoredMember } from '../store.ts';
import type { SandboxMerchant } from '../merchants.ts';
import {
  GOODS_COUNT,
  SEED_DEPOSIT_TOTAL,
  SEED_POINTS,
  currencyFactor,
  pointRules,
  seedGoods,
  seedPointRecords,
  seedRedeems,
  type PointRecord,
  type PointRecordType,
  type RedeemRecord,
  type RedeemStatus,
  type SeedGoods,
} from '../seed/points.ts';
import { http } from './http.ts';
import { recordsHistory } from './records.ts';

/**
 * The points mall (PTSYS3, PLATFORM-MEMBER "Promotions, rewards, points, referral"): balance, goods, redeem with the
 * fund password, redeem history, points details, rules and conversion to cash (a row of the transaction history). Stock
 * is per brand; points, details and redeems per member, built on first use. A rejected redeem gives its points back.
 */

interface PointsState {
  records: PointRecord[];
  redeems: RedeemRecord[];
  sequence: number;
}

const members = new Map<number, PointsState>();
const stock = new Map<string, SeedGoods[]>();
onStoreReset(() => {
  members.clear();
  stock.clear();
});

const TRIAL = 4;
const MAX_SIZE = 100;
const MAX_RANGE_DAYS = 90;
const DAY_MS = 86_400_000;

function goodsOf(merchant: SandboxMerchant): SeedGoods[] {
  let goods = stock.get(merchant.code);
  if (!goods) {
    goods = seedGoods(merchant.currency.code);
    stock.set(merchant.code, goods);
  }
  return goods;
}

/** The member's points state; the first use seeds it (trial accounts have no points). */
function stateOf(member: StoredMember, merchant: SandboxMerchant): PointsState {
  let state = members.get(member.id);
  if (!state) {
    const now = sandboxNow();
    const trial = member.type === TRIAL;
    member.points = trial ? 0 : SEED_POINTS;
    state = {
      records: trial ? [] : seedPointRecords(member.account, now, SEED_POINTS),
      redeems: trial ? [] : seedRedeems(member.account, goodsOf(merchant), now),
      sequence: 0,
    };
    members.set(member.id, state);
  }
  return state;
}

function addRecord(member: StoredMember, state: PointsState, type: PointRecordType, changedPoints: number): PointRecord {
  member.points += changedPoints;
  state.sequence += 1;
  const record = { changedPoints, pointsBalance: member.points, transactionRef: `PT${member.id}N${String(state.sequence).padStart(4, '0')}`,
    applyTime: sandboxNow(), type };
  state.records.unshift(record);
  return record;
}

/** Decides a member's redeems in process (`POST /__sandbox/points/decide`); a rejection returns the points. */
export function decideRedeems(account: string, decision: 'approve' | 'reject', reason?: string): number | undefined {
  const member = findMember(account);
  const state = member ? members.get(member.id) : undefined;
  if (!member || !state) return member ? 0 : undefined;
  let count = 0;
  for (const redeem of state.redeems) {
    if (redeem.status !== 'PROCESS') continue;
    count += 1;
    redeem.status = decision === 'approve' ? 'APPROVED' : 'REJECTED';
    redeem.remark = decision === 'approve' ? 'Delivered.' : (reason ?? 'Rejected by the operator; your points were returned.');
    if (decision === 'reject') addRecord(member, state, 'redeem', redeem.pointsRequirement);
  }
  return count;
}

/** PTSYS3 off: every points call answers function.not.available. */
function pointsOff(ctx: Context) {
  return !ctx.merchant.whitelabel.PTSYS3;
}

function num(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** What a handler's typed query offers. */
interface Query {
  get(name: string): string | null;
}

function paging(query: Query) {
  const page = num(query.get('page')) ?? 1;
  const size = num(query.get('size')) ?? 10;
  if (!(page >= 1) || !(size >= 1)) return undefined;
  return { page, size: Math.min(size, MAX_SIZE) };
}

function pageOf<T>(rows: readonly T[], { page, size }: { page: number; size: number }) {
  return { list: rows.slice((page - 1) * size, page * size), total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / size)) };
}

/** startTime/endTime: both or neither; undefined when absent, null when wrong. */
function range(query: Query): { start: number; end: number } | undefined | null {
  const start = num(query.get('startTime'));
  const end = num(query.get('endTime'));
  if (start === undefined && end === undefined) return undefined;
  if (start === undefined || end === undefined || Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  return { start, end };
}

const isStatus = (value: string): value is RedeemStatus => ['PROCESS', 'REJECTED', 'APPROVED'].includes(value);
const TYPES: readonly PointRecordType[] = ['live', 'lottery', 'pvp', 'rng', 'sports', 'redeem', 'deposit'];
const isType = (value: string): value is PointRecordType => (TYPES as readonly string[]).includes(value);
const cents = (amount: number) => Math.round(amount * 100);

export function pointsHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/MCSFE_getPointBalance', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPointBalance', scenario);
      if (g.stop) return response.untyped(g.stop);
      if (pointsOff(g.ctx)) return response(400).json(fail('function.not.available', 'function.not.available'));
      const { member } = authed(g.ctx);
      stateOf(member, g.ctx.merchant);
      return response(200).json(ok({ points: member.points }));
    }),

    http.get('/wps/relay/MCSFE_getPointReward', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPointReward', scenario);
      if (g.stop) return response.untyped(g.stop);
      if (pointsOff(g.ctx)) return response(400).json(fail('function.not.available', 'function.not.available'));
      const paged = paging(query);
      if (!paged) return response(400).json(fail('request_param_err', 'request_param_err'));
      const list = goodsOf(g.ctx.merchant).map((goods) => ({ ...goods, imageUrl: `/wps/sandbox-assets/goods/${goods.rewardId}.svg` }));
      return response(200).json(ok(pageOf(list, paged)));
    }),

    http.post('/wps/relay/passwordCheck/MCSFE_redeemPointReward', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/passwordCheck/MCSFE_redeemPointReward', scenario);
      if (g.stop) return response.untyped(g.stop);
      if (pointsOff(g.ctx)) return response(400).json(fail('function.not.available', 'function.not.available'));
      const { member, merchant } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const { body } = read;
      const quantity = body.quantity === undefined ? 1 : Number(body.quantity);
      const goods = goodsOf(merchant).find((item) => String(item.rewardId) === str(body.rewardId));
      if (!goods || !Number.isInteger(quantity) || quantity < 1 || typeof body.password !== 'string')
        return response(400).json(fail('request_param_err', 'request_param_err'));
      if (member.type === TRIAL) return response(400).json(fail('in_need_true_account', 'in_need_true_account'));
      if (!member.fundPassword) return response(400).json(fail('not.exists.payment.password', 'not.exists.payment.password'));
      if (body.password !== member.fundPassword) return response(400).json(fail('invalid.payment.pw', 'invalid.payment.pw'));
      const state = stateOf(member, merchant);
      const address = str(body.receiverAddress).trim();
      const mobile = str(body.receiverMobile).trim();
      if (goods.deliveryType === 'ADDRESS' && !address) return response(400).json(fail('redeem.address.required', 'redeem.address.required'));
      if (goods.deliveryType === 'MOBILE' && !/^\+?[0-9]{7,15}$/.test(mobile))
        return response(400).json(fail('redeem.mobile.required', 'redeem.mobile.required'));
      if (goods.quantity < quantity) return response(400).json(fail('reward.unavailable', 'reward.unavailable', { quantity: goods.quantity }));
      const depositAmount = member.type === TRIAL ? 0 : SEED_DEPOSIT_TOTAL * currencyFactor(merchant.currency.code);
      if (depositAmount < goods.amountRequirement)
        return response(400).json(fail('redeem.amount.requirement', 'redeem.amount.requirement', { amountRequirement: goods.amountRequirement, depositAmount }));
      const cost = goods.pointsRequirement * quantity;
      if (member.points < cost) return response(400).json(fail('points.insufficient', 'points.insufficient', { points: member.points, cost }));
      goods.quantity -= quantity;
      const record = addRecord(member, state, 'redeem', -cost);
      const redeem: RedeemRecord = { redeemId: `RD${member.id}N${String(state.sequence).padStart(4, '0')}`, rewardId: goods.rewardId,
        name: goods.name, quantity, pointsRequirement: cost, amountRequirement: goods.amountRequirement, status: 'PROCESS',
        time: record.applyTime, remark: null, units: goods.units, pointsRatio: goods.pointsRatio };
      state.redeems.unshift(redeem);
      return response(200).json(ok({ redeemId: redeem.redeemId, pointsBalance: member.points, status: redeem.status }));
    }),

    http.get('/wps/relay/MCSFE_getRedeemPointList', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getRedeemPointList', scenario);
      if (g.stop) return response.untyped(g.stop);
      if (pointsOff(g.ctx)) return response(400).json(fail('function.not.available', 'function.not.available'));
      const paged = paging(query);
      const span = range(query);
      const status = query.get('status') ?? '';
      if (!paged || span === null || (status && !isStatus(status))) return response(400).json(fail('request_param_err', 'request_param_err'));
      const rows = stateOf(authed(g.ctx).member, g.ctx.merchant).redeems.filter(
        (row) => (!status || row.status === status) && (!span || (row.time >= span.start && row.time <= span.end)),
      );
      return response(200).json(ok(pageOf(rows, paged)));
    }),

    http.get('/wps/relay/MCSFE_getPointRecordList', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPointRecordList', scenario);
      if (g.stop) return response.untyped(g.stop);
      if (pointsOff(g.ctx)) return response(400).json(fail('function.not.available', 'function.not.available'));
      const paged = paging(query);
      const span = range(query);
      const type = query.get('type') ?? '';
      if (!paged || span === null || (type && !isType(type))) return response(400).json(fail('request_param_err', 'request_param_err'));
      if (span && span.end - span.start > MAX_RANGE_DAYS * DAY_MS + 3_600_000)
        return response(400).json(fail('query.date.range.exceeded', 'query.date.range.exceeded', { maxDays: MAX_RANGE_DAYS }));
      const rows = stateOf(authed(g.ctx).member, g.ctx.merchant).records.filter(
        (row) => (!type || row.type === type) && (!span || (row.applyTime >= span.start && row.applyTime <= span.end)),
      );
      return response(200).json(ok(pageOf(rows, paged)));
    }),

    http.get('/wps/relay/MCSFE_getPointConfig', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPointConfig', scenario);
      if (g.stop) return response.untyped(g.stop);
      if (pointsOff(g.ctx)) return response(400).json(fail('function.not.available', 'function.not.available'));
      return response(200).json(ok(pointRules(g.ctx.merchant.currency.code)));
    }),

    http.post('/wps/relay/passwordCheck/MCSFE_convertPoint', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/passwordCheck/MCSFE_convertPoint', scenario);
      if (g.stop) return response.untyped(g.stop);
      if (pointsOff(g.ctx)) return response(400).json(fail('function.not.available', 'function.not.available'));
      const { member, merchant } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const points = Number(read.body.points);
      if (!Number.isInteger(points) || points < 1 || typeof read.body.password !== 'string')
        return response(400).json(fail('request_param_err', 'request_param_err'));
      if (member.type === TRIAL) return response(400).json(fail('in_need_true_account', 'in_need_true_account'));
      if (!member.fundPassword) return response(400).json(fail('not.exists.payment.password', 'not.exists.payment.password'));
      if (read.body.password !== member.fundPassword) return response(400).json(fail('invalid.payment.pw', 'invalid.payment.pw'));
      const state = stateOf(member, merchant);
      const rules = pointRules(merchant.currency.code);
      if (points < rules.minConvertPoints)
        return response(400).json(fail('points.convert.min', 'points.convert.min', { minConvertPoints: rules.minConvertPoints }));
      if (points % rules.conversion.points !== 0)
        return response(400).json(fail('points.convert.step', 'points.convert.step', { step: rules.conversion.points }));
      if (points > member.points) return response(400).json(fail('points.insufficient', 'points.insufficient', { points: member.points, cost: points }));
      const amountCents = (points / rules.conversion.points) * cents(rules.conversion.amount);
      const record = addRecord(member, state, 'redeem', -points);
      // The history is built before the money moves (its last row's balance is the wallet before this credit), then
      // the conversion is a row of its own, as promotion claims are (seed/promotions.ts claimIssued).
      const history = recordsHistory(member.account);
      const main = cents(member.balances.get(MAIN_WALLET_ID) ?? 0) + amountCents;
      member.balances.set(MAIN_WALLET_ID, main / 100);
      history?.addTransaction({ code: 'other', txTypeName: 'Points conversion', amount: amountCents, balance: main, time: record.applyTime,
        remark: `${points} points converted to cash`, orderNo: record.transactionRef });
      return response(200).json(ok({ pointsBalance: member.points, amount: amountCents / 100, transactionRef: record.transactionRef }));
    }),
  ];
}

/** Goods pictures (`/wps/sandbox-assets/goods/<rewardId>.svg`): a tile with the goods' initials. */
export const pointsAssetHandlers: HttpHandler[] = [
  mswHttp.get('*/wps/sandbox-assets/goods/:file', ({ params }) => {
    const match = /^(\d+)\.svg$/.exec(String(params.file));
    const id = Number(match?.[1]);
    if (!match || !(id >= 1 && id <= GOODS_COUNT)) return new HttpResponse('Not found', { status: 404 });
    const goods = seedGoods('PHP')[id - 1]!;
    return new HttpResponse(gameIconSvg(`goods${id}`, goods.name.replace(/#\d+$/, '')), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400, immutable' },
    });
  }),
];

/** `POST /__sandbox/points/decide {account, decision: approve|reject, reason?}`: decides the member's redeems in process. */
export const pointsControlHandlers: HttpHandler[] = [
  mswHttp.post('*/__sandbox/points/decide', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { account?: unknown; decision?: unknown; reason?: unknown };
    const decision = body.decision === 'reject' ? 'reject' : body.decision === 'approve' ? 'approve' : null;
    if (typeof body.account !== 'string' || !decision) return HttpResponse.json({ error: 'account and decision (approve|reject) are required' }, { status: 400 });
    const decided = decideRedeems(body.account, decision, typeof body.reason === 'string' ? body.reason : undefined);
    if (decided === undefined) return HttpResponse.json({ error: `no member ${body.account}` }, { status: 404 });
    return HttpResponse.json({ decided });
  }),
];
