import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { forgotPasswordMachine, type ForgotEmailValues, type ForgotPhoneValues } from '@/features/auth/forgot-password.machine';
import type { LoginRequest, LoginResult, Member } from '@/features/auth/types';

interface Stubs {
  phone?: () => Promise<unknown>;
  email?: () => Promise<unknown>;
  login?: () => Promise<LoginResult>;
  member?: () => Promise<Member>;
}

function start(method: 'phone' | 'email', stubs: Stubs = {}) {
  const calls: string[] = [];
  const logins: LoginRequest[] = [];
  const machine = forgotPasswordMachine.provide({
    actors: {
      resetByPhone: fromPromise(async ({ input }: { input: ForgotPhoneValues }) => {
        calls.push(`resetByPhone ${input.mobileNum}`);
        return (stubs.phone ?? (async () => null))();
      }),
      resetByEmail: fromPromise(async ({ input }: { input: ForgotEmailValues }) => {
        calls.push(`resetByEmail ${input.username} ${input.email}`);
        return (stubs.email ?? (async () => null))();
      }),
      login: fromPromise(async ({ input }: { input: LoginRequest }) => {
        logins.push(input);
        return (stubs.login ?? (async () => ({ token: 'tok' })))();
      }),
      loadMember: fromPromise(async () => (stubs.member ?? (async () => ({ id: 1, account: 'member01', type: 0 })))()),
    },
    actions: {
      saveToken: (_, p) => calls.push(`saveToken ${p.token}`),
      setMember: (_, p) => calls.push(`setMember ${p.member.account}`),
      showEmailSent: () => calls.push('showEmailSent'),
      showPasswordReset: () => calls.push('showPasswordReset'),
      close: () => calls.push('close'),
      navigate: (_, p) => calls.push(`navigate ${p.to}`),
    },
  });
  const actor = createActor(machine, { input: { method } }).start();
  return { actor, calls, logins };
}

const phone = { mobileNum: '9171234567', verificationCode: '123123', newPassword: 'NewPass1' };
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle') || s.status === 'done');

describe('forgotPasswordMachine', () => {
  it('by phone: resets, logs in with the mobile number and new password, loads the member, closes, goes home', async () => {
    const { actor, calls, logins } = start('phone');
    actor.send({ type: 'SUBMIT_PHONE', values: phone });
    await settled(actor);
    expect(logins).toEqual([{ username: '9171234567', password: 'NewPass1', type: 'username' }]);
    expect(calls).toEqual(['resetByPhone 9171234567', 'saveToken tok', 'setMember member01', 'close', 'navigate /']);
  });

  it('by phone: keeps the form and message when the reset fails', async () => {
    const { actor, calls } = start('phone', { phone: async () => { throw new Error('sms_code_invalid'); } });
    actor.send({ type: 'SUBMIT_PHONE', values: phone });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'sms_code_invalid' });
    expect(actor.getSnapshot().context.phone).toEqual(phone);
    expect(calls).toEqual(['resetByPhone 9171234567']);
  });

  it('by phone: says the password was reset and closes when the automatic login fails', async () => {
    const { actor, calls } = start('phone', { login: async () => { throw new Error('x'); } });
    actor.send({ type: 'SUBMIT_PHONE', values: phone });
    await settled(actor);
    expect(calls).toEqual(['resetByPhone 9171234567', 'showPasswordReset', 'close']);
  });

  it('by phone: says the password was reset when member info fails after login', async () => {
    const { actor, calls } = start('phone', { member: async () => { throw new Error('x'); } });
    actor.send({ type: 'SUBMIT_PHONE', values: phone });
    await settled(actor);
    expect(calls).toEqual(['resetByPhone 9171234567', 'saveToken tok', 'showPasswordReset', 'close']);
  });

  it('by e-mail: shows the confirmation and closes', async () => {
    const { actor, calls } = start('email');
    actor.send({ type: 'SUBMIT_EMAIL', values: { username: 'member01', email: 'member01@example.com' } });
    await settled(actor);
    expect(calls).toEqual(['resetByEmail member01 member01@example.com', 'showEmailSent', 'close']);
  });

  it('by e-mail: keeps the form with the message on failure and allows a retry', async () => {
    let first = true;
    const { actor } = start('email', {
      email: async () => {
        if (first) { first = false; throw new Error('username_or_email_not_exist'); }
        return null;
      },
    });
    actor.send({ type: 'SUBMIT_EMAIL', values: { username: 'member01', email: 'x@example.com' } });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'username_or_email_not_exist' });
    actor.send({ type: 'SUBMIT_EMAIL', values: { username: 'member01', email: 'member01@example.com' } });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('emailSent');
  });

  it('switches method', () => {
    const { actor } = start('phone');
    actor.send({ type: 'SET_METHOD', method: 'email' });
    expect(actor.getSnapshot().context.method).toBe('email');
  });
});
