import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/envelope';
import type { Goods } from '@/features/points/api/point-rewards';
import type { RedeemInput } from '@/features/points/api/redeem-point-reward';
import { convertMachine } from '@/features/points/convert.machine';
import { redeemMachine } from '@/features/points/redeem.machine';

const voucher: Goods = {
  rewardId: 2, name: 'Grocery voucher 100', description: '', imageUrl: null, pointsRequirement: 1000,
  amountRequirementMinor: 0, quantity: 300, units: 'voucher', deliveryType: 'NONE',
};
const refused = (code: string, value?: unknown) => new ApiError('server', code, { code, value });

describe('Redeem machine', () => {
  it('sends once for a double submit, then shows the result and refreshes the points', async () => {
    const sent: RedeemInput[] = [];
    const pointsMoved = vi.fn<() => void>();
    const actor = createActor(
      redeemMachine.provide({
        actors: { redeem: fromPromise(async ({ input }) => (sent.push(input), { redeemId: 'RD1', pointsBalance: 11_680, status: 'PROCESS' as const })) },
        actions: { pointsMoved },
      }),
    ).start();
    actor.send({ type: 'OPEN', goods: voucher });
    actor.send({ type: 'SUBMIT', quantity: 1, password: '246802' });
    actor.send({ type: 'SUBMIT', quantity: 1, password: '246802' });
    await waitFor(actor, (s) => s.matches('result'));
    expect(sent).toEqual([{ rewardId: 2, quantity: 1, password: '246802' }]);
    expect(actor.getSnapshot().context.request).toBeNull();
    expect(pointsMoved).toHaveBeenCalledTimes(1);
  });

  it('goes back to the form after a wrong fund password, forgetting it', async () => {
    const passwordRefused = vi.fn<() => void>();
    const actor = createActor(
      redeemMachine.provide({
        actors: { redeem: fromPromise(async () => Promise.reject(refused('invalid.payment.pw'))) },
        actions: { passwordRefused },
      }),
    ).start();
    actor.send({ type: 'OPEN', goods: voucher });
    actor.send({ type: 'SUBMIT', quantity: 1, password: '111111' });
    await waitFor(actor, (s) => s.matches('input') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'invalid.payment.pw', messageKey: 'points_error_password' });
    expect(actor.getSnapshot().context.request).toBeNull();
    expect(passwordRefused).toHaveBeenCalledTimes(1);
  });

  it('stays on the form without a password or with a quantity above the stock', () => {
    const actor = createActor(redeemMachine).start();
    actor.send({ type: 'OPEN', goods: voucher });
    actor.send({ type: 'SUBMIT', quantity: 1, password: '' });
    actor.send({ type: 'SUBMIT', quantity: 301, password: '246802' });
    expect(actor.getSnapshot().value).toBe('input');
  });

  it('has its own state for no fund password, and a retry after a network failure', async () => {
    let answer: Error = refused('not.exists.payment.password');
    const actor = createActor(redeemMachine.provide({ actors: { redeem: fromPromise(async () => Promise.reject(answer)) } })).start();
    actor.send({ type: 'OPEN', goods: voucher });
    actor.send({ type: 'SUBMIT', quantity: 1, password: '246802' });
    await waitFor(actor, (s) => s.matches('noFundPassword'));
    answer = new ApiError('network', 'offline');
    actor.send({ type: 'OPEN', goods: voucher });
    actor.send({ type: 'SUBMIT', quantity: 1, password: '246802' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.messageKey).toBe('points_error_network');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('input');
  });
});

describe('Convert machine', () => {
  it('confirms, converts once and moves the money; BACK forgets the password', async () => {
    const convert = vi.fn<() => Promise<{ pointsBalance: number; amountMinor: number; transactionRef: string }>>(async () => ({ pointsBalance: 10_180, amountMinor: 2500, transactionRef: 'PT1' }));
    const moneyMoved = vi.fn<() => void>();
    const actor = createActor(convertMachine.provide({ actors: { convert: fromPromise(convert) }, actions: { moneyMoved } })).start();
    actor.send({ type: 'NEXT', points: 2500, amountMinor: 2500, password: '246802' });
    expect(actor.getSnapshot().value).toBe('confirmation');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.password).toBe('');
    actor.send({ type: 'NEXT', points: 2500, amountMinor: 2500, password: '246802' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('result'));
    expect(convert).toHaveBeenCalledTimes(1);
    expect(moneyMoved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('keeps the points on the form after a refusal, with its message and values', async () => {
    const actor = createActor(
      convertMachine.provide({ actors: { convert: fromPromise(async () => Promise.reject(refused('points.convert.min', { minConvertPoints: 1000 }))) } }),
    ).start();
    actor.send({ type: 'NEXT', points: 900, amountMinor: 900, password: '246802' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('input') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      points: 900,
      password: '',
      error: { code: 'points.convert.min', messageKey: 'points_error_convert_min', values: { minConvertPoints: 1000 } },
    });
  });
});
