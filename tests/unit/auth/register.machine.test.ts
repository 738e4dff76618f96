import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { registerMachine, type RegisterInput, type RegisterRequestInput } from '@/features/auth/register.machine';
import type { Member } from '@/features/auth/types';

interface Stubs {
  affiliate?: (code: string) => Promise<{ valid: boolean }>;
  register?: () => Promise<{ token?: string | null }>;
  member?: () => Promise<Member>;
}

function start(input: Partial<RegisterInput> = {}, stubs: Stubs = {}) {
  const calls: string[] = [];
  const registered: RegisterRequestInput[] = [];
  const checked: string[] = [];
  const machine = registerMachine.provide({
    actors: {
      checkAffiliate: fromPromise(async ({ input: i }: { input: { affiliateCode: string } }) => {
        checked.push(i.affiliateCode);
        return (stubs.affiliate ?? (async () => ({ valid: true })))(i.affiliateCode);
      }),
      register: fromPromise(async ({ input: i }: { input: RegisterRequestInput }) => {
        registered.push(i);
        return (stubs.register ?? (async () => ({ token: 'tok-new' })))();
      }),
      loadMember: fromPromise(async () => (stubs.member ?? (async () => ({ id: 1, account: 'newbie', type: 0 })))()),
    },
    actions: {
      saveToken: (_, p) => calls.push(`saveToken ${p.token}`),
      setMember: (_, p) => calls.push(`setMember ${p.member.account}`),
      refreshCaptcha: () => calls.push('refreshCaptcha'),
      close: () => calls.push('close'),
      navigate: (_, p) => calls.push(`navigate ${p.to}`),
    },
  });
  const actor = createActor(machine, { input: { mode: 'username', showAffiliateInput: false, ...input } }).start();
  return { actor, calls, registered, checked };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle') || s.status === 'done');

describe('registerMachine', () => {
  it('registers, saves the token, loads login info, closes and goes to /promotions', async () => {
    const { actor, calls, registered, checked } = start();
    actor.send({ type: 'SUBMIT', values: { username: 'newbie', password: 'Secret12', confirmPassword: 'Secret12' } });
    await settled(actor);
    expect(checked).toEqual([]);
    expect(registered).toEqual([
      { mode: 'username', body: { username: 'newbie', password: 'Secret12', confirmPassword: 'Secret12', login: true } },
    ]);
    expect(calls).toEqual(['saveToken tok-new', 'setMember newbie', 'close', 'navigate /promotions']);
  });

  it('uses and checks the affiliate code from the URL when no code input is shown', async () => {
    const { actor, registered, checked } = start({ urlAffiliateCode: ' AFF10005 ', referralCode: 'REF9' });
    actor.send({ type: 'SUBMIT', values: { username: 'newbie', affiliateCode: 'ignored' } });
    await settled(actor);
    expect(checked).toEqual(['AFF10005']);
    expect(registered[0]?.body).toMatchObject({ affiliateCode: 'AFF10005', referralCode: 'REF9' });
  });

  it('uses the typed invitation code when the input is shown', async () => {
    const { actor, checked } = start({ showAffiliateInput: true, urlAffiliateCode: 'AFF1' });
    actor.send({ type: 'SUBMIT', values: { username: 'newbie', affiliateCode: 'AFF10005' } });
    await settled(actor);
    expect(checked).toEqual(['AFF10005']);
  });

  it('shows invitation_code_error when the code is refused, keeping the values', async () => {
    const { actor, registered } = start({ showAffiliateInput: true }, { affiliate: async () => ({ valid: false }) });
    const values = { username: 'newbie', affiliateCode: 'BAD' };
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'invitation_code_error' });
    expect(actor.getSnapshot().context.values).toEqual(values);
    expect(registered).toEqual([]);
  });

  it('shows invitation_code_error when the check itself fails', async () => {
    const { actor } = start({ showAffiliateInput: true }, { affiliate: async () => { throw new Error('network_link_abnormal'); } });
    actor.send({ type: 'SUBMIT', values: { affiliateCode: 'AFF1' } });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'invitation_code_error' });
  });

  it('makes the mobile number the username in mobile register', async () => {
    const { actor, registered } = start({ mode: 'mobile' });
    actor.send({ type: 'SUBMIT', values: { mobileNum: ' 9998887777 ', password: 'Secret12' } });
    await settled(actor);
    expect(registered[0]).toEqual({
      mode: 'mobile', body: { mobileNum: ' 9998887777 ', password: 'Secret12', username: '9998887777', login: true },
    });
  });

  it('switches mode from the tabs', () => {
    const { actor } = start();
    actor.send({ type: 'SET_MODE', mode: 'mobile' });
    expect(actor.getSnapshot().context.mode).toBe('mobile');
  });

  it('shows the server message, refreshes the spent captcha and lets the person retry', async () => {
    let first = true;
    const { actor, calls } = start({}, {
      register: async () => {
        if (first) { first = false; throw new Error('reg_username_exists'); }
        return { token: 't2' };
      },
    });
    actor.send({ type: 'SUBMIT', values: { username: 'member01' } });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'reg_username_exists' });
    expect(calls).toEqual(['refreshCaptcha']);
    actor.send({ type: 'SUBMIT', values: { username: 'member99' } });
    await settled(actor);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('still finishes when the server registered without signing in', async () => {
    const { actor, calls } = start({}, { register: async () => ({}) });
    actor.send({ type: 'SUBMIT', values: { username: 'newbie' } });
    await settled(actor);
    expect(calls).toEqual(['close', 'navigate /promotions']);
  });

  it('still finishes when loading login info fails', async () => {
    const { actor, calls } = start({}, { member: async () => { throw new Error('x'); } });
    actor.send({ type: 'SUBMIT', values: { username: 'newbie' } });
    await settled(actor);
    expect(calls).toEqual(['saveToken tok-new', 'close', 'navigate /promotions']);
  });
});
