import type { HttpHandler } from 'msw';
import {
  EXCLUSION_PERIODS, LIMIT_PERIODS, exclusionOf, limitsOf, setLimit, startExclusion, usedIn,
  type ExclusionPeriod, type ExclusionType, type LimitPeriod,
} from '../seed/responsible-gaming.ts';
import { authed, fail, gate, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import { revokeToken, sandboxNow } from '../store.ts';
import { sandboxDeposits } from './deposit.ts';
import { http } from './http.ts';

/**
 * Responsible gaming (issue 14, part RG; designed calls): deposit limits, time-out and self-exclusion. The rules and
 * state are in sandbox/seed/responsible-gaming.ts; the deposit calls refuse deposits over a limit and sign-in refuses an
 * excluded member (sandbox/operations/{deposit,session}.ts). A raise waits 24 hours: `POST /__sandbox/clock
 * {"advanceMinutes": 1440}` makes it apply.
 */

const TRIAL = 4;
const money = (minor: number | null) => (minor === null ? null : minor / 100);
const paramError = () => fail('request_param_err', 'request_param_err');

function settingsOf(account: string, now: number) {
  const limits = limitsOf(account, now);
  const deposits = sandboxDeposits(account);
  return {
    depositLimits: LIMIT_PERIODS.map((period) => {
      const limit = limits[period];
      return {
        period,
        amount: money(limit.amount),
        used: usedIn(period, deposits, now) / 100,
        pending: limit.pending ? { amount: money(limit.pending.amount), effectiveTime: limit.pending.effectiveTime } : null,
      };
    }),
    exclusion: exclusionOf(account, now),
  };
}

/** A positive decimal with at most 2 decimals, in minor units; null for null; undefined when invalid. */
function limitAmount(value: unknown): number | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  const minor = Math.round(value * 100);
  return Math.abs(minor - value * 100) < 1e-6 ? minor : undefined;
}

export function responsibleGamingHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/MCSFE_getResponsibleGamingSettings', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getResponsibleGamingSettings', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      return response(200).json(ok(settingsOf(member.account, sandboxNow())));
    }),

    http.post('/wps/relay/MCSFE_setDepositLimit', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_setDepositLimit', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      if (member.type === TRIAL) return response(400).json(fail('in_need_true_account', 'in_need_true_account'));
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const period = str(read.body.period) as LimitPeriod;
      const amount = limitAmount(read.body.amount);
      if (!LIMIT_PERIODS.includes(period) || amount === undefined || !('amount' in read.body)) return response(400).json(paramError());
      const now = sandboxNow();
      setLimit(member.account, period, amount, now);
      return response(200).json(ok(settingsOf(member.account, now)));
    }),

    http.post('/wps/relay/MCSFE_requestSelfExclusion', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_requestSelfExclusion', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, token } = authed(g.ctx);
      if (member.type === TRIAL) return response(400).json(fail('in_need_true_account', 'in_need_true_account'));
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const type = str(read.body.type) as ExclusionType;
      const period = str(read.body.period) as ExclusionPeriod;
      if (!(type in EXCLUSION_PERIODS) || !EXCLUSION_PERIODS[type].includes(period)) return response(400).json(paramError());
      if (str(read.body.password) !== member.password) return response(400).json(fail('in_incorrect_password', 'password.incorrect'));
      const exclusion = startExclusion(member.account, type, period, sandboxNow());
      // The session ends: the site signs out, and sign-in is refused until the end (sandbox/operations/session.ts).
      if (token) revokeToken(token.replace(/^Bearer\s+/i, ''));
      return response(200).json(ok(exclusion));
    }),
  ];
}
