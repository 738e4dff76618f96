import { beforeEach, describe, expect, it } from 'vitest';
import { lastSms, resetStore } from '../../sandbox/store';
import { PHONE_CONFIRM_CODES, PHONE_SEND_CODES } from '../../sandbox/identity/handlers';

const ORIGIN = 'http://localhost';
type Json = Record<string, unknown>;

async function post(path: string, body: Json, headers: Record<string, string> = {}, method: 'POST' | 'PUT' = 'POST'): Promise<{ status: number; json: Json }> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

/** The platform's login with a third-party token (plain JSON: the sandbox reads unencrypted bodies too). */
const login = (body: Json, merchant = 'goldenlotus') => post('/wps/session/login', body, { Merchant: merchant });

async function googleToken(email: string): Promise<string> {
  const { json } = await post('/__sandbox/identity/google/token', { clientId: 'sandbox-web.apps.googleusercontent.com', email });
  return json.credential as string;
}

async function facebookToken(email: string): Promise<string> {
  const { json } = await post('/__sandbox/identity/facebook/token', { appId: '100000000000001', email });
  return json.accessToken as string;
}

async function sendCode(phoneNumber: string) {
  return post('/__sandbox/identity/phone/send', { phoneNumber, apiKey: 'sandbox-api-key', projectId: 'sandbox-phone' });
}

async function phoneToken(phoneNumber: string, national: string): Promise<string> {
  const sent = await sendCode(phoneNumber);
  const code = lastSms(national)?.code ?? '';
  const { json } = await post('/__sandbox/identity/phone/confirm', { verificationId: sent.json.verificationId, code });
  return json.idToken as string;
}

const value = (json: Json) => json.value as { userName: string; firstTimeLogin: boolean; token: string };

describe('Sandbox identity providers', () => {
  beforeEach(async () => {
    resetStore();
    await post('/__sandbox/identity/reset', {});
  });

  it.each(['google.js', 'facebook.js', 'phone.js'])('serves the %s stand-in as a script', async (file) => {
    const response = await fetch(`${ORIGIN}/__sandbox/identity/${file}`);
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await response.text()).toMatch(/^\(function \(\) \{/);
  });

  it('signs in the member whose e-mail a Google token proves, with no forced password change', async () => {
    const { status, json } = await login({ type: 'google', idToken: await googleToken('member01@example.com') });
    expect(status).toBe(200);
    expect(value(json)).toMatchObject({ userName: 'member01', firstTimeLogin: false });
  });

  it('creates an account for a Google user the platform has never seen, and signs it in again later', async () => {
    const email = `nina${Date.now()}@example.org`;
    const first = await login({ type: 'google', idToken: await googleToken(email) });
    expect(value(first.json).firstTimeLogin).toBe(true);
    const again = await login({ type: 'google', idToken: await googleToken(email) });
    expect(value(again.json)).toMatchObject({ userName: value(first.json).userName, firstTimeLogin: false });
  });

  it('refuses a forged Google token', async () => {
    const token = await googleToken('member01@example.com');
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as Json;
    const forged = btoa(JSON.stringify({ ...claims, email: 'agent01@example.com', sub: 'g-9999' }))
      .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const { status, json } = await login({ type: 'google', idToken: `${head}.${forged}.${signature}` });
    expect(status).toBe(400);
    expect(json.message).toBe('verification_required');
  });

  it('answers function.not.available where the brand has the provider switched off', async () => {
    const { json } = await login({ type: 'google', idToken: await googleToken('member01@example.com') }, 'luckystar');
    expect(json.errorCode).toBe('#543');
  });

  it('signs in with a Facebook access token it issued and refuses one it did not', async () => {
    const ok = await login({ type: 'facebook', accessToken: await facebookToken('agent01@example.com') });
    expect(value(ok.json).userName).toBe('agent01');
    const refused = await login({ type: 'facebook', accessToken: 'EAAmadeup' });
    expect(refused.json.message).toBe('verification_required');
  });

  it('refuses a non-agent with non_agent when the agent login page asks', async () => {
    const { json } = await login({ type: 'facebook', accessToken: await facebookToken('member01@example.com'), agentLogin: true });
    expect(json.message).toBe('non_agent');
  });

  it('logs in by the phone service: the code is readable at last-sms and its token proves the number', async () => {
    const token = await phoneToken('+639171234567', '9171234567');
    const { status, json } = await login({ type: 'sms-by-third-party', username: '9171234567', firebaseIdToken: token });
    expect(status).toBe(200);
    expect(value(json).userName).toBe('member01');
  });

  it('answers non_member_account for a verified number no member has', async () => {
    const token = await phoneToken('+639990001111', '9990001111');
    const { json } = await login({ type: 'sms-by-third-party', username: '9990001111', firebaseIdToken: token });
    expect(json.message).toBe('non_member_account');
  });

  it('answers verification_required for a missing token or one for another number', async () => {
    expect((await login({ type: 'sms-by-third-party', username: '9171234567' })).json.message).toBe('verification_required');
    const other = await phoneToken('+639171234568', '9171234568');
    const { json } = await login({ type: 'sms-by-third-party', username: '9171234567', firebaseIdToken: other });
    expect(json.message).toBe('verification_required');
  });

  it('refuses a wrong code and an unknown verification, and validates the number', async () => {
    const sent = await sendCode('+639171234567');
    const wrong = await post('/__sandbox/identity/phone/confirm', { verificationId: sent.json.verificationId, code: '000000' });
    expect(wrong.json.error).toMatchObject({ code: 'auth/invalid-verification-code' });
    const unknown = await post('/__sandbox/identity/phone/confirm', { verificationId: 'nope', code: '123456' });
    expect(unknown.json.error).toMatchObject({ code: 'auth/invalid-verification-id' });
    expect((await sendCode('917')).json.error).toMatchObject({ code: 'auth/invalid-phone-number' });
    expect((await sendCode('')).json.error).toMatchObject({ code: 'auth/missing-phone-number' });
  });

  it('says too many requests after three codes to one number within five minutes', async () => {
    const number = `+6392${String(Date.now()).slice(-8)}`;
    for (let i = 0; i < 3; i += 1) expect((await sendCode(number)).status).toBe(200);
    expect((await sendCode(number)).json.error).toMatchObject({ code: 'auth/too-many-requests' });
  });

  it.each(PHONE_SEND_CODES)('can be made to fail the next send with %s', async (code) => {
    await post('/__sandbox/identity/force', { provider: 'phone', code });
    expect((await sendCode('+639171234567')).json.error).toMatchObject({ code });
    expect((await sendCode('+639171234567')).status).toBe(200);
  });

  it.each(PHONE_CONFIRM_CODES)('can be made to fail the next confirm with %s', async (code) => {
    await post('/__sandbox/identity/force', { provider: 'phone', code });
    const sent = await sendCode('+639171234569');
    expect(sent.status).toBe(200);
    const confirm = await post('/__sandbox/identity/phone/confirm', { verificationId: sent.json.verificationId, code: lastSms('9171234569')?.code });
    expect(confirm.json.error).toMatchObject({ code });
  });

  it('registers a mobile member with the phone service token instead of an sms code', async () => {
    const mobile = `93${String(Date.now()).slice(-8)}`;
    const token = await phoneToken(`+84${mobile}`, mobile);
    const body = { mobileNum: mobile, username: mobile, password: 'Secret123', countryDialingCode: '84', firebaseChannel: 'firebase' };
    const missing = await post('/wps/member/register/mobile', body, { Merchant: 'goldenlotus' }, 'PUT');
    expect(missing.json.message).toBe('verification_required');
    const { status, json } = await post('/wps/member/register/mobile', { ...body, firebaseIdToken: token }, { Merchant: 'goldenlotus' }, 'PUT');
    expect(status).toBe(200);
    expect((json.value as Json).userName).toBe(mobile);
  });
});
