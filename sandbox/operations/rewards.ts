import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { publishMemberEvent } from '../events.ts';
import { authed, fail, gate, ok, readBody, str, type AuthedContext, type ScenarioSource } from '../responses.ts';
import {
  DAY_MS, LOGIN_PROMOTION_ID, PROMO_CODE_MAX, SAVIOR_PROMOTION_ID, SAVIOR_RULES, SIGN_IN_DAYS, brandScale, dayStart,
  leaderboardNames, promoCodes, rankPrize, rewardsOf, setTodayActivity, signInToday, type RewardsState, type StoredMission, type StoredTicket,
} from '../seed/rewards.ts';
import { claimsOf, issueAndClaim, issueReward, type PromotionType } from '../seed/promotions.ts';
import { findMember, sandboxNow, type StoredMember } from '../store.ts';
import { http } from './http.ts';

/**
 * The rewards centre and missions (issue 13): reward tickets, promo codes, the daily sign-in, the rescue fund and
 * missions with their leaderboard. Every reward goes through the promotions store (issued, then claimed: the main
 * wallet and the claim history move); state is sandbox/seed/rewards.ts's.
 */

type Schemas = components['schemas'];

const round2 = (n: number) => Math.round(n * 100) / 100;
const TRIAL = 4;
/** Member types allowed in the rewards centre (PLATFORM-MEMBER "Conventions"). */
const REWARD_TYPES = [0, 1, 2];

/**
 * Issues a reward and claims it at once through the promotions store (main wallet, transaction history, claim
 * history), and tells the member's open sites the balance moved (balance.changed). Null when the store refuses.
 */
function grant(ctx: AuthedContext, input: { promotionType: PromotionType; promotionName: string; amount: number; promotionId?: number }) {
  const outcome = issueAndClaim(ctx.member.account, { ...input, expireTime: null }, ctx.merchant.code);
  if (!outcome.ok) return null;
  publishMemberEvent(ctx.member.id, 'balance.changed', { mainWallet: outcome.mainBalance, change: input.amount, reason: 'promotion',
    initiatedByMember: true }, sandboxNow());
  return outcome.claim.promotionClaimId;
}

/** The refusal for members who may not claim rewards, or null. */
function refuseClaim(member: StoredMember) {
  if (member.type === TRIAL) return fail('in_need_true_account', 'in_need_true_account');
  if (!REWARD_TYPES.includes(member.type)) return fail('function.not.available', 'function.not.available');
  return null;
}

function ticketValue(ticket: StoredTicket, scale: number): Schemas['ClaimTicket'] {
  return {
    transactionId: ticket.transactionId,
    ticketType: ticket.ticketType,
    promotionId: ticket.promotionId,
    promotionName: ticket.promotionName,
    status: ticket.status,
    receivedTime: ticket.receivedTime,
    expireTime: ticket.expireTime,
    rewardAmount: ticket.status === 'OPENED' ? round2(ticket.prize * scale) : null,
    openedTime: ticket.openedTime,
  };
}

/** Unopened tickets past their time turn EXPIRED. */
function expireTickets(state: RewardsState): void {
  const now = sandboxNow();
  for (const ticket of state.tickets)
    if (ticket.status === 'UNOPENED' && ticket.expireTime !== null && ticket.expireTime < now) ticket.status = 'EXPIRED';
}

const TICKET_ORDER: Record<StoredTicket['status'], number> = { UNOPENED: 0, OPENED: 1, EXPIRED: 2 };

function loginPromotionValue(state: RewardsState, scale: number): Schemas['LoginPromotion'] {
  const today = signInToday(state);
  return {
    promotionId: LOGIN_PROMOTION_ID,
    promotionName: 'Daily sign-in',
    days: SIGN_IN_DAYS.map((d) => ({
      promotionConfigDetailId: LOGIN_PROMOTION_ID * 10 + d.day,
      day: d.day,
      date: state.cycleStart + (d.day - 1) * DAY_MS,
      rewardAmount: round2(d.reward * scale),
      depositRequired: round2(d.depositRequired * scale),
      betRequired: round2(d.betRequired * scale),
      status: state.signedDays.has(d.day) ? 'CLAIMED' : d.day < today ? 'MISSED' : d.day === today ? 'AVAILABLE' : 'UPCOMING',
    })),
    todayDeposit: round2(state.today.deposit * scale),
    todayBet: round2(state.today.bet * scale),
  };
}

function saviorValue(state: RewardsState, scale: number): Schemas['SaviorPromotion'] {
  const today = dayStart(sandboxNow());
  const eligible = state.yesterdayLoss >= SAVIOR_RULES.minLoss;
  const claimed = state.saviorClaimedDay === today;
  const reward = eligible && !claimed ? Math.min(SAVIOR_RULES.maxReward, round2((state.yesterdayLoss * SAVIOR_RULES.ratePercent) / 100)) : 0;
  return {
    enabled: true,
    promotionId: SAVIOR_PROMOTION_ID,
    promotionName: 'Rescue fund',
    status: claimed ? 'CLAIMED' : eligible ? 'AVAILABLE' : 'NOT_ELIGIBLE',
    lossAmount: round2(state.yesterdayLoss * scale),
    ratePercent: SAVIOR_RULES.ratePercent,
    minLoss: round2(SAVIOR_RULES.minLoss * scale),
    maxReward: round2(SAVIOR_RULES.maxReward * scale),
    rewardAmount: round2(reward * scale),
    periodStart: today - DAY_MS,
    periodEnd: today - 1,
  };
}

/**
 * Issues the reward of every completed mission that has none yet on this brand (status I: the member claims it in the
 * rewards centre). A seeded MISSION reward still waiting (promotions seed) of the same amount counts as the mission's.
 */
function issueMissionRewards(ctx: AuthedContext, state: RewardsState): void {
  const brand = ctx.merchant.code;
  const scale = scaleOf(ctx);
  const claims = claimsOf(ctx.member.account, brand);
  const linked = new Set(state.missions.map((m) => m.claimIds.get(brand)).filter(Boolean));
  for (const mission of state.missions) {
    if (mission.progress < mission.target || mission.claimedAtSeed || mission.claimIds.has(brand)) continue;
    const amount = round2(mission.reward * scale);
    const seeded = claims.find((c) => c.promotionType === 'MISSION' && c.status === 'I' && c.amount === amount && !linked.has(c.promotionClaimId));
    const claimId = seeded?.promotionClaimId
      ?? issueReward(ctx.member.account, { promotionType: 'MISSION', amount, promotionName: `Mission: ${mission.title}`, expireTime: null }, brand).promotionClaimId;
    mission.claimIds.set(brand, claimId);
    linked.add(claimId);
  }
}

function missionStatus(ctx: AuthedContext, mission: StoredMission): Schemas['Mission']['status'] {
  if (mission.progress < mission.target) return 'IN_PROGRESS';
  if (mission.claimedAtSeed) return 'CLAIMED';
  const id = mission.claimIds.get(ctx.merchant.code);
  const claim = id ? claimsOf(ctx.member.account, ctx.merchant.code).find((c) => c.promotionClaimId === id) : undefined;
  return claim?.status === 'C' ? 'CLAIMED' : 'COMPLETED';
}

function missionValue(ctx: AuthedContext, mission: StoredMission): Schemas['Mission'] {
  const scale = scaleOf(ctx);
  const money = mission.metric === 'DEPOSIT' || mission.metric === 'BET';
  return {
    missionId: mission.missionId,
    title: mission.title,
    category: mission.category,
    metric: mission.metric,
    target: money ? round2(mission.target * scale) : mission.target,
    progress: money ? round2(Math.min(mission.progress, mission.target) * scale) : Math.min(mission.progress, mission.target),
    rewardAmount: round2(mission.reward * scale),
    points: mission.points,
    status: missionStatus(ctx, mission),
    endTime: mission.endTime,
  };
}

/** Mission points of the member this week: those of completed missions. */
function missionPoints(state: RewardsState): number {
  return state.missions.filter((m) => m.progress >= m.target).reduce((sum, m) => sum + m.points, 0);
}

/** Completed missions whose reward waits in the rewards centre (the missions menu badge), issuing any not issued yet. */
export function missionsWaiting(ctx: AuthedContext): number {
  const state = rewardsOf(ctx.member);
  issueMissionRewards(ctx, state);
  return state.missions.filter((m) => missionStatus(ctx, m) === 'COMPLETED').length;
}

async function body(request: Request) {
  const read = await readBody(request);
  return 'stop' in read ? { stop: read.stop } : { body: read.body };
}

function scaleOf(ctx: AuthedContext): number {
  return brandScale(ctx.merchant.currency.code);
}

export function rewardsHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/PROMOFE_getClaimTicketList', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/PROMOFE_getClaimTicketList', scenario);
      if (g.stop) return response.untyped(g.stop);
      const ctx = authed(g.ctx);
      const state = rewardsOf(ctx.member);
      expireTickets(state);
      const list = state.tickets
        .toSorted((a, b) => TICKET_ORDER[a.status] - TICKET_ORDER[b.status] || b.receivedTime - a.receivedTime)
        .map((t) => ticketValue(t, scaleOf(ctx)));
      return response(200).json(ok({ list }));
    }),

    http.post('/wps/relay/PROMOFE_claimTicket', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/PROMOFE_claimTicket', scenario);
      if (g.stop) return response.untyped(g.stop);
      const ctx = authed(g.ctx);
      const read = await body(request);
      if (read.stop) return response.untyped(read.stop);
      const id = str(read.body.transactionId);
      if (!id) return response(400).json(fail('request_param_err', 'request_param_err'));
      const refused = refuseClaim(ctx.member);
      if (refused) return response(400).json(refused);
      const state = rewardsOf(ctx.member);
      expireTickets(state);
      const ticket = state.tickets.find((t) => t.transactionId === id);
      if (!ticket) return response(400).json(fail('ticket_not_found', 'ticket_not_found'));
      if (ticket.status === 'OPENED') return response(400).json(fail('ticket_already_opened', 'ticket_already_opened'));
      if (ticket.status === 'EXPIRED') return response(400).json(fail('ticket_expired', 'ticket_expired'));
      ticket.status = 'OPENED';
      ticket.openedTime = sandboxNow();
      const amount = round2(ticket.prize * scaleOf(ctx));
      const promotionClaimId = grant(ctx, { promotionType: 'LUCKY_BET', promotionName: ticket.promotionName, amount });
      return response(200).json(ok({ ticket: ticketValue(ticket, scaleOf(ctx)), rewardAmount: amount, promotionClaimId }));
    }),

    http.get('/wps/relay/PROMOFE_getPromoCode', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/PROMOFE_getPromoCode', scenario);
      if (g.stop) return response.untyped(g.stop);
      const ctx = authed(g.ctx);
      const list = rewardsOf(ctx.member).redeemed
        .toSorted((a, b) => b.redeemTime - a.redeemTime)
        .map((r) => ({ promoCode: r.promoCode, promotionName: r.promotionName, rewardAmount: round2(r.reward * scaleOf(ctx)), redeemTime: r.redeemTime }));
      return response(200).json(ok({ list }));
    }),

    http.post('/wps/relay/PROMOFE_claimPromoCode', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/PROMOFE_claimPromoCode', scenario);
      if (g.stop) return response.untyped(g.stop);
      const ctx = authed(g.ctx);
      const read = await body(request);
      if (read.stop) return response.untyped(read.stop);
      const typed = str(read.body.promoCode).trim().toUpperCase();
      if (!typed || typed.length > PROMO_CODE_MAX) return response(400).json(fail('request_param_err', 'request_param_err'));
      const refused = refuseClaim(ctx.member);
      if (refused) return response(400).json(refused);
      const state = rewardsOf(ctx.member);
      const code = promoCodes().find((c) => c.code === typed);
      if (!code) return response(400).json(fail('promo_code_invalid', 'promo_code_invalid'));
      if (state.redeemed.some((r) => r.promoCode === code.code)) return response(400).json(fail('promo_code_used', 'promo_code_used'));
      if (code.expires < sandboxNow()) return response(400).json(fail('promo_code_expired', 'promo_code_expired'));
      state.redeemed.push({ promoCode: code.code, promotionName: code.promotionName, reward: code.reward, redeemTime: sandboxNow() });
      const amount = round2(code.reward * scaleOf(ctx));
      const promotionClaimId = grant(ctx, { promotionType: 'MANUAL', promotionName: `${code.promotionName} (${code.code})`, amount });
      return response(200).json(ok({ promoCode: code.code, promotionName: code.promotionName, rewardAmount: amount, promotionClaimId }));
    }),

    http.get('/wps/relay/MCSFE_getLoginPromotion', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getLoginPromotion', scenario);
      if (g.stop) return response.untyped(g.stop);
      const ctx = authed(g.ctx);
      return response(200).json(ok(loginPromotionValue(rewardsOf(ctx.member), scaleOf(ctx))));
    }),

    http.post('/wps/relay/MCSFE_claimLoginPromotion', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_claimLoginPromotion', scenario);
      if (g.stop) return response.untyped(g.stop);
      const ctx = authed(g.ctx);
      const read = await body(request);
      if (read.stop) return response.untyped(read.stop);
      const detailId = Number(read.body.promotionConfigDetailId);
      const config = SIGN_IN_DAYS.find((d) => LOGIN_PROMOTION_ID * 10 + d.day === detailId);
      if (!config) return response(400).json(fail('request_param_err', 'request_param_err'));
      const refused = refuseClaim(ctx.member);
      if (refused) return response(400).json(refused);
      const state = rewardsOf(ctx.member);
      const scale = scaleOf(ctx);
      if (state.signedDays.has(config.day)) return response(400).json(fail('login_promotion_claimed', 'login_promotion_claimed'));
      if (config.day !== signInToday(state)) return response(400).json(fail('login_promotion_not_today', 'login_promotion_not_today'));
      if (state.today.deposit < config.depositRequired)
        return response(400).json(fail('claim_deposit_required', 'claim_deposit_required',
          { requiredAmount: round2(config.depositRequired * scale), currentAmount: round2(state.today.deposit * scale) }));
      if (state.today.bet < config.betRequired)
        return response(400).json(fail('claim_bet_required', 'claim_bet_required',
          { requiredAmount: round2(config.betRequired * scale), currentAmount: round2(state.today.bet * scale) }));
      state.signedDays.add(config.day);
      const amount = round2(config.reward * scale);
      const promotionClaimId = grant(ctx, { promotionType: 'LOGIN', promotionName: `Daily sign-in: day ${config.day}`, amount });
      return response(200).json(ok({ rewardAmount: amount, promotionClaimId }));
    }),

    http.get('/wps/relay/PROMOFE_getSaviorPromotion', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/PROMOFE_getSaviorPromotion', scenario);
      if (g.stop) return response.untyped(g.stop);
      const ctx = authed(g.ctx);
      return response(200).json(ok(saviorValue(rewardsOf(ctx.member), scaleOf(ctx))));
    }),

    http.post('/wps/relay/PROMOFE_claimSaviorPromotion', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/PROMOFE_claimSaviorPromotion', scenario);
      if (g.stop) return response.untyped(g.stop);
      const ctx = authed(g.ctx);
      const read = await body(request);
      if (read.stop) return response.untyped(read.stop);
      if (Number(read.body.promotionId) !== SAVIOR_PROMOTION_ID) return response(400).json(fail('request_param_err', 'request_param_err'));
      const refused = refuseClaim(ctx.member);
      if (refused) return response(400).json(refused);
      const state = rewardsOf(ctx.member);
      const value = saviorValue(state, scaleOf(ctx));
      if (value.status === 'CLAIMED') return response(400).json(fail('savior_claimed', 'savior_claimed'));
      if (value.status === 'NOT_ELIGIBLE') return response(400).json(fail('savior_not_eligible', 'savior_not_eligible'));
      state.saviorClaimedDay = dayStart(sandboxNow());
      const promotionClaimId = grant(ctx, { promotionType: 'SAVIOR', promotionName: 'Rescue fund', amount: value.rewardAmount });
      return response(200).json(ok({ rewardAmount: value.rewardAmount, promotionClaimId }));
    }),

    http.get('/wps/relay/MCSFE_getMissionSummaryDetails', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getMissionSummaryDetails', scenario);
      if (g.stop) return response.untyped(g.stop);
      const ctx = authed(g.ctx);
      const state = rewardsOf(ctx.member);
      issueMissionRewards(ctx, state);
      const missions = state.missions.map((m) => missionValue(ctx, m));
      return response(200).json(ok({ completed: missions.filter((m) => m.status !== 'IN_PROGRESS').length, total: missions.length,
        points: missionPoints(state), missions }));
    }),

    http.get('/wps/relay/MCSFE_getMissionLeaderboard', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getMissionLeaderboard', scenario);
      if (g.stop) return response.untyped(g.stop);
      const ctx = authed(g.ctx);
      const period: 'DAILY' | 'WEEKLY' = ctx.url.searchParams.get('period') === 'DAILY' ? 'DAILY' : 'WEEKLY';
      const state = rewardsOf(ctx.member);
      const daily = state.missions.filter((m) => m.category === 'DAILY' && m.progress >= m.target).reduce((s, m) => s + m.points, 0);
      const score = period === 'DAILY' ? daily : missionPoints(state);
      const rows = leaderboardNames(period, 20);
      const place = rows.findIndex((r) => score > r.score);
      const scale = scaleOf(ctx);
      const list = rows.map((r, i) => {
        const prize = rankPrize(i + 1);
        return { rank: i + 1, customerName: r.name, score: r.score, rewardAmount: prize === null ? null : round2(prize * scale) };
      });
      const today = dayStart(sandboxNow());
      return response(200).json(ok({ period, periodEnd: today + (period === 'DAILY' ? 1 : 7) * DAY_MS - 1, list,
        me: { rank: place === -1 ? null : place + 1, score } }));
    }),
  ];
}

/** Control call `POST /__sandbox/rewards/today {account, deposit?, bet?}`: what the member deposited and bet today. */
export const rewardsControlHandlers: HttpHandler[] = [
  mswHttp.post('*/__sandbox/rewards/today', async ({ request }) => {
    const input = (await request.json().catch(() => ({}))) as { account?: string; deposit?: number; bet?: number };
    const member = input.account ? findMember(input.account) : undefined;
    if (!member) return HttpResponse.json({ error: 'unknown account' }, { status: 404 });
    const today = setTodayActivity(member, {
      ...(typeof input.deposit === 'number' ? { deposit: input.deposit } : {}),
      ...(typeof input.bet === 'number' ? { bet: input.bet } : {}),
    });
    return HttpResponse.json({ account: member.account, ...today });
  }),
];


