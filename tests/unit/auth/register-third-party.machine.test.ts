import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { IdentityError } from '@/features/auth/identity/types';
import { registerMachine, type RegisterInput, type RegisterRequestInput } from '@/features/auth/register.machine';
import type { Member } from '@/features/auth/types';

interface Stubs {
  affiliate?: () => Promise<{ valid: boolean }>;
  register?: () => Promise<{ token?: string | null }>;
  phone?: (check: { mobile: string; code: string }) => Promise<string>;
}

function start(input: Partial<RegisterInput> = {}, stubs: Stubs = {}) {
  const order: string[] = [];
  const registered: RegisterRequestInput[] = [];
  const checks: { mobile: string; code: string }[] = [];
  const machine = registerMachine.provide({
    actors: {
      checkAffiliate: fromPromise(async () => {
        order.push('affiliate');
        return (stubs.affiliate ?? (async () => ({ valid: true })))();
      }),
      verifyPhone: fromPromise(async ({ input: check }: { input: { mobile: string; code: string } }) => {
        order.push('verifyPhone');
        checks.push(check);
        return (stubs.phone ?? (async () => 'phone-token'))(check);
      }),
      register: fromPromise(async ({ input: request }: { input: RegisterRequestInput }) => {
        order.push('register');
        registered.push(request);
        return (stubs.register ?? (async () => ({ token: 'tok-new' })))();
      }),
      loadMember: fromPromise<Member>(async () => ({ id: 1, account: '9171239999', type: 0 })),
    },
    actions: {
      saveToken: () => order.push('saveToken'),
      setMember: () => {},
      refreshCaptcha: () => order.push('refreshCaptcha'),
      close: () => order.push('close'),
      navigate: (_, p) => order.push(`navigate ${p.to}`),
    },
  });
  const actor = createActor(machine, {
    input: { mode: 'mobile', showAffiliateInput: false, thirdPartyPhone: true, phoneChannel: 'firebase', ...input },
  }).start();
  return { actor, order, registered, checks };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle') || s.status === 'done');
const values = { mobileNum: '9171239999', verificationCode: '135790', password: 'Secret12', agreement: true };

describe('registerMachine with the third-party phone verification (THIRDPARTYPHONE3)', () => {
  it('confirms the code with the service, then registers with firebaseChannel and firebaseIdToken instead of the code', async () => {
    const { actor, order, registered, checks } = start();
    actor.send({ type: 'SUBMIT', values });
    expect(actor.getSnapshot().matches('verifyingPhone')).toBe(true);
    await settled(actor);
    expect(checks).toEqual([{ mobile: '9171239999', code: '135790' }]);
    expect(registered[0]?.body).toEqual({
      mobileNum: '9171239999', password: 'Secret12', agreement: true, login: true, username: '9171239999',
      firebaseChannel: 'firebase', firebaseIdToken: 'phone-token',
    });
    expect(order).toEqual(['verifyPhone', 'register', 'saveToken', 'close', 'navigate /promotions']);
  });

  it('checks the affiliate code before asking the service', async () => {
    const { actor, order } = start({ urlAffiliateCode: 'AFF10005' });
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(order.slice(0, 3)).toEqual(['affiliate', 'verifyPhone', 'register']);
  });

  it('sends the platform code as before when the service is off', async () => {
    const { actor, registered, checks } = start({ thirdPartyPhone: false });
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(checks).toEqual([]);
    expect(registered[0]?.body).toMatchObject({ verificationCode: '135790' });
    expect(registered[0]?.body).not.toHaveProperty('firebaseIdToken');
  });

  it('registers without the service when the form asked for no code', async () => {
    const { actor, checks, registered } = start({ mode: 'username' });
    actor.send({ type: 'SUBMIT', values: { username: 'newbie', password: 'Secret12' } });
    await settled(actor);
    expect(checks).toEqual([]);
    expect(registered).toHaveLength(1);
  });

  it.each([
    'auth/invalid-verification-code', 'auth/missing-verification-code', 'auth/code-expired', 'auth/missing-verification-id',
    'auth/too-many-requests', 'auth/quota-exceeded', 'auth/captcha-check-failed', 'auth/operation-not-allowed',
  ])('stays on the form with %s, keeping what was typed and not registering', async (code) => {
    const { actor, registered } = start({}, { phone: async () => { throw new IdentityError(code); } });
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: code });
    expect(actor.getSnapshot().context.values).toEqual(values);
    expect(registered).toEqual([]);
  });

  it('reuses the token after a refusal for the same number (e.g. the username was taken), asks again for a new number', async () => {
    let refuse = true;
    const { actor, checks } = start({}, {
      register: async () => { if (refuse) throw new Error('reg_username_exists'); return { token: 't' }; },
    });
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'reg_username_exists' });
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(checks).toHaveLength(1);
    refuse = false;
    actor.send({ type: 'SUBMIT', values: { ...values, mobileNum: '9171238888' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(checks.map((c) => c.mobile)).toEqual(['9171239999', '9171238888']);
  });

  it('drops the token when the platform says to complete the verification first', async () => {
    let refuse = true;
    const { actor, checks, order } = start({}, {
      register: async () => { if (refuse) throw new Error('verification_required'); return { token: 't' }; },
    });
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(actor.getSnapshot().context.phoneToken).toBeNull();
    expect(order).toContain('refreshCaptcha');
    refuse = false;
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.status === 'done');
    expect(checks).toHaveLength(2);
  });
});
