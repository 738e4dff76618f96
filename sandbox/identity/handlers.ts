import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ScenarioSource } from '../responses.ts';
import { checkSmsCode, findMemberByMobile, issueSmsCode, smsSentSince } from '../store.ts';
import { STANDIN_SCRIPTS } from './standins.ts';
import {
  endPhoneSession, forceError, GOOGLE_ISSUER, nextId, PHONE_ISSUER, phoneSession, PROVIDER_ACCOUNTS,
  resetIdentity, saveFacebookToken, savePhoneSession, takeForced, type IdentityProvider, type ProviderAccount,
} from './store.ts';
import { signToken } from './tokens.ts';

/** Codes a forced phone failure answers when sending the code, and when confirming it. */
export const PHONE_SEND_CODES = [
  'auth/invalid-phone-number', 'auth/missing-phone-number', 'auth/too-many-requests', 'auth/captcha-check-failed',
  'auth/quota-exceeded', 'auth/operation-not-allowed', 'auth/popup-closed-by-user',
];
export const PHONE_CONFIRM_CODES = ['auth/invalid-verification-code', 'auth/missing-verification-code', 'auth/code-expired'];
/** The platform's answers a forced `login` failure gives the next third-party login. */
export const PLATFORM_CODES = ['non_member_account', 'non_agent', 'verification_required'];

/** Codes to the same number within five minutes before the service says too many requests (SPEC §9). */
const PHONE_LIMIT = 3;
const PHONE_WINDOW_MS = 5 * 60_000;

const PROVIDERS: readonly IdentityProvider[] = ['google', 'facebook', 'phone', 'login'];

function refuse(code: string, status = 400) {
  return HttpResponse.json({ error: { code, message: code } }, { status });
}

async function json(request: Request): Promise<Record<string, unknown>> {
  const body = (await request.json().catch(() => ({}))) as unknown;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The provider's user for an e-mail: a listed account, else a new person the provider knows by that address. */
function providerUser(provider: 'google' | 'facebook', email: string, name: string): ProviderAccount {
  const known = PROVIDER_ACCOUNTS[provider].find((a) => a.email.toLowerCase() === email.toLowerCase());
  if (known) return known;
  const id = `${provider === 'google' ? 'g' : 'fb'}-${email.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  return { id, name: name || email.split('@')[0] || email, email };
}

/** Peeks at a forced phone failure and takes it only when it belongs to this step. */
function forcedPhone(codes: readonly string[]): string | undefined {
  const code = takeForced('phone');
  if (code && !codes.includes(code)) forceError('phone', code);
  return code && codes.includes(code) ? code : undefined;
}

/**
 * The stand-in providers' side of the sandbox under /__sandbox/identity/: their scripts, the account lists their
 * choosers show, the tokens they issue (signed here, verified by the platform's login), the phone service's send and
 * confirm (codes readable at /__sandbox/last-sms), and `POST force {provider, code}` to make the next answer fail.
 */
export function identityHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('*/__sandbox/identity/accounts', ({ request }) => {
      const provider = new URL(request.url).searchParams.get('provider');
      if (provider !== 'google' && provider !== 'facebook') return refuse('auth/argument-error');
      const forced = takeForced(provider);
      return HttpResponse.json({ accounts: PROVIDER_ACCOUNTS[provider], ...(forced ? { forced } : {}) });
    }),

    http.post('*/__sandbox/identity/google/token', async ({ request }) => {
      const body = await json(request);
      const clientId = text(body.clientId);
      const email = text(body.email);
      if (!clientId) return refuse('auth/operation-not-allowed');
      if (!/^\S+@\S+\.\S+$/.test(email)) return refuse('auth/invalid-email');
      const user = providerUser('google', email, text(body.name));
      const credential = await signToken({ iss: GOOGLE_ISSUER, aud: clientId, sub: user.id, email: user.email, name: user.name });
      return HttpResponse.json({ credential });
    }),

    http.post('*/__sandbox/identity/facebook/token', async ({ request }) => {
      const body = await json(request);
      const appId = text(body.appId);
      const email = text(body.email);
      if (!appId) return refuse('auth/operation-not-allowed');
      if (!/^\S+@\S+\.\S+$/.test(email)) return refuse('auth/invalid-email');
      const user = providerUser('facebook', email, text(body.name));
      const accessToken = `EAAsandbox${nextId('fb').replace(/[^a-z0-9]/gi, '')}`;
      saveFacebookToken(accessToken, { ...user, appId });
      return HttpResponse.json({ accessToken, userID: user.id });
    }),

    http.post('*/__sandbox/identity/phone/send', async ({ request }) => {
      if (scenario(request) === 'api-offline') return HttpResponse.error();
      const body = await json(request);
      const forced = forcedPhone(PHONE_SEND_CODES);
      if (forced) return refuse(forced);
      if (!text(body.apiKey)) return refuse('auth/invalid-api-key');
      const phoneNumber = text(body.phoneNumber);
      if (!phoneNumber) return refuse('auth/missing-phone-number');
      if (!/^\+\d{8,15}$/.test(phoneNumber)) return refuse('auth/invalid-phone-number');
      const digits = phoneNumber.slice(1);
      // Logged under the member's own number when one matches, so /__sandbox/last-sms?mobile=<national> finds it.
      const smsKey = findMemberByMobile(digits)?.mobile ?? digits;
      const now = Date.now();
      if (scenario(request) === 'sms-rate-limited' || smsSentSince(smsKey, now - PHONE_WINDOW_MS) >= PHONE_LIMIT)
        return refuse('auth/too-many-requests');
      const sent = issueSmsCode(smsKey, now);
      const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
      if (!env?.VITEST) console.info(`[sandbox] phone verification code for ${phoneNumber}: ${sent.code}`);
      const verificationId = nextId('vid');
      savePhoneSession(verificationId, { smsKey, phoneNumber });
      return HttpResponse.json({ verificationId });
    }),

    http.post('*/__sandbox/identity/phone/confirm', async ({ request }) => {
      const body = await json(request);
      const forced = forcedPhone(PHONE_CONFIRM_CODES);
      if (forced) return refuse(forced);
      const id = text(body.verificationId);
      const session = phoneSession(id);
      if (!session) return refuse('auth/invalid-verification-id');
      const code = text(body.code);
      if (!code) return refuse('auth/missing-verification-code');
      const checked = checkSmsCode(session.smsKey, code);
      if (checked === 'invalid') return refuse('auth/invalid-verification-code');
      endPhoneSession(id);
      if (checked === 'expired') return refuse('auth/code-expired');
      const uid = `p-${session.phoneNumber.slice(1)}`;
      const idToken = await signToken({
        iss: PHONE_ISSUER, aud: text(body.projectId) || 'sandbox', sub: uid, phone_number: session.phoneNumber,
      });
      return HttpResponse.json({ idToken, uid, phoneNumber: session.phoneNumber });
    }),

    http.post('*/__sandbox/identity/force', async ({ request }) => {
      const body = await json(request);
      const provider = text(body.provider) as IdentityProvider;
      const code = text(body.code);
      if (!PROVIDERS.includes(provider) || !code)
        return HttpResponse.json({ error: `provider is one of ${PROVIDERS.join(', ')}; code is required` }, { status: 400 });
      forceError(provider, code);
      return HttpResponse.json({ forced: { provider, code } });
    }),

    http.post('*/__sandbox/identity/reset', () => {
      resetIdentity();
      return HttpResponse.json({ reset: true });
    }),

    http.get('*/__sandbox/identity/:file', ({ params }) => {
      const source = STANDIN_SCRIPTS[String(params.file)];
      if (!source) return new HttpResponse('Not found', { status: 404 });
      return new HttpResponse(source, {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }),
  ];
}

