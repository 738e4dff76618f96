import type { HttpHandler } from 'msw';
import { completeness, type SecurityItemMap } from '../../src/features/member/security/completeness.ts';
import { maskEmail, maskName } from '../../src/lib/mask.ts';
import { authed, fail, gate, ok, readBody, str, type Context, type ScenarioSource } from '../responses.ts';
import {
  allMembers, checkSmsCode, findMember, findMemberByMobile, onStoreReset, SANDBOX_FUND_PASSWORD, type StoredMember,
} from '../store.ts';
import { http } from './http.ts';
import { sendSmsCode, smsRateLimit } from './session.ts';

/** The security questions a member picks from (designed), in the languages the sandbox's brands use. */
export const SECURITY_QUESTIONS: readonly { id: number; EN: string; TY: string }[] = [
  { id: 1, EN: 'What was the name of your first pet?', TY: 'Ano ang pangalan ng una mong alagang hayop?' },
  { id: 2, EN: 'In which city were you born?', TY: 'Saang lungsod ka ipinanganak?' },
  { id: 3, EN: "What is your mother's maiden name?", TY: 'Ano ang apelyido ng iyong ina noong dalaga pa siya?' },
  { id: 4, EN: 'What was the name of your elementary school?', TY: 'Ano ang pangalan ng iyong paaralan sa elementarya?' },
  { id: 5, EN: 'What is your favourite food?', TY: 'Ano ang paborito mong pagkain?' },
  { id: 6, EN: 'What was your childhood nickname?', TY: 'Ano ang palayaw mo noong bata ka?' },
  { id: 7, EN: 'What is the name of your best friend from childhood?', TY: 'Ano ang pangalan ng matalik mong kaibigan noong bata ka?' },
  { id: 8, EN: 'What was the model of your first phone?', TY: 'Ano ang modelo ng una mong telepono?' },
];

/** How many questions a member answers. */
export const SECURITY_QUESTION_COUNT = 3;
/** The nickname member01 chose (taken for everyone else). */
export const SANDBOX_NICKNAME = 'LuckyJuan';
/** The answer of every seeded security question. */
export const SANDBOX_SECURITY_ANSWER = 'Manila';

const LANGUAGES = ['EN', 'TY'];

interface SecurityState {
  /** Members who chose their nickname (it can be chosen once; until then it is their account name). */
  nicknameChosen: Set<number>;
  languages: Map<number, string>;
  questions: Map<number, { questionId: number; answer: string }[]>;
}

let security: SecurityState = seedSecurity();

function seedSecurity(): SecurityState {
  const state: SecurityState = { nicknameChosen: new Set(), languages: new Map(), questions: new Map() };
  // member01 has everything: a chosen nickname and answered questions (fund password, card and payee are seeded).
  const member01 = findMember('member01');
  if (member01) {
    member01.nickname = SANDBOX_NICKNAME;
    state.nicknameChosen.add(member01.id);
    state.questions.set(member01.id, [1, 2, 3].map((questionId) => ({ questionId, answer: SANDBOX_SECURITY_ANSWER })));
    if (!member01.fundPassword) member01.fundPassword = SANDBOX_FUND_PASSWORD;
  }
  return state;
}

onStoreReset(() => {
  security = seedSecurity();
});

/** Whether the member chose a nickname (the profile item); member info sends null until then. */
export function nicknameChosen(member: StoredMember): boolean {
  return security.nicknameChosen.has(member.id) && member.nickname !== '';
}

/** Forgets that a member chose a nickname (contract test: the sample sets one for member01, who has one). */
export function forgetNickname(account: string): void {
  const member = findMember(account);
  if (member) security.nicknameChosen.delete(member.id);
}

/** Forgets a member's security questions (contract test: the sample sets them for member01, who has them). */
export function forgetSecurityQuestions(account: string): void {
  const member = findMember(account);
  if (member) security.questions.delete(member.id);
}

/** The member's preferred language, if they chose one. */
export function preferredLanguage(member: StoredMember): string | null {
  return security.languages.get(member.id) ?? null;
}

/** Seeded last login of members who have none: a fixed day after registering, from a documentation address. */
export function lastLoginOf(member: StoredMember): { lastLogin: number; lastLoginIp: string } {
  return {
    lastLogin: member.lastLogin ?? member.regDate + 3 * 86_400_000 + (member.id % 24) * 3_600_000,
    lastLoginIp: member.lastLoginIp ?? `203.0.113.${member.id % 250}`,
  };
}

/** The profile fields the security centre adds to GET /wps/member/info (masked). */
export function securityProfile(member: StoredMember) {
  return {
    nickname: nicknameChosen(member) ? member.nickname : null,
    ...lastLoginOf(member),
    mobileVerified: member.mobileVerified,
    bindGA: false,
    payee: member.payee ? maskName(member.payee) : null,
    email: member.email ? maskEmail(member.email) : null,
    language: preferredLanguage(member),
  };
}

function switchOn(ctx: Context, flag: string): boolean {
  return (ctx.merchant.whitelabel as Record<string, boolean>)[flag] === true;
}

/** The security items of a member by the merchant's switches, and the completeness percentage. */
export function securityItems(ctx: Context, member: StoredMember) {
  const items: SecurityItemMap = {
    profile: { enabled: true, isComplete: nicknameChosen(member) },
    loginPassword: { enabled: true, isComplete: member.password !== '' },
    paymentPassword: { enabled: switchOn(ctx, 'PAYMENTPASS3'), isComplete: Boolean(member.fundPassword) },
    securityQuestions: { enabled: switchOn(ctx, 'SECQUES3'), isComplete: security.questions.has(member.id) },
    bankCards: { enabled: switchOn(ctx, 'BINDCARD3'), isComplete: member.cards.length > 0 },
    email: { enabled: switchOn(ctx, 'PERSMAIL3'), isComplete: Boolean(member.email) },
    payeeName: { enabled: switchOn(ctx, 'PERSPAYEE3'), isComplete: Boolean(member.payee) },
    bindGA: { enabled: switchOn(ctx, 'BINDGA3'), isComplete: false },
    mobileVerified: { enabled: switchOn(ctx, 'VERIFICATION3'), isComplete: member.mobileVerified },
  };
  return { percentage: completeness(items), items };
}

function languageOf(request: Request): 'EN' | 'TY' {
  return request.headers.get('Language')?.toUpperCase() === 'TY' ? 'TY' : 'EN';
}

const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N} ]{0,14}[\p{L}\p{N}]$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether another member than `member` matches. */
function anotherHas(member: StoredMember, predicate: (other: StoredMember) => boolean): boolean {
  return allMembers().some((other) => other.id !== member.id && predicate(other));
}

const SMS_PURPOSES = ['WITHDRAW', 'BIND_CARD', 'BIND_MOBILE'] as const;

/** Fund password rule of the sandbox (designed): 6 to 12 characters without spaces. */
export function fundPasswordProblem(member: StoredMember, next: string, confirm: string): ReturnType<typeof fail> | null {
  if (next.length < 6 || next.length > 12 || /\s/.test(next)) return fail('payment.password.format', 'payment.password.format');
  if (next !== confirm) return fail('payment.password.mismatch', 'payment.password.mismatch');
  if (next === member.password) return fail('payment.password.same.as.login', 'payment.password.same.as.login');
  return null;
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
      const limited = smsRateLimit(g.ctx.scenario, mobile, now);
      if (limited) return response(400).json(limited);
      return response(200).json(ok(sendSmsCode(mobile, now)));
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
    http.get('/wps/member/security', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/member/security', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(securityItems(g.ctx, authed(g.ctx).member)));
    }),

    http.put('/wps/member/nickname', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/member/nickname', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      if (nicknameChosen(member)) return response(400).json(fail('nickname.already.set', 'nickname.already.set'));
      const nickname = str(read.body.nickname).trim();
      if (!NICKNAME.test(nickname)) return response(400).json(fail('nickname.invalid', 'nickname.invalid'));
      const lower = nickname.toLowerCase();
      if (anotherHas(member, (other) => other.nickname.toLowerCase() === lower || other.account.toLowerCase() === lower))
        return response(400).json(fail('nickname.exists', 'nickname.exists'));
      member.nickname = nickname;
      security.nicknameChosen.add(member.id);
      return response(200).json(ok(null));
    }),

    http.put('/wps/member/mobile', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/member/mobile', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const mobile = str(read.body.mobileNum).replace(/\D/g, '');
      if (mobile.length < 7 || mobile.length > 15) return response(400).json(fail('phone_invalid', 'phone_invalid'));
      const owner = findMemberByMobile(mobile);
      if (owner && owner.id !== member.id) return response(400).json(fail('mobile.already.bound', 'mobile.already.bound'));
      const code = checkSmsCode(mobile, str(read.body.verificationCode));
      if (code === 'expired') return response(400).json(fail('phone_code_expired', 'verification.expired'));
      if (code !== 'ok') return response(400).json(fail('sms_code_invalid', 'verification.invalid'));
      member.mobile = mobile;
      member.mobileVerified = true;
      return response(200).json(ok(null));
    }),

    http.put('/wps/member/email', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/member/email', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const email = str(read.body.email).trim();
      if (email.length > 64 || !EMAIL.test(email)) return response(400).json(fail('email.invalid', 'email.invalid'));
      const lower = email.toLowerCase();
      if (anotherHas(member, (other) => other.email?.toLowerCase() === lower))
        return response(400).json(fail('email.already.bound', 'email.already.bound'));
      member.email = email;
      return response(200).json(ok(null));
    }),

    http.get('/wps/member/securityQuestions/list', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/member/securityQuestions/list', scenario);
      if (g.stop) return response.untyped(g.stop);
      const language = languageOf(request);
      return response(200).json(ok(SECURITY_QUESTIONS.map((q) => ({ id: q.id, question: q[language] }))));
    }),

    http.put('/wps/member/securityQuestions', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/member/securityQuestions', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      if (security.questions.has(member.id)) return response(400).json(fail('security.question.exists', 'security.question.exists'));
      const answers = Array.isArray(read.body.answers) ? (read.body.answers as unknown[]) : [];
      const parsed = answers.map((a) => {
        const entry = (a ?? {}) as Record<string, unknown>;
        return { questionId: Number(entry.questionId), answer: str(entry.answer).trim() };
      });
      const ids = new Set(parsed.map((a) => a.questionId));
      const valid = parsed.length === SECURITY_QUESTION_COUNT && ids.size === parsed.length
        && parsed.every((a) => SECURITY_QUESTIONS.some((q) => q.id === a.questionId) && a.answer.length >= 1 && a.answer.length <= 50);
      if (!valid) return response(400).json(fail('security.question.invalid', 'security.question.invalid'));
      security.questions.set(member.id, parsed);
      return response(200).json(ok(null));
    }),

    http.put('/wps/member/language', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/member/language', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const language = str(read.body.language).toUpperCase();
      if (!LANGUAGES.includes(language)) return response(400).json(fail('language.invalid', 'language.invalid'));
      security.languages.set(member.id, language);
      return response(200).json(ok(null));
    }),
  ];
}
