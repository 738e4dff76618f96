import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { isAgent } from '../seed/agents.ts';
import {
  dayStart, ensureReferralCode, programmeFor, qualifyInvitee, REFERRAL_REWARD_TYPES, referralOf, type ReferralReward, type ReferralRewardType,
} from '../seed/referral.ts';
import { merchantFor } from '../merchants.ts';
import { authed, fail, gate, ok, type Context, type ScenarioSource } from '../responses.ts';
import { findMember, MAIN_WALLET_ID, sandboxNow, type StoredMember } from '../store.ts';
import { http } from './http.ts';
import { recordsHistory } from './records.ts';

/**
 * Invite friends (issue 13, part J): the member's referral code and link domains, income overview, invitee report and
 * reward records, and the brand's programme for visitors. State lives in sandbox/seed/referral.ts; registering with a
 * member's code adds an invitee there (sandbox/operations/session.ts). `POST /__sandbox/referral/qualify` pays the
 * rewards of an invitee qualifying into the main wallet and the transaction history.
 */

const PAGE_SIZE = 10;
const MAX_SIZE = 100;
const TRIAL = 4;

const money = (minor: number) => Math.round(minor) / 100;

/** Ordinary members only: agents invite through registerCenter (SPEC §6), trial accounts are not real accounts. */
function memberOf(ctx: Context): { member: StoredMember } | { refusal: ReturnType<typeof fail> } {
  const { member } = authed(ctx);
  if (member.type === TRIAL) return { refusal: fail('in_need_true_account', 'in_need_true_account') };
  if (isAgent(member)) return { refusal: fail('function.not.available', 'function.not.available') };
  return { member };
}

/** Page, size and the inclusive range of a report query; undefined when one is missing or not a number. */
function reportQuery(url: URL) {
  const number = (name: string) => {
    const text = url.searchParams.get(name);
    return text === null || text === '' ? undefined : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  };
  const start = number('startTime');
  const end = number('endTime');
  const page = number('page') ?? 1;
  const size = number('size') ?? PAGE_SIZE;
  if (start === undefined || end === undefined || Number.isNaN(start) || Number.isNaN(end) || !(page >= 1) || !(size >= 1)) return undefined;
  return { start, end, page, size: Math.min(size, MAX_SIZE) };
}

function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const totalPages = Math.ceil(rows.length / size);
  return { list: rows.slice((page - 1) * size, page * size), total: rows.length, totalPages };
}

function figures(rewards: readonly ReferralReward[]) {
  const sum = (type: ReferralRewardType) => rewards.filter((r) => r.rewardType === type).reduce((s, r) => s + r.amount, 0);
  const invitation = sum('INVITATION');
  const achievement = sum('ACHIEVEMENT');
  const depositRebate = sum('DEPOSIT_REBATE');
  const betRebate = sum('BET_REBATE');
  return { invitation: money(invitation), achievement: money(achievement), depositRebate: money(depositRebate), betRebate: money(betRebate),
    total: money(invitation + achievement + depositRebate + betRebate) };
}

const paramError = () => fail('request_param_err', 'request_param_err');

export function referralHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/MCSFE_getReferralDetails', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getReferralDetails', scenario);
      if (g.stop) return response.untyped(g.stop);
      const who = memberOf(g.ctx);
      if ('refusal' in who) return response(400).json(who.refusal);
      const currency = g.ctx.merchant.currency.code;
      const state = referralOf(who.member, currency);
      if (g.ctx.url.searchParams.get('autoGenerate') === 'true') ensureReferralCode(who.member, currency);
      return response(200).json(ok({
        referralCode: state.code,
        totalInvitations: state.invitees.length,
        qualifiedInvitations: state.invitees.filter((i) => i.qualifiedAt !== null).length,
        // The sandbox serves the site itself, so the link opens the register popup of the site that asked.
        promotionDomains: [g.ctx.url.origin],
      }));
    }),

    http.get('/wps/relay/MCSFE_getReferralIncome', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getReferralIncome', scenario);
      if (g.stop) return response.untyped(g.stop);
      const who = memberOf(g.ctx);
      if ('refusal' in who) return response(400).json(who.refusal);
      const { rewards } = referralOf(who.member, g.ctx.merchant.currency.code);
      const today = dayStart(sandboxNow());
      return response(200).json(ok({ today: figures(rewards.filter((r) => r.time >= today)), total: figures(rewards) }));
    }),

    http.get('/wps/relay/MCSFE_getReferralInviteeReport', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getReferralInviteeReport', scenario);
      if (g.stop) return response.untyped(g.stop);
      const who = memberOf(g.ctx);
      if ('refusal' in who) return response(400).json(who.refusal);
      const query = reportQuery(g.ctx.url);
      const qualifiedParam = g.ctx.url.searchParams.get('isQualified');
      if (!query || (qualifiedParam !== null && qualifiedParam !== 'true' && qualifiedParam !== 'false')) return response(400).json(paramError());
      const { invitees } = referralOf(who.member, g.ctx.merchant.currency.code);
      const rows = invitees
        .filter((i) => i.registerTime >= query.start && i.registerTime <= query.end)
        .filter((i) => qualifiedParam === null || (i.qualifiedAt !== null) === (qualifiedParam === 'true'))
        .toSorted((a, b) => b.registerTime - a.registerTime || a.name.localeCompare(b.name));
      const { list, total, totalPages } = pageOf(rows, query.page, query.size);
      return response(200).json(ok({
        list: list.map((i) => ({ inviteeName: i.name, registerTime: i.registerTime, isQualified: i.qualifiedAt !== null,
          depositAmount: money(i.deposit), betAmount: money(i.bet) })),
        total, totalPages,
        footer: { totalInviteeCount: rows.length, totalQualifiedCount: rows.filter((i) => i.qualifiedAt !== null).length },
      }));
    }),

    http.get('/wps/relay/MCSFE_getReferralRewardRecords', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getReferralRewardRecords', scenario);
      if (g.stop) return response.untyped(g.stop);
      const who = memberOf(g.ctx);
      if ('refusal' in who) return response(400).json(who.refusal);
      const query = reportQuery(g.ctx.url);
      const type = g.ctx.url.searchParams.get('rewardType') || null;
      if (!query || (type !== null && !(REFERRAL_REWARD_TYPES as readonly string[]).includes(type))) return response(400).json(paramError());
      const { rewards } = referralOf(who.member, g.ctx.merchant.currency.code);
      const rows = rewards
        .filter((r) => r.time >= query.start && r.time <= query.end && (type === null || r.rewardType === type))
        .toReversed();
      const { list, total, totalPages } = pageOf(rows, query.page, query.size);
      return response(200).json(ok({
        list: list.map((r) => ({ recordId: r.recordId, rewardType: r.rewardType, amount: money(r.amount), time: r.time, inviteeName: r.inviteeName })),
        total, totalPages,
        footer: { totalAmount: money(rows.reduce((s, r) => s + r.amount, 0)) },
      }));
    }),

    http.get('/wps/relay/PROMOFE_getReferralProgramme', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/PROMOFE_getReferralProgramme', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { merchant } = g.ctx;
      const programme = programmeFor(merchant.currency.code);
      return response(200).json(ok({
        enabled: merchant.referralPromo && merchant.whitelabel.REFERRAL3 !== false,
        invitationReward: money(programme.invitationReward),
        qualifyingDeposit: money(programme.qualifyingDeposit),
        qualifyingBet: money(programme.qualifyingBet),
        depositRebateRate: programme.depositRebateRate,
        betRebateRate: programme.betRebateRate,
        achievements: programme.achievements.map((a) => ({ invitees: a.invitees, reward: money(a.reward) })),
      }));
    }),
  ];
}

/**
 * `POST /__sandbox/referral/qualify {"account": "member01", "invitee": "<name>", "merchant"?: "luckystar"}`: the invitee
 * qualifies; its invitation reward (and an achievement reward at a tier) go into the member's main wallet and
 * transaction history (referral_rebate).
 */
export const referralControlHandlers: HttpHandler[] = [
  mswHttp.post('*/__sandbox/referral/qualify', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { account?: unknown; invitee?: unknown; merchant?: unknown };
    const member = typeof body.account === 'string' ? findMember(body.account) : undefined;
    if (!member || typeof body.invitee !== 'string')
      return HttpResponse.json({ error: 'give {"account": "<a member>", "invitee": "<an invitee of theirs>"}' }, { status: 400 });
    const merchant = merchantFor(typeof body.merchant === 'string' ? body.merchant : (member.merchant ?? 'luckystar'));
    const paid = qualifyInvitee(member, merchant.currency.code, body.invitee);
    if (!paid) return HttpResponse.json({ error: 'no such invitee waiting to qualify' }, { status: 404 });
    for (const reward of paid) {
      const balance = Math.round((member.balances.get(MAIN_WALLET_ID) ?? 0) * 100) + reward.amount;
      member.balances.set(MAIN_WALLET_ID, money(balance));
      recordsHistory(member.account)?.addTransaction({ code: 'referral_rebate', amount: reward.amount, balance, time: reward.time,
        remark: reward.rewardType === 'ACHIEVEMENT' ? 'Referral achievement reward' : `Referral reward: ${reward.inviteeName ?? ''}`,
        orderNo: reward.recordId });
    }
    return HttpResponse.json({ paid: paid.map((r) => ({ recordId: r.recordId, rewardType: r.rewardType, amount: money(r.amount) })) });
  }),
];
