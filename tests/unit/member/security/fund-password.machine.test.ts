import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api';
import {
  checkFundPassword,
  fundPasswordMachine,
  toFailure,
  type FundPasswordSubmit,
} from '@/features/member/security/fund-password.machine';

const VALUES = { oldPassword: '246802', password: '135791', confirm: '135791' };

function start(mode: 'set' | 'change', submit: (input: FundPasswordSubmit) => Promise<unknown>) {
  const done = vi.fn<() => void>();
  const calls: FundPasswordSubmit[] = [];
  const actor = createActor(
    fundPasswordMachine.provide({
      actors: {
        submit: fromPromise(({ input }: { input: FundPasswordSubmit }) => {
          calls.push(input);
          return submit(input);
        }),
      },
      actions: { done },
    }),
    { input: { mode } },
  );
  actor.start();
  return { actor, done, calls };
}

const refusal = (code: string) => new ApiError('server', code, { code, status: 400 });

describe('fund password machine', () => {
  it('sets a fund password and keeps no password in its context', async () => {
    const { actor, done, calls } = start('set', async () => null);
    actor.send({ type: 'SUBMIT', values: VALUES });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(done).toHaveBeenCalledOnce();
    expect(calls).toEqual([{ mode: 'set', values: VALUES }]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('135791');
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('135791');
  });

  it('ignores a second submit while the first is out', async () => {
    let finish: (v: unknown) => void = () => {};
    const { actor, calls } = start('change', () => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'SUBMIT', values: VALUES });
    actor.send({ type: 'SUBMIT', values: VALUES });
    finish(null);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toHaveLength(1);
  });

  it('puts a wrong old fund password under the old field, then succeeds with the right one', async () => {
    let first = true;
    const { actor, calls } = start('change', async () => {
      if (first) {
        first = false;
        throw refusal('invalid.payment.pw');
      }
      return null;
    });
    actor.send({ type: 'SUBMIT', values: { ...VALUES, oldPassword: '000000' } });
    await waitFor(actor, (s) => s.matches('input') && s.context.fieldError !== null);
    expect(actor.getSnapshot().context.fieldError).toEqual({ field: 'oldPassword', code: 'invalid.payment.pw' });
    actor.send({ type: 'SUBMIT', values: VALUES });
    expect(actor.getSnapshot().context.fieldError).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.values.oldPassword)).toEqual(['000000', '246802']);
  });

  it.each([
    ['payment.password.same.as.login', 'password'],
    ['payment.password.format', 'password'],
    ['payment.password.mismatch', 'confirm'],
  ])('puts %s under the %s field', async (code, field) => {
    const { actor } = start('set', async () => {
      throw refusal(code);
    });
    actor.send({ type: 'SUBMIT', values: VALUES });
    await waitFor(actor, (s) => s.context.fieldError !== null);
    expect(actor.getSnapshot().context.fieldError).toEqual({ field, code });
  });

  it('offers setting when there is no fund password and changing when there is one', async () => {
    const change = start('change', async () => {
      throw refusal('not.exists.payment.password');
    });
    change.actor.send({ type: 'SUBMIT', values: VALUES });
    await waitFor(change.actor, (s) => s.matches('noPassword'));
    change.actor.send({ type: 'SWITCH_MODE', mode: 'set' });
    expect(change.actor.getSnapshot().matches('input')).toBe(true);
    expect(change.actor.getSnapshot().context.mode).toBe('set');

    const set = start('set', async () => {
      throw refusal('exists.payment.password');
    });
    set.actor.send({ type: 'SUBMIT', values: VALUES });
    await waitFor(set.actor, (s) => s.matches('hasPassword'));
    set.actor.send({ type: 'SWITCH_MODE', mode: 'change' });
    expect(set.actor.getSnapshot().context.mode).toBe('change');
  });

  it('shows other failures with a Retry that sends again', async () => {
    let attempts = 0;
    const { actor, done } = start('set', async () => {
      attempts += 1;
      if (attempts === 1) throw new ApiError('network', 'network_link_abnormal');
      return null;
    });
    actor.send({ type: 'SUBMIT', values: VALUES });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network', message: 'network_link_abnormal' });
    actor.send({ type: 'RETRY', values: VALUES });
    await waitFor(actor, (s) => s.status === 'done');
    expect(done).toHaveBeenCalledOnce();
  });
});

describe('checkFundPassword', () => {
  it('checks before the call', () => {
    expect(checkFundPassword('set', VALUES)).toEqual({});
    expect(checkFundPassword('change', { oldPassword: '', password: '12345', confirm: '' })).toEqual({
      oldPassword: 'security_fund_old_required',
      password: 'security_fund_format',
      confirm: 'security_fund_confirm_required',
    });
    expect(checkFundPassword('change', { oldPassword: '135791', password: '135791', confirm: '135791' })).toEqual({
      password: 'security_fund_same_as_old',
    });
    expect(checkFundPassword('set', { oldPassword: '', password: '135 791', confirm: '135 791' })).toEqual({ password: 'security_fund_format' });
    expect(checkFundPassword('set', { oldPassword: '', password: '135791', confirm: '135792' })).toEqual({ confirm: 'security_fund_mismatch' });
  });

  it('toFailure reads an ApiError and anything else', () => {
    expect(toFailure(new ApiError('server', 'invalid.payment.pw', { code: 'invalid.payment.pw' }))).toEqual({
      kind: 'server', code: 'invalid.payment.pw', message: 'invalid.payment.pw',
    });
    expect(toFailure('boom')).toEqual({ kind: 'unknown', message: 'unknown_error' });
  });
});
