import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { IdentityError, type ProviderCredential, type ThirdPartyProvider } from '@/features/auth/identity/types';
import { loginMachine, type LoginInput } from '@/features/auth/login.machine';
import type { LoginRequest, LoginResult, Member } from '@/features/auth/types';

const types = { agentTypes: [1, 2, 41, 42], trialTypes: [4] };

interface Stubs {
  login?: (request: LoginRequest) => Promise<LoginResult>;
  member?: () => Promise<Member>;
  phone?: (check: { mobile: string; code: string }) => Promise<string>;
  provider?: (provider: ThirdPartyProvider) => Promise<ProviderCredential>;
}

function start(input: Partial<LoginInput> = {}, stubs: Stubs = {}) {
  const calls: string[] = [];
  const requests: LoginRequest[] = [];
  const phoneChecks: { mobile: string; code: string }[] = [];
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(async ({ input: request }: { input: LoginRequest }) => {
        requests.push(request);
        return (stubs.login ?? (async () => ({ token: 'tok-1' })))(request);
      }),
      loadMember: fromPromise(async () => (stubs.member ?? (async () => ({ id: 7, account: 'member01', type: 0 })))()),
      loadLoginInfo: fromPromise<unknown>(async () => null),
      loadCaptcha: fromPromise(async () => 'data:image/png;base64,1'),
      verifyPhone: fromPromise(async ({ input: check }: { input: { mobile: string; code: string } }) => {
        phoneChecks.push(check);
        return (stubs.phone ?? (async () => 'phone-token'))(check);
      }),
      providerSignIn: fromPromise(async ({ input: { provider } }: { input: { provider: ThirdPartyProvider } }) => {
        calls.push(`provider ${provider}`);
        const credential: ProviderCredential =
          provider === 'google' ? { provider, idToken: 'google-id-token' } : { provider, accessToken: 'fb-access-token' };
        return (stubs.provider ?? (async () => credential))(provider);
      }),
    },
    actions: {
      saveToken: (_, p) => calls.push(`saveToken ${p.token}`),
      setMember: (_, p) => calls.push(`setMember ${p.member.account}`),
      firstTimeLogin: () => calls.push('firstTimeLogin'),
      remember: (_, p) => calls.push(`remember ${p.username} ${p.method}`),
      close: () => calls.push('close'),
      openChangePassword: () => calls.push('openChangePassword'),
      flagAfterLoginPopup: () => calls.push('flagAfterLoginPopup'),
      navigate: (_, p) => calls.push(`navigate ${p.to}`),
      clearSession: () => calls.push('clearSession'),
    },
  });
  const actor = createActor(machine, {
    input: { method: 'username', variant: 'popup', forceExpiredChange: true, sliderCaptcha: false, ...types, ...input },
  }).start();
  return { actor, calls, requests, phoneChecks };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('idle') || s.status === 'done');

const smsValues = { username: '9171234567', password: '246810' };

describe('loginMachine with the third-party phone verification (THIRDPARTYPHONE3)', () => {
  it('confirms the typed code with the service, then logs in by sms-by-third-party with its token', async () => {
    const { actor, requests, phoneChecks, calls } = start({ method: 'sms', thirdPartyPhone: true });
    actor.send({ type: 'SUBMIT', values: smsValues });
    expect(actor.getSnapshot().matches('verifyingPhone')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(phoneChecks).toEqual([{ mobile: '9171234567', code: '246810' }]);
    expect(requests).toEqual([{ username: '9171234567', type: 'sms-by-third-party', firebaseIdToken: 'phone-token' }]);
    expect(calls).toEqual(expect.arrayContaining(['saveToken tok-1', 'remember 9171234567 sms', 'navigate /']));
  });

  it('never forces a password change after a phone-verified login, even with the default-looking code (step 5)', async () => {
    const { actor, calls } = start(
      { method: 'sms', thirdPartyPhone: true },
      { login: async () => ({ token: 't', passwordExpired: true }) },
    );
    actor.send({ type: 'SUBMIT', values: { username: '9171234567', password: '123456' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls).not.toContain('openChangePassword');
  });

  it('uses the platform sms login when the service is off', async () => {
    const { actor, requests, phoneChecks } = start({ method: 'sms', thirdPartyPhone: false });
    actor.send({ type: 'SUBMIT', values: smsValues });
    await waitFor(actor, (s) => s.status === 'done');
    expect(phoneChecks).toEqual([]);
    expect(requests[0]).toMatchObject({ type: 'sms', username: '9171234567', password: '246810' });
  });

  it.each([
    'auth/invalid-verification-code',
    'auth/missing-verification-code',
    'auth/code-expired',
    'auth/missing-verification-id',
    'auth/captcha-check-failed',
    'auth/too-many-requests',
    'auth/quota-exceeded',
    'auth/operation-not-allowed',
    'auth/popup-closed-by-user',
    'auth/invalid-phone-number',
    'auth/missing-phone-number',
  ])('stays on the form with %s from the service, without calling login, keeping what was typed', async (code) => {
    const { actor, requests } = start(
      { method: 'sms', thirdPartyPhone: true },
      { phone: async () => { throw new IdentityError(code); } },
    );
    actor.send({ type: 'SUBMIT', values: smsValues });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: code });
    expect(actor.getSnapshot().context.values).toEqual(smsValues);
    expect(requests).toEqual([]);
  });

  it.each(['non_member_account', 'non_agent'])('shows the platform refusal %s and keeps the token for the same number', async (message) => {
    let refuse = true;
    const { actor, requests, phoneChecks } = start(
      { method: 'sms', thirdPartyPhone: true },
      { login: async () => { if (refuse) throw Object.assign(new Error(message), { value: null }); return { token: 't2' }; } },
    );
    actor.send({ type: 'SUBMIT', values: smsValues });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message });
    refuse = false;
    actor.send({ type: 'SUBMIT', values: smsValues });
    await waitFor(actor, (s) => s.status === 'done');
    expect(phoneChecks).toHaveLength(1);
    expect(requests.map((r) => r.firebaseIdToken)).toEqual(['phone-token', 'phone-token']);
  });

  it('verifies again after the platform says to complete the verification first', async () => {
    let refuse = true;
    const { actor, phoneChecks } = start(
      { method: 'sms', thirdPartyPhone: true },
      { login: async () => { if (refuse) throw new Error('verification_required'); return { token: 't2' }; } },
    );
    actor.send({ type: 'SUBMIT', values: smsValues });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'verification_required' });
    expect(actor.getSnapshot().context.phoneToken).toBeNull();
    refuse = false;
    actor.send({ type: 'SUBMIT', values: smsValues });
    await waitFor(actor, (s) => s.status === 'done');
    expect(phoneChecks).toHaveLength(2);
  });

  it('verifies again when the number changed', async () => {
    let refuse = true;
    const { actor, phoneChecks } = start(
      { method: 'sms', thirdPartyPhone: true },
      { login: async () => { if (refuse) throw new Error('non_member_account'); return { token: 't2' }; } },
    );
    actor.send({ type: 'SUBMIT', values: smsValues });
    await settled(actor);
    refuse = false;
    actor.send({ type: 'SUBMIT', values: { username: '9171234568', password: '135790' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(phoneChecks.map((c) => c.mobile)).toEqual(['9171234567', '9171234568']);
  });
});

describe('loginMachine with a third-party sign-in (GOOGLELOGIN3, FACEBOOKLOGIN3)', () => {
  it.each([
    ['google', { type: 'google', idToken: 'google-id-token' }],
    ['facebook', { type: 'facebook', accessToken: 'fb-access-token' }],
  ] as const)('signs in with %s: the provider dialog, then login with its token, then home', async (provider, request) => {
    const { actor, calls, requests } = start();
    actor.send({ type: 'PROVIDER_SIGN_IN', provider });
    expect(actor.getSnapshot().matches('signingInWithProvider')).toBe(true);
    expect(actor.getSnapshot().context.provider).toBe(provider);
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toEqual([request]);
    expect(calls).toEqual([
      `provider ${provider}`, 'saveToken tok-1', 'setMember member01', 'flagAfterLoginPopup', 'close', 'navigate /',
    ]);
  });

  it('never forces a password change after a provider sign-in (step 5), even when the server says expired', async () => {
    const { actor, calls } = start({}, { login: async () => ({ token: 't', passwordExpired: true }) });
    actor.send({ type: 'PROVIDER_SIGN_IN', provider: 'google' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls).not.toContain('openChangePassword');
  });

  it('runs the first-login action for an account the platform just created', async () => {
    const { actor, calls } = start({}, { login: async () => ({ token: 't', firstTimeLogin: true }) });
    actor.send({ type: 'PROVIDER_SIGN_IN', provider: 'facebook' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toContain('firstTimeLogin');
  });

  it.each(['auth/popup-closed-by-user', 'auth/operation-not-allowed', 'auth/network-request-failed'])(
    'goes back to the form with %s when the provider fails, without calling login',
    async (code) => {
      const { actor, requests } = start({}, { provider: async () => { throw new IdentityError(code); } });
      actor.send({ type: 'PROVIDER_SIGN_IN', provider: 'google' });
      await settled(actor);
      expect(actor.getSnapshot().context).toMatchObject({ error: { message: code }, provider: 'google', credential: null });
      expect(requests).toEqual([]);
    },
  );

  it('drops a refused token so the next click asks the provider again', async () => {
    let refuse = true;
    const { actor, calls } = start(
      {},
      { login: async () => { if (refuse) throw new Error('verification_required'); return { token: 't2' }; } },
    );
    actor.send({ type: 'PROVIDER_SIGN_IN', provider: 'facebook' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ error: { message: 'verification_required' }, credential: null });
    refuse = false;
    actor.send({ type: 'PROVIDER_SIGN_IN', provider: 'facebook' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.filter((c) => c === 'provider facebook')).toHaveLength(2);
  });

  it('tells the agent login page a non-agent cannot log in, and asks the platform to check', async () => {
    const { actor, requests } = start(
      { variant: 'agentPage' },
      { login: async () => { throw new Error('non_agent'); } },
    );
    actor.send({ type: 'PROVIDER_SIGN_IN', provider: 'google' });
    await settled(actor);
    expect(requests[0]).toEqual({ type: 'google', idToken: 'google-id-token', agentLogin: true });
    expect(actor.getSnapshot().context.error).toEqual({ message: 'non_agent' });
  });

  it('clears the provider once the person submits the form instead', async () => {
    const { actor } = start({}, { provider: async () => { throw new IdentityError('auth/popup-closed-by-user'); } });
    actor.send({ type: 'PROVIDER_SIGN_IN', provider: 'google' });
    await settled(actor);
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: '' } });
    expect(actor.getSnapshot().context).toMatchObject({ provider: null, error: { message: 'auth_enter_username_password' } });
  });

  it('does not remember a username for a provider sign-in', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'PROVIDER_SIGN_IN', provider: 'google' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.some((c) => c.startsWith('remember'))).toBe(false);
  });
});
