import type { HttpHandler } from 'msw';
import { createRandom } from '../prng.ts';
import { authed, fail, gate, int, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import { SEED_EPOCH } from '../seed/content.ts';
import { MAIN_WALLET_ID, type StoredMember } from '../store.ts';
import { http } from './http.ts';
import { securityProfile } from './security.ts';
import { walletValue } from './wallet.ts';

const POINTS_TYPES = ['live', 'lottery', 'pvp', 'rng', 'sports', 'redeem', 'deposit'] as const;

const REWARDS = [
  { id: 1, name: 'Bonus 50', quantity: 100, pointsRequirement: 500, amountRequirement: 0, status: 'ACTIVE', units: 'credit', pointsRatio: 10 },
  { id: 2, name: 'Bonus 200', quantity: 50, pointsRequirement: 1800, amountRequirement: 1000, status: 'ACTIVE', units: 'credit', pointsRatio: 9 },
  { id: 3, name: 'Smart watch', quantity: 5, pointsRequirement: 25000, amountRequirement: 50000, status: 'ACTIVE', units: 'item', pointsRatio: 0 },
  { id: 4, name: 'Lucky draw ticket', quantity: 0, pointsRequirement: 300, amountRequirement: 0, status: 'SOLD_OUT', units: 'ticket', pointsRatio: 0 },
];

function page<T>(items: T[], pageNo: number, pageSize: number) {
  return {
    list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
    totalCount: items.length,
  };
}

function pointsRecords(member: StoredMember) {
  const random = createRandom(member.id + 7);
  let balance = 0;
  return Array.from({ length: 18 }, (_, i) => {
    const type = random.pick(POINTS_TYPES);
    const changedPoints = type === 'redeem' ? -random.int(100, 500) : random.int(10, 300);
    balance += changedPoints;
    return { changedPoints, pointsBalance: balance, transactionRef: `P${member.id}${i}`, applyTime: SEED_EPOCH + i * 86_400_000, type };
  }).toReversed();
}

export function memberHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/member/info', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/member/info', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      return response(200).json(ok({
        id: member.id,
        account: member.account,
        type: member.type,
        mobile: member.mobile ? `${member.mobile.slice(0, 3)}****${member.mobile.slice(-3)}` : null,
        regDate: member.regDate,
        clubLabel: { labelName: member.vipLevel },
        // Security centre fields (PLATFORM-MEMBER); the nickname is null until the member chose one.
        ...securityProfile(member),
      }));
    }),

    http.get('/wps/member/info/icon', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/member/info/icon', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ icon: null }));
    }),

    // /wps/member/info/funds/consolidated is answered by the agent centre (operations/agent-overview.ts).
    http.get('/wps/v2/wallets/balance', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/v2/wallets/balance', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(walletValue(authed(g.ctx).member, g.ctx.merchant.currency)));
    }),

    http.get('/wps/relay/GCS_merchantWallet', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/GCS_merchantWallet', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ isSingle: g.ctx.merchant.singleWallet ? 1 : 0 }));
    }),

    // The promotions (list, detail, sign-up, raffle, claims, available promotions) are answered by operations/promotions.ts.
    // EMFE_getInboxUnreadCount is answered from the inbox (operations/messages.ts).
    // The agent contracts (reads, offers, process calls) are answered by operations/agent-contracts.ts.
    http.get('/wps/relay/MCSFE_getPointsBalance', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPointsBalance', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ points: authed(g.ctx).member.points }));
    }),

    http.get('/wps/relay/MCSFE_getPointRewardList', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPointRewardList', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ list: REWARDS.map((r) => ({ ...r, imageUrl: `/wps/sandbox-assets/banner/${r.id}.svg` })) }));
    }),

    http.post('/wps/relay/passwordCheck/MCSFE_redeemPointReward', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/passwordCheck/MCSFE_redeemPointReward', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      if (str(read.body.password) !== member.password) return response(400).json(fail('in_incorrect_password', 'password.incorrect'));
      const reward = REWARDS.find((r) => String(r.id) === str(read.body.rewardId));
      const quantity = Math.max(1, Number(read.body.quantity) || 1);
      if (!reward || reward.quantity < quantity) return response(400).json(fail('reward_unavailable', 'reward.unavailable'));
      const cost = reward.pointsRequirement * quantity;
      if (member.points < cost) return response(400).json(fail('points_insufficient', 'points.insufficient'));
      member.points -= cost;
      return response(200).json(ok({ pointsBalance: member.points, transactionRef: `R${member.id}${Date.now()}` }));
    }),

    http.post('/wps/relay/passwordCheck/MCSFE_convertPoints', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/passwordCheck/MCSFE_convertPoints', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      if (str(read.body.password) !== member.password) return response(400).json(fail('in_incorrect_password', 'password.incorrect'));
      const points = Number(read.body.points);
      if (!(points >= 100) || points > member.points) return response(400).json(fail('points_insufficient', 'points.insufficient'));
      member.points -= points;
      member.balances.set(MAIN_WALLET_ID, Math.round(((member.balances.get(MAIN_WALLET_ID) ?? 0) + points / 10) * 100) / 100);
      return response(200).json(ok({ pointsBalance: member.points, transactionRef: `C${member.id}${Date.now()}` }));
    }),

    http.get('/wps/relay/MCSFE_getPointsRecordList', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPointsRecordList', scenario);
      if (g.stop) return response.untyped(g.stop);
      const type = query.get('type');
      const all = pointsRecords(authed(g.ctx).member).filter((r) => !type || r.type === type);
      return response(200).json(ok(page(all, int(String(query.get('pageNo') ?? ''), 1), int(String(query.get('pageSize') ?? ''), 10))));
    }),

    http.get('/wps/relay/MCSFE_getPointsConfig', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPointsConfig', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ enabled: true, pointsRatio: 10, minConvertPoints: 100, neverExpire: true }));
    }),
  ];
}
