import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { loginMachine, type LoginInput } from '@/features/auth/login.machine';
import type { LoginRequest, LoginResult, Member } from '@/features/auth/types';

const types = { agentTypes: [1, 2, 41, 42], trialTypes: [4] };
const memberOf = (type: number): Member => ({ id: 7, account: 'member01', type });

interface Stubs {
  login?: (request: LoginRequest) => Promise<LoginResult>;
  member?: () => Promise<Member>;
  loginInfo?: () => Promise<unknown>;
  captcha?: () => Promise<string>;
  phone?: () => Promise<string>;
}

function serverError(message: string, value: unknown = null) {
  return Object.assign(new Error(message), { kind: 'server', value });
}

function start(input: Partial<LoginInput> = {}, stubs: Stubs = {}) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const requests: LoginRequest[] = [];
  let captchas = 0;
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(async ({ input: request }: { input: LoginRequest }) => {
        requests.push(request);
        return (stubs.login ?? (async () => ({ token: 'tok-1' })))(request);
      }),
      loadMember: fromPromise(async () => (stubs.member ?? (async () => memberOf(0)))()),
      loadLoginInfo: fromPromise(async () => {
        calls.push('loadLoginInfo');
        return (stubs.loginInfo ?? (async () => null))();
      }),
      loadCaptcha: fromPromise(async () => {
        captchas += 1;
        return (stubs.captcha ?? (async () => `data:image/png;base64,${captchas}`))();
      }),
      verifyPhone: fromPromise(async () => (stubs.phone ?? (async () => 'phone-token'))()),
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
    clock,
    input: { method: 'username', variant: 'popup', forceExpiredChange: true, sliderCaptcha: false, ...types, ...input },
  }).start();
  return { actor, calls, requests, clock, captchaCount: () => captchas };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => (['idle', 'verifying', 'slider'] as const).some((v) => s.matches(v)) || s.status === 'done');

describe('loginMachine', () => {
  it('refuses an incomplete form without calling login (step 1)', () => {
    const { actor, requests } = start();
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: '' } });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'auth_enter_username_password' });
    expect(actor.getSnapshot().context.values.username).toBe('member01');
    expect(requests).toEqual([]);
  });

  it('asks for the mobile and code when sms login is incomplete', () => {
    const { actor } = start({ method: 'sms' });
    actor.send({ type: 'SUBMIT', values: { username: '', password: '123456' } });
    expect(actor.getSnapshot().context.error).toEqual({ message: 'auth_enter_mobile_code' });
  });

  it('signs in: token, member, remember, login info, after-login flag, close, home (steps 4 and 6)', async () => {
    const { actor, calls, requests } = start();
    actor.send({ type: 'SUBMIT', values: { username: ' member01 ', password: 'Passw0rd!' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toEqual([{ username: 'member01', password: 'Passw0rd!', type: 'username' }]);
    expect(calls).toEqual([
      'saveToken tok-1', 'setMember member01', 'remember member01 username', 'loadLoginInfo',
      'flagAfterLoginPopup', 'close', 'navigate /',
    ]);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('runs the first-login action when the server says so', async () => {
    const { actor, calls } = start({}, { login: async () => ({ token: 't', firstTimeLogin: true }) });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'Passw0rd!' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toContain('firstTimeLogin');
    expect(calls.indexOf('firstTimeLogin')).toBeLessThan(calls.indexOf('close'));
  });

  it('is busy while a call runs and not while the person types or solves the slider', async () => {
    let answer: (result: LoginResult) => void = () => {};
    const { actor } = start({ sliderCaptcha: true }, { login: () => new Promise((resolve) => (answer = resolve)) });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'Passw0rd!' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'SLIDER_SOLVED', token: 'slid-1', position: 42 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer({ token: 'tok-1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('runs the slider captcha before a username login and sends its token (step 2)', async () => {
    const { actor, requests } = start({ sliderCaptcha: true });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'Passw0rd!' } });
    expect(actor.getSnapshot().value).toBe('slider');
    expect(requests).toEqual([]);
    actor.send({ type: 'SLIDER_SOLVED', token: 'slid-1', position: 42 });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests[0]?.sliderToken).toBe('slid-1');
    expect(requests[0]?.sliderPosition).toBe(42);
  });

  it('goes back to the form when the slider is cancelled', () => {
    const { actor, requests } = start({ sliderCaptcha: true });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'Passw0rd!' } });
    actor.send({ type: 'SLIDER_CANCEL' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(requests).toEqual([]);
  });

  it('skips the slider for sms login and sends type sms', async () => {
    const { actor, requests, calls } = start({ method: 'sms', sliderCaptcha: true });
    actor.send({ type: 'SUBMIT', values: { username: '9171234567', password: '123456' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toEqual([{ username: '9171234567', password: '123456', type: 'sms' }]);
    // An sms code of 123456 is not the default password: no forced change.
    expect(calls).not.toContain('openChangePassword');
  });

  it('switches method from the tabs', () => {
    const { actor } = start();
    actor.send({ type: 'SET_METHOD', method: 'sms' });
    expect(actor.getSnapshot().context.method).toBe('sms');
  });

  it('verifies the phone with the third-party service before logging in (step 3)', async () => {
    const { actor, requests } = start({ method: 'sms', thirdPartyPhone: true });
    actor.send({ type: 'SUBMIT', values: { username: '9171234567', password: '111111' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.phoneToken).toBe('phone-token');
    expect(requests).toHaveLength(1);
  });

  it('stays on the form with the message when the third-party verification fails', async () => {
    const { actor, requests } = start(
      { method: 'sms', thirdPartyPhone: true },
      { phone: async () => { throw new Error('auth/popup-closed-by-user'); } },
    );
    actor.send({ type: 'SUBMIT', values: { username: '9171234567', password: '111111' } });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'auth/popup-closed-by-user' });
    expect(requests).toEqual([]);
  });

  it('forces a password change for the default password 123456 (step 5)', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT', values: { username: 'default01', password: '123456' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('changingPassword');
    expect(calls).toContain('openChangePassword');
    expect(calls).not.toContain('navigate /');
    expect(calls).not.toContain('loadLoginInfo');
  });

  it('forces a change for an expired password when PWDEXPFORCECHANGE3 is on', async () => {
    const { actor } = start({}, { login: async () => ({ token: 't', passwordExpired: true }) });
    actor.send({ type: 'SUBMIT', values: { username: 'expired01', password: 'Passw0rd!' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('changingPassword');
  });

  it('lets an expired password through when PWDEXPFORCECHANGE3 is off', async () => {
    const { actor } = start({ forceExpiredChange: false }, { login: async () => ({ token: 't', passwordExpired: true }) });
    actor.send({ type: 'SUBMIT', values: { username: 'expired01', password: 'Passw0rd!' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('goes to /agentHome from the agent login page', async () => {
    const { actor, calls } = start({ variant: 'agentPage' }, { member: async () => memberOf(41) });
    actor.send({ type: 'SUBMIT', values: { username: 'agent41', password: 'Passw0rd!' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.at(-1)).toBe('navigate /agentHome');
  });

  it.each([0, 4])('refuses a type %i account on the agent login page and undoes the sign-in', async (type) => {
    const { actor, calls } = start({ variant: 'agentPage' }, { member: async () => memberOf(type) });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'Passw0rd!' } });
    await settled(actor);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'auth_non_agent' });
    expect(calls).toEqual(['saveToken tok-1', 'clearSession']);
  });

  it('shows the captcha and loads an image when the failure asks for it (step 7)', async () => {
    const { actor, captchaCount } = start({}, {
      login: async () => { throw serverError('in_incorrect_password', { captcha: true }); },
    });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'wrong' } });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(context.captchaRequired).toBe(true);
    expect(context.captchaImage).toBe('data:image/png;base64,1');
    expect(context.error?.message).toBe('in_incorrect_password');
    expect(context.values.password).toBe('wrong');
    expect(captchaCount()).toBe(1);
  });

  it('then requires the captcha, sends it, and loads a fresh image after another failure', async () => {
    let attempt = 0;
    const { actor, requests, captchaCount } = start({}, {
      login: async () => {
        attempt += 1;
        if (attempt < 3) throw serverError('in_incorrect_password', { captcha: true });
        return { token: 't' };
      },
    });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'wrong' } });
    await settled(actor);
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'wrong' } });
    expect(actor.getSnapshot().context.error).toEqual({ message: 'auth_enter_captcha' });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'wrong', captcha: '4821' } });
    await settled(actor);
    expect(requests[1]?.captcha).toBe('4821');
    expect(captchaCount()).toBe(2);
    expect(actor.getSnapshot().context.values.captcha).toBe('');
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'Passw0rd!', captcha: '1234' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests[2]).toEqual({ username: 'member01', password: 'Passw0rd!', type: 'username', captcha: '1234' });
  });

  it('refreshes the captcha at most once a second', async () => {
    const { actor, clock, captchaCount } = start({ captchaRequired: true });
    await settled(actor);
    expect(captchaCount()).toBe(1);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(captchaCount()).toBe(1);
    clock.increment(1000);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await settled(actor);
    expect(captchaCount()).toBe(2);
  });

  it('ignores a captcha refresh when no captcha is shown', () => {
    const { actor, captchaCount } = start();
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(captchaCount()).toBe(0);
  });

  it('keeps the message when the captcha image fails to load', async () => {
    const { actor } = start({}, {
      login: async () => { throw serverError('in_incorrect_password', { captcha: true }); },
      captcha: async () => { throw new Error('network_link_abnormal'); },
    });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'wrong' } });
    await settled(actor);
    expect(actor.getSnapshot().context.captchaImage).toBeNull();
    expect(actor.getSnapshot().context.error?.message).toBe('in_incorrect_password');
  });

  it('shows the server message for a plain failure and keeps what was typed', async () => {
    const { actor } = start({}, { login: async () => { throw serverError('account_locked'); } });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'x' } });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'account_locked' });
    expect(actor.getSnapshot().context.values).toEqual({ username: 'member01', password: 'x' });
  });

  it('says in_incorrect_password for any refusal in the header variant, but not for a network failure', async () => {
    let message = 'account_locked';
    const { actor } = start({ variant: 'header' }, { login: async () => { throw serverError(message); } });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'x' } });
    await settled(actor);
    expect(actor.getSnapshot().context.error?.message).toBe('in_incorrect_password');
    message = 'network_link_abnormal';
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'x' } });
    await settled(actor);
    expect(actor.getSnapshot().context.error?.message).toBe('network_link_abnormal');
  });

  it('undoes the token when member info fails', async () => {
    const { actor, calls } = start({}, { member: async () => { throw new Error('network_link_abnormal'); } });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'Passw0rd!' } });
    await settled(actor);
    expect(calls).toEqual(['saveToken tok-1', 'clearSession']);
    expect(actor.getSnapshot().context.error?.message).toBe('network_link_abnormal');
  });

  it('finishes even when loading login info fails', async () => {
    const { actor, calls } = start({}, { loginInfo: async () => { throw new Error('x'); } });
    actor.send({ type: 'SUBMIT', values: { username: 'member01', password: 'Passw0rd!' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.at(-1)).toBe('navigate /');
  });

  describe('unregistered IP', () => {
    const challenge = serverError('login_verification_required', { verification: { type: 'mobile', target: '917****567' } });

    it('asks for the verification the server names, then signs in with it', async () => {
      let attempt = 0;
      const { actor, requests, calls } = start({}, {
        login: async () => {
          attempt += 1;
          if (attempt === 1) throw challenge;
          return { token: 'tok-v' };
        },
      });
      actor.send({ type: 'SUBMIT', values: { username: 'newip01', password: 'Passw0rd!' } });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('verifying');
      expect(actor.getSnapshot().context.challenge).toEqual({ kind: 'mobile', target: '917****567' });
      actor.send({ type: 'VERIFY', code: '' });
      expect(actor.getSnapshot().context.error).toEqual({ message: 'auth_enter_verification' });
      actor.send({ type: 'VERIFY', code: ' 654321 ' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(requests[1]).toEqual({
        username: 'newip01', password: 'Passw0rd!', type: 'username', verificationType: 'mobile', verificationCode: '654321',
      });
      expect(calls[0]).toBe('saveToken tok-v');
    });

    it('stays on the verification with the message when the answer is refused', async () => {
      let attempt = 0;
      const { actor } = start({}, {
        login: async () => {
          attempt += 1;
          if (attempt === 1) throw challenge;
          throw serverError('login_verification_failed');
        },
      });
      actor.send({ type: 'SUBMIT', values: { username: 'newip01', password: 'Passw0rd!' } });
      await settled(actor);
      actor.send({ type: 'VERIFY', code: '000000' });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('verifying');
      expect(actor.getSnapshot().context.error).toEqual({ message: 'login_verification_failed' });
    });

    it('goes back to the form on cancel', async () => {
      const { actor } = start({}, { login: async () => { throw challenge; } });
      actor.send({ type: 'SUBMIT', values: { username: 'newip01', password: 'Passw0rd!' } });
      await settled(actor);
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(actor.getSnapshot().context.challenge).toBeNull();
    });

    it('can start at the verification with the credentials handed in', () => {
      const { actor } = start({ challenge: { kind: 'googleCode' }, values: { username: 'newip04', password: 'p' } });
      expect(actor.getSnapshot().value).toBe('verifying');
    });
  });
});
