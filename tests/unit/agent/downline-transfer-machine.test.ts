import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api/envelope';
import { transferDownlineMachine } from '@/features/agent/downlines/transfer-downline.machine';

const refusal = (code: string) => new ApiError('server', code, { code });

type Input = { account: string; amountMinor: number; password: string };

function start(transfer: (input: Input) => Promise<unknown>) {
  const loadSettings = vi.fn<() => Promise<{ mainMinor: number; allowDecimal: boolean }>>(async () => ({ mainMinor: 150_050, allowDecimal: true }));
  const moneyMoved = vi.fn<() => void>();
  const send = vi.fn<(input: Input) => Promise<unknown>>(transfer);
  const actor = createActor(
    transferDownlineMachine.provide({
      actors: {
        loadSettings: fromPromise(loadSettings),
        transfer: fromPromise(({ input }) => send(input) as never),
      },
      actions: { moneyMoved },
    }),
    { input: { account: 'agent01m2' } },
  ).start();
  return { actor, loadSettings, moneyMoved, send };
}

describe('transferDownlineMachine', () => {
  it('goes form → confirmation → result, sends once for a double confirm and forgets the password', async () => {
    const { actor, moneyMoved, send } = start(async ({ amountMinor }) => ({ memberName: 'agent01', downlineName: 'agent01m2', amountMinor, mainMinor: 140_050 }));
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'NEXT', amountMinor: 10_000, password: '246802' });
    expect(actor.getSnapshot().value).toBe('confirmation');
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    const done = await waitFor(actor, (s) => s.matches('result'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ account: 'agent01m2', amountMinor: 10_000, password: '246802' });
    expect(done.context.password).toBe('');
    expect(done.context.mainMinor).toBe(140_050);
    expect(moneyMoved).toHaveBeenCalledTimes(1);
  });

  it('stays on the form for an amount above the main wallet', async () => {
    const { actor } = start(async () => ({}));
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'NEXT', amountMinor: 150_051, password: '246802' });
    expect(actor.getSnapshot().value).toBe('input');
    expect(actor.getSnapshot().context.error?.code).toBe('balance.insufficient');
  });

  it('a refused fund password returns to the form with the amount kept; too little balance reloads it first', async () => {
    const codes = ['invalid.payment.pw', 'balance.insufficient'];
    const { actor, loadSettings } = start(async () => {
      throw refusal(codes.shift()!);
    });
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'NEXT', amountMinor: 10_000, password: '111111' });
    actor.send({ type: 'CONFIRM' });
    let snapshot = await waitFor(actor, (s) => s.matches('input') && s.context.error !== null);
    expect(snapshot.context).toMatchObject({ amountMinor: 10_000, password: '', error: { code: 'invalid.payment.pw' } });
    actor.send({ type: 'NEXT', amountMinor: 10_000, password: '246802' });
    actor.send({ type: 'CONFIRM' });
    snapshot = await waitFor(actor, (s) => s.matches('input') && s.context.error?.code === 'balance.insufficient');
    expect(loadSettings).toHaveBeenCalledTimes(2);
  });

  it('a frozen downline is refused for good; no fund password has its own state; a network failure offers a retry', async () => {
    for (const [error, state] of [
      [refusal('downline.frozen'), 'refused'],
      [refusal('not.exists.payment.password'), 'noFundPassword'],
      [new ApiError('network', 'offline'), 'failed'],
    ] as const) {
      const { actor } = start(async () => {
        throw error;
      });
      await waitFor(actor, (s) => s.matches('input'));
      actor.send({ type: 'NEXT', amountMinor: 100, password: '246802' });
      actor.send({ type: 'CONFIRM' });
      expect((await waitFor(actor, (s) => s.matches(state))).context.password).toBe('');
    }
  });
});
