import type { HttpHandler } from 'msw';
import { captchaPng, toBase64 } from '../images.ts';
import type { RegisterRule } from '../merchants.ts';
import { authed, fail, gate, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import { SANDBOX_RSA_MODULUS_HEX } from '../keys/private-key.ts';
import {
  checkSmsCode, clearFailedLogins, consumeCaptcha, consumeSlider, consumeSmsCode, failedLogins, findMember, findMemberByMobile,
  findMemberById, issueCaptcha, issueSlider, recordCaptchaImage, issueSmsCode, issueToken, recordFailedLogin, registerMember, revokeToken,
  SANDBOX_GOOGLE_CODE, sandboxNow, smsSentSince, type StoredMember,
} from '../store.ts';
import { identityHandlers } from '../identity/handlers.ts';
import { exclusionRefusal } from '../seed/responsible-gaming.ts';
import { isThirdPartyLogin, registerPhoneProof, thirdPartyLogin } from '../identity/platform.ts';
import { http } from './http.ts';
import { affiliateLinkAgent, recordAffiliateRegistration } from './agent-accounts.ts';
import { recordReferralRegistration } from '../seed/referral.ts';

/** More than this many codes to one number within five minutes is rate limited (SPEC §9). */
const SMS_LIMIT = 3;
const SMS_WINDOW_MS = 5 * 60_000;
const SMS_EXPIRED_MINUTES = 1;

function loginValue(member: StoredMember, token: string, firstTimeLogin = false) {
  return {
    token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired: member.passwordExpired,
    captcha: false,
  };
}

function isSmsLogin(type: string): boolean {
  return /^(sms|mobile|2)$/i.test(type);
}

function smsResult(now: number) {
  return { expiredMinutes: SMS_EXPIRED_MINUTES, maxAttemptTimes: 5, expirationTime: now + SMS_EXPIRED_MINUTES * 60_000 };
}

/** The refusal of one more code to `mobile`: the sms-rate-limited scenario, or 3 codes to it within 5 minutes. */
export function smsRateLimit(scenario: string, mobile: string, now: number): ReturnType<typeof fail> | null {
  if (scenario === 'sms-rate-limited' || smsSentSince(mobile, now - SMS_WINDOW_MS) >= SMS_LIMIT)
    return fail('phone_too_many_requests', 'sms.rate.limited');
  return null;
}

/** Issues a code to `mobile`, logs it for a person trying the sandbox, and gives the send call's value. */
export function sendSmsCode(mobile: string, now: number) {
  const sent = issueSmsCode(mobile, now);
  logSms(sent.mobile, sent.code);
  return smsResult(now);
}

export function sessionHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/session/key/rsa', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/session/key/rsa', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).text(SANDBOX_RSA_MODULUS_HEX);
    }),

    http.post('/wps/session/login', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/session/login', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      // Google, Facebook and the third-party phone verification: the provider's token proves who this is.
      const loginType = str(read.body.type);
      if (isThirdPartyLogin(loginType)) {
        const answer = await thirdPartyLogin(loginType, read.body, g.ctx.merchant);
        if ('fail' in answer) return response(400).json(answer.fail);
        return response(200).json(ok(loginValue(answer.member, issueToken(answer.member), answer.created)));
      }
      const username = str(read.body.username).trim();
      const password = str(read.body.password);
      if (!username || !password) return response(400).json(fail('request_param_err', 'request_param_err'));
      const sms = isSmsLogin(str(read.body.type));
      // Geetest-style check (PLATFORM.md: some merchants): a presented slider answer must be a live, unused
      // challenge released on its notch. It is checked before the password and spends the challenge either way.
      if (read.body.sliderToken !== undefined && !consumeSlider(str(read.body.sliderToken), read.body.sliderPosition))
        return response(400).json(fail('slider_captcha_error', 'captcha.slider'));
      const needsCaptcha = g.ctx.scenario === 'captcha-required' || failedLogins(username) > 0;
      if (needsCaptcha && !consumeCaptcha(str(read.body.captcha)))
        return response(400).json(fail('captcha_error', 'captcha.error', { captcha: true }));
      // A password login also takes the mobile number as the username (forgot by phone signs in that way).
      const member = sms ? findMemberByMobile(username) : (findMember(username) ?? findMemberByMobile(username));
      if (sms && !member) return response(400).json(fail('non_member_account', 'member.not.found.mobile'));
      const code = sms ? checkSmsCode(username, password) : undefined;
      if (code === 'expired') return response(400).json(fail('phone_code_expired', 'verification.expired'));
      const valid = member && (sms ? code === 'ok' : member.password === password);
      if (!member || !valid) {
        recordFailedLogin(username);
        return response(400).json(fail('in_incorrect_password', 'login.failed', { captcha: true }));
      }
      clearFailedLogins(username);
      // Responsible gaming: no sign-in during a time-out or self-exclusion; the message names its end.
      const excluded = exclusionRefusal(member.account, request.headers.get('Language') ?? 'EN', sandboxNow());
      if (excluded) return response(400).json(fail(excluded.message, excluded.code, excluded.value));
      if (member.ipChallenge && !sms) {
        const challenge = ipChallengeAnswer(member, str(read.body.verificationType), str(read.body.verificationCode));
        if (challenge) return response(400).json(challenge);
      }
      return response(200).json(ok(loginValue(member, issueToken(member))));
    }),

    http.post('/wps/session/login/freeplay', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/session/login/freeplay', scenario);
      if (g.stop) return response.untyped(g.stop);
      if (!g.ctx.merchant.whitelabel.FREEPLAY3) return response(400).json(fail('function.not.available', '#543'));
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      if (read.body.platform !== 'W') return response(400).json(fail('request_param_err', 'request_param_err'));
      const member = registerMember({ account: `trial${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`, password: '' });
      if (!member) return response(500).json(fail('unknown_error'));
      member.type = 4;
      return response(200).json(ok(loginValue(member, issueToken(member), true)));
    }),

    http.delete('/wps/session/logout', async ({ request, response }) => {
      const g = await gate(request, 'DELETE /wps/session/logout', scenario);
      if (g.stop) return response.untyped(g.stop);
      if (g.ctx.token) revokeToken(g.ctx.token);
      return response(200).json(ok(null));
    }),

    http.get('/wps/captcha', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/captcha', scenario);
      if (g.stop) return response.untyped(g.stop);
      const answer = issueCaptcha();
      const image = toBase64(captchaPng(answer, Number(answer)));
      recordCaptchaImage(image, answer);
      return response(200).json(ok(image), {
        headers: { 'Cache-Control': 'no-store' },
      });
    }),

    http.get('/wps/captcha/slider', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/captcha/slider', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { id, target } = issueSlider();
      return response(200).json(ok({ id, target }), { headers: { 'Cache-Control': 'no-store' } });
    }),

    http.put('/wps/member/register', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/member/register', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const { whitelabel, register: rules } = g.ctx.merchant;
      if (!whitelabel.USERNAMEREG3) return response(400).json(fail('function.not.available', '#543'));
      const username = str(read.body.username).trim();
      const password = str(read.body.password);
      const problem = checkRules(rules, {
        username, password, mobileNum: str(read.body.mobileNum), email: str(read.body.email),
        affiliateCode: str(read.body.affiliateCode), referralCode: str(read.body.referralCode),
      });
      if (problem) return response(400).json(fail(problem, 'request_param_err'));
      const captchaRule = rules.captcha;
      if (captchaRule?.enabled && captchaRule.required && !consumeCaptcha(str(read.body.captcha)))
        return response(400).json(fail('captcha_error', 'captcha.error'));
      const codeRule = rules.verificationCode;
      if (codeRule?.enabled && codeRule.required) {
        // THIRDPARTYPHONE3: the phone service's token stands for the code.
        const proof = await registerPhoneProof(read.body, g.ctx.merchant, str(read.body.mobileNum));
        if (proof !== 'ok' && proof !== 'none') return response(400).json(proof);
        if (proof === 'none' && !consumeSmsCode(str(read.body.mobileNum), str(read.body.verificationCode)))
          return response(400).json(fail('sms_code_invalid', 'verification.invalid'));
      }
      if (read.body.confirmPassword !== undefined && read.body.confirmPassword !== password)
        return response(400).json(fail('reg_password_mismatch', 'request_param_err'));
      const parent = agentForCode(str(read.body.affiliateCode) || str(read.body.referralCode));
      const member = registerMember({
        account: username, password, mobile: str(read.body.mobileNum) || undefined, email: str(read.body.email) || undefined,
        merchant: g.ctx.merchant.code, parentId: parent?.id,
      });
      if (!member) return response(400).json(fail('reg_username_exists', 'member.exists'));
      recordAffiliateRegistration(str(read.body.affiliateCode) || str(read.body.referralCode), member);
      // A member's referral code (invite friends) makes the new account that member's invitee.
      recordReferralRegistration(str(read.body.referralCode), member);
      const token = read.body.login === false ? undefined : issueToken(member);
      return response(200).json(ok({ ...(token ? { token } : {}), id: member.id, userName: member.account }));
    }),

    http.put('/wps/member/register/mobile', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/member/register/mobile', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const { whitelabel } = g.ctx.merchant;
      if (!whitelabel.MOBILENUMREG3) return response(400).json(fail('function.not.available', '#543'));
      const mobile = str(read.body.mobileNum).replace(/\D/g, '');
      if (mobile.length < 7) return response(400).json(fail('reg_pattern_6', 'request_param_err'));
      if (findMemberByMobile(mobile)) return response(400).json(fail('reg_mobile_exists', 'member.exists'));
      if (whitelabel.REGMOBVERF3) {
        const proof = await registerPhoneProof(read.body, g.ctx.merchant, mobile);
        if (proof !== 'ok' && proof !== 'none') return response(400).json(proof);
        if (proof === 'none' && !consumeSmsCode(mobile, str(read.body.verificationCode)))
          return response(400).json(fail('sms_code_invalid', 'verification.invalid'));
      }
      const password = str(read.body.password) || str(read.body.verificationCode);
      const member = registerMember({
        account: str(read.body.username).trim() || `m${mobile}`, password, mobile, merchant: g.ctx.merchant.code,
        parentId: agentForCode(str(read.body.affiliateCode) || str(read.body.referralCode))?.id,
      });
      if (!member) return response(400).json(fail('reg_username_exists', 'member.exists'));
      recordAffiliateRegistration(str(read.body.affiliateCode) || str(read.body.referralCode), member);
      // A member's referral code (invite friends) makes the new account that member's invitee.
      recordReferralRegistration(str(read.body.referralCode), member);
      const token = read.body.login === false ? undefined : issueToken(member);
      return response(200).json(ok({ ...(token ? { token } : {}), id: member.id, userName: member.account }));
    }),

    http.post('/wps/member/password/verification', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/member/password/verification', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const mobile = str(read.body.mobileNum);
      const member = findMemberByMobile(mobile);
      if (!member) return response(400).json(fail('non_member_account', 'member.not.found'));
      const code = checkSmsCode(mobile, str(read.body.verificationCode));
      if (code === 'expired') return response(400).json(fail('phone_code_expired', 'verification.expired'));
      if (code !== 'ok') return response(400).json(fail('sms_code_invalid', 'verification.invalid'));
      const newPassword = str(read.body.newPassword);
      if (newPassword.length < 6) return response(400).json(fail('reg_pattern_4', 'request_param_err'));
      member.password = newPassword;
      member.passwordExpired = false;
      return response(200).json(ok(null));
    }),

    http.post('/wps/member/password/email', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/member/password/email', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const member = findMember(str(read.body.username));
      if (!member || member.email?.toLowerCase() !== str(read.body.email).toLowerCase())
        return response(400).json(fail('username_or_email_not_exist', 'member.not.found'));
      return response(200).json(ok(null));
    }),

    http.post('/wps/member/password', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/member/password', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      if (str(read.body.oldPassword) !== member.password)
        return response(400).json(fail('in_incorrect_password', 'password.incorrect'));
      const next = str(read.body.newPassword);
      if (next.length < 6 || next.length > 12) return response(400).json(fail('reg_pattern_4', 'request_param_err'));
      if (next !== str(read.body.confirmNewPassword)) return response(400).json(fail('reg_password_mismatch', 'request_param_err'));
      member.password = next;
      member.passwordExpired = false;
      return response(200).json(ok(null));
    }),

    http.post('/wps/verification/sms/noLogin', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/verification/sms/noLogin', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const mobile = str(read.body.mobileNum) || str(read.body.mobileNo);
      if (!mobile.replace(/\D/g, '')) return response(400).json(fail('phone_invalid', 'request_param_err'));
      const now = Date.now();
      const limited = smsRateLimit(g.ctx.scenario, mobile, now);
      if (limited) return response(400).json(limited);
      if (!findMemberByMobile(mobile)) return response(400).json(fail('non_member_account', 'member.not.found.mobile'));
      return response(200).json(ok(sendSmsCode(mobile, now)));
    }),

    http.post('/wps/verification/sms/register', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/verification/sms/register', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const mobile = str(read.body.mobileNo) || str(read.body.mobileNum);
      if (mobile.replace(/\D/g, '').length < 7) return response(400).json(fail('phone_invalid', 'request_param_err'));
      const now = Date.now();
      const limited = smsRateLimit(g.ctx.scenario, mobile, now);
      if (limited) return response(400).json(limited);
      return response(200).json(ok(sendSmsCode(mobile, now)));
    }),

    ...identityHandlers(scenario),
  ];
}

/**
 * The unregistered-IP challenge: without an answer the login is refused with the kind asked for (a mobile challenge
 * also sends an sms code, readable at /__sandbox/last-sms); a wrong answer is refused; null lets the login through.
 */
function ipChallengeAnswer(member: StoredMember, type: string, answer: string) {
  const kind = member.ipChallenge!;
  if (!type || !answer) {
    let target: string | null = null;
    if (kind === 'mobile' && member.mobile) {
      const sent = issueSmsCode(member.mobile);
      logSms(sent.mobile, sent.code);
      target = `${member.mobile.slice(0, 3)}****${member.mobile.slice(-3)}`;
    }
    if (kind === 'email' && member.email) target = member.email.replace(/^(.).*(@.*)$/, '$1***$2');
    return fail('login_verification_required', 'login.verification.required', { verification: { type: kind, target } });
  }
  const expected =
    kind === 'mobile' ? (member.mobile && consumeSmsCode(member.mobile, answer) ? answer : null)
    : kind === 'email' ? member.email
    : kind === 'bankAccountName' ? member.bankAccountName
    : SANDBOX_GOOGLE_CODE;
  if (type !== kind || !expected || expected.trim().toLowerCase() !== answer.trim().toLowerCase())
    return fail('login_verification_failed', 'login.verification.failed', { verification: { type: kind, target: null } });
  return null;
}

/** Sms codes go to the server log so a person trying the sandbox can read them (tests use /__sandbox/last-sms). */
function logSms(mobile: string, code: string): void {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  if (env?.VITEST) return;
  console.info(`[sandbox] sms code for ${mobile}: ${code}`);
}

/** The agent whose affiliate/referral code this is (codes are `AFF<agent id>`, or an agent's referral-link code). */
export function agentForCode(code: string): StoredMember | undefined {
  const linked = affiliateLinkAgent(code);
  if (linked) return linked;
  const match = /^AFF(\d+)$/i.exec(code.trim());
  const member = match?.[1] ? findMemberById(Number(match[1])) : undefined;
  return member && [1, 2, 41, 42].includes(member.type) ? member : undefined;
}

/** The first register rule `values` break (`reg_required_<field>`, `reg_pattern_<patternId>`), if any. */
export function checkRules(
  rules: Record<string, RegisterRule>,
  values: Record<string, string>,
): string | undefined {
  for (const [field, value] of Object.entries(values)) {
    const rule = rules[field];
    if (!rule?.enabled) continue;
    if (!value) {
      if (rule.required) return `reg_required_${field}`;
      continue;
    }
    const tooShort = rule.minLength !== undefined && value.length < rule.minLength;
    const tooLong = rule.maxLength !== undefined && value.length > rule.maxLength;
    const pattern = rule.acceptedPattern && rule.acceptedPattern !== '*' ? new RegExp(rule.acceptedPattern) : undefined;
    if (tooShort || tooLong || (pattern && !pattern.test(value))) return `reg_pattern_${rule.patternId ?? field}`;
  }
  return undefined;
}

