import type { HttpHandler } from 'msw';
import { authed, fail, gate, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import { findMemberByMobile, issueSmsCode, smsSentSince, type StoredMember } from '../store.ts';
import { http } from './http.ts';

/** Same limit as the login and register codes (sandbox/operations/session.ts): 3 codes to one number per 5 minutes. */
const SMS_LIMIT = 3;
const SMS_WINDOW_MS = 5 * 60_000;
const SMS_EXPIRED_MINUTES = 1;

const SMS_PURPOSES = ['WITHDRAW', 'BIND_CARD', 'BIND_MOBILE'] as const;

/** Fund password rule of the sandbox (designed): 6 to 12 characters without spaces. */
export function fundPasswordProblem(member: StoredMember, next: string, confirm: string): ReturnType<typeof fail> | null {
  if (next.length < 6 || next.length > 12 || /\s/.test(next)) return fail('payment.password.format', 'payment.password.format');
  if (next !== confirm) return fail('payment.password.mismatch', 'payment.password.mismatch');
  if (next === member.password) return fail('payment.password.same.as.login', 'payment.password.same.as.login');
  return null;
}

function smsResult(now: number) {
  return { expiredMinutes: SMS_EXPIRED_MINUTES, maxAttemptTimes: 5, expirationTime: now + SMS_EXPIRED_MINUTES * 60_000 };
}

/** Sms codes go to the server log so a person trying the sandbox can read them (tests use /__sandbox/last-sms). */
function logSms(mobile: string, code: string): void {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  if (env?.VITEST) return;
  console.info(`[sandbox] sms code for ${mobile}: ${code}`);
}

export function securityHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.post('/wps/verification/sms/member', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/verification/sms/member', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const purpose = str(read.body.purpose);
      if (!(SMS_PURPOSES as readonly string[]).includes(purpose)) return response(400).json(fail('request_param_err', 'request_param_err'));
      let mobile: string;
      if (purpose === 'BIND_MOBILE') {
        mobile = str(read.body.mobileNum).replace(/\D/g, '');
        if (mobile.length < 7 || mobile.length > 15) return response(400).json(fail('phone_invalid', 'phone_invalid'));
        const owner = findMemberByMobile(mobile);
        if (owner && owner.id !== member.id) return response(400).json(fail('mobile.already.bound', 'mobile.already.bound'));
      } else {
        if (!member.mobile) return response(400).json(fail('mobile.not.bound', 'mobile.not.bound'));
        mobile = member.mobile;
      }
      const now = Date.now();
      if (g.ctx.scenario === 'sms-rate-limited' || smsSentSince(mobile, now - SMS_WINDOW_MS) >= SMS_LIMIT)
        return response(400).json(fail('phone_too_many_requests', 'sms.rate.limited'));
      const sent = issueSmsCode(mobile, now);
      logSms(sent.mobile, sent.code);
      return response(200).json(ok(smsResult(now)));
    }),

    http.get('/wps/member/hasWithdrawalPassword', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/member/hasWithdrawalPassword', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(Boolean(authed(g.ctx).member.fundPassword)));
    }),

    http.put('/wps/member/paymentPassword', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/member/paymentPassword', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      if (member.fundPassword) return response(400).json(fail('exists.payment.password', 'exists.payment.password'));
      const next = str(read.body.paymentPassword);
      const problem = fundPasswordProblem(member, next, str(read.body.validatePaymentPassword));
      if (problem) return response(400).json(problem);
      member.fundPassword = next;
      return response(200).json(ok(null));
    }),

    http.post('/wps/member/paymentPassword', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/member/paymentPassword', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      if (!member.fundPassword) return response(400).json(fail('not.exists.payment.password', 'not.exists.payment.password'));
      if (str(read.body.oldPaymentPassword) !== member.fundPassword)
        return response(400).json(fail('invalid.payment.pw', 'invalid.payment.pw'));
      const next = str(read.body.paymentPassword);
      const problem = fundPasswordProblem(member, next, str(read.body.validatePaymentPassword));
      if (problem) return response(400).json(problem);
      member.fundPassword = next;
      return response(200).json(ok(null));
    }),
  ];
}
