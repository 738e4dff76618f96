import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '@/api';
import naughty from '../../../fixtures/naughty-strings.json';
import type { AnswerRequest, AnswerResult, Payout } from '@/features/member/withdrawal-confirmation/types';
import {
  checkReceivedAmount,
  remainingAmount,
  secondsLeft,
  toAnswerFailure,
  withdrawalConfirmationMachine,
} from '@/features/member/withdrawal-confirmation/withdrawal-confirmation.machine';

function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    transactionId: 'W1',
    amount: 100_000,
    status: 'AWAITING_CONFIRMATION',
    requestTime: 0,
    paidTime: 0,
    deadlineAt: 30 * 60_000,
    fullyPaid: true,
    bankName: 'BDO Unibank',
    cardNumber: '**** 4821',
    ...overrides,
  };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });

function start(payouts: Payout[] = [payout()]) {
  const clock = new SimulatedClock();
  const sent: AnswerRequest[] = [];
  const calls = { refreshList: 0, answered: 0 };
  let pending: { resolve: (v: AnswerResult) => void; reject: (e: unknown) => void } | null = null;
  const machine = withdrawalConfirmationMachine.provide({
    actors: {
      sendAnswer: fromPromise(({ input }: { input: AnswerRequest }) => {
        sent.push(input);
        return new Promise<AnswerResult>((resolve, reject) => {
          pending = { resolve, reject };
        });
      }),
    },
    actions: {
      refreshList: () => {
        calls.refreshList += 1;
      },
      answered: () => {
        calls.answered += 1;
      },
    },
  });
  const actor = createActor(machine, { clock, input: { clock, payouts } }).start();
  const settle = async (result: AnswerResult | Error) => {
    await Promise.resolve();
    const p = pending!;
    pending = null;
    if (result instanceof Error) p.reject(result);
    else p.resolve(result);
    await new Promise((r) => setTimeout(r, 0));
  };
  const advance = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) clock.increment(1000);
  };
  return { actor, clock, sent, calls, settle, advance, state: () => actor.getSnapshot().value };
}

const refusal = (code: string) => new ApiError('server', code, { code });

describe('checkReceivedAmount', () => {
  it('takes an amount above zero and below the payout, in minor units', () =>
    expect(checkReceivedAmount('400.50', 100_000)).toEqual({ ok: true, minor: 40_050 }));
  it.each([
    ['', 'payouts_amount_required'],
    ['abc', 'payouts_amount_invalid'],
    ['1.234', 'payouts_amount_invalid'],
    ['-5', 'payouts_amount_invalid'],
    ['0', 'payouts_amount_positive'],
    ['1000', 'payouts_amount_not_less'],
    ['1000.01', 'payouts_amount_not_less'],
  ])('refuses %j with %s', (text, error) => expect(checkReceivedAmount(text, 100_000)).toEqual({ ok: false, error }));
  it('computes the remaining amount without float arithmetic', () => {
    expect(remainingAmount('0.1', 30)).toBe(20);
    expect(remainingAmount('999.99', 100_000)).toBe(1);
    expect(remainingAmount('1000', 100_000)).toBeNull();
  });
});

describe('toAnswerFailure', () => {
  it('keeps the kind and code of an ApiError', () =>
    expect(toAnswerFailure(new ApiError('network', 'offline'))).toEqual({ kind: 'network', message: 'offline' }));
  it('reads anything else as unknown', () => expect(toAnswerFailure('boom').kind).toBe('unknown'));
});

describe('withdrawalConfirmationMachine', () => {
  it('sends Received after the confirmation and tells the page to refresh', async () => {
    const { actor, sent, calls, settle, state } = start();
    actor.send({ type: 'CHOOSE', transactionId: 'W1', answer: 'RECEIVED' });
    expect(state()).toBe('confirmation');
    actor.send({ type: 'CONFIRM' });
    expect(state()).toBe('submitting');
    expect(sent).toEqual([{ transactionId: 'W1', answer: 'RECEIVED' }]);
    await settle({ transactionId: 'W1', status: 'RECEIVED', receivedAmount: 100_000 });
    expect(state()).toBe('done');
    expect(calls.answered).toBe(1);
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('list');
    expect(actor.getSnapshot().context.payout).toBeNull();
  });

  it('asks for the received amount of a partly received payout and keeps what was typed on a refusal', async () => {
    const { actor, sent, settle, state } = start();
    actor.send({ type: 'CHOOSE', transactionId: 'W1', answer: 'PARTLY_RECEIVED' });
    expect(state()).toBe('amount');
    actor.send({ type: 'AMOUNT_CHANGED', text: '1000' });
    actor.send({ type: 'NEXT' });
    expect(state()).toBe('amount');
    expect(actor.getSnapshot().context.amountError).toBe('payouts_amount_not_less');
    actor.send({ type: 'AMOUNT_CHANGED', text: '400.5' });
    expect(actor.getSnapshot().context.amountError).toBeNull();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    expect(sent[0]).toEqual({ transactionId: 'W1', answer: 'PARTLY_RECEIVED', receivedAmount: 40_050 });
    await settle(refusal('c2c.amount.invalid'));
    expect(state()).toBe('amount');
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '400.5', amountError: 'payouts_error_amount_invalid' });
  });

  it('will not leave the proof step without an image, and sends the files it has', () => {
    const { actor, sent, state } = start();
    actor.send({ type: 'CHOOSE', transactionId: 'W1', answer: 'NOT_RECEIVED' });
    actor.send({ type: 'NEXT' });
    expect(state()).toBe('proof');
    expect(actor.getSnapshot().context.proofError).toBe('payouts_proof_required');
    const file = png();
    actor.send({ type: 'PROOF_CHANGED', files: [file] });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    expect(sent).toEqual([{ transactionId: 'W1', answer: 'NOT_RECEIVED', proof: [file] }]);
  });

  it.each([
    ['c2c.proof.required', 'payouts_error_proof_required'],
    ['c2c.proof.too.many', 'payouts_error_proof_too_many'],
    ['c2c.proof.too.large', 'payouts_error_proof_too_large'],
    ['c2c.proof.invalid.type', 'payouts_error_proof_type'],
  ])('shows %s under the proof field', async (code, key) => {
    const { actor, settle, state } = start();
    actor.send({ type: 'CHOOSE', transactionId: 'W1', answer: 'NOT_RECEIVED' });
    actor.send({ type: 'PROOF_CHANGED', files: [png()] });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await settle(refusal(code));
    expect(state()).toBe('proof');
    expect(actor.getSnapshot().context.proofError).toBe(key);
    expect(actor.getSnapshot().context.proof).toHaveLength(1);
  });

  it.each([
    ['c2c.already.processed', 'alreadyAnswered'],
    ['c2c.confirm.expired', 'expired'],
    ['c2c.transaction.not.found', 'notFound'],
  ])('ends %s in %s and refreshes the list', async (code, target) => {
    const { actor, calls, settle, state } = start();
    actor.send({ type: 'CHOOSE', transactionId: 'W1', answer: 'RECEIVED' });
    actor.send({ type: 'CONFIRM' });
    await settle(refusal(code));
    expect(state()).toBe(target);
    expect(calls.refreshList).toBe(1);
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('list');
  });

  it('never sends twice while an answer is out, and sends once more only on Retry after a network failure', async () => {
    const { actor, sent, settle, state } = start();
    actor.send({ type: 'CHOOSE', transactionId: 'W1', answer: 'ALL_RECEIVED' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'BACK' });
    expect(sent).toHaveLength(1);
    await settle(new ApiError('network', 'Failed to fetch'));
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'network' });
    actor.send({ type: 'CONFIRM' });
    expect(sent).toHaveLength(1);
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'RETRY' });
    expect(state()).toBe('submitting');
    expect(sent).toEqual([
      { transactionId: 'W1', answer: 'ALL_RECEIVED' },
      { transactionId: 'W1', answer: 'ALL_RECEIVED' },
    ]);
    // The first answer had gone through after all: the platform says so, nothing is left to do.
    await settle(refusal('c2c.already.processed'));
    expect(state()).toBe('alreadyAnswered');
  });

  it('does not offer an answer for a forced receipt, an unknown payout, or full payment when not fully paid', () => {
    const { actor, state } = start([payout({ transactionId: 'F', status: 'FORCED_RECEIVED' }), payout({ transactionId: 'P', fullyPaid: false })]);
    actor.send({ type: 'CHOOSE', transactionId: 'F', answer: 'RECEIVED' });
    actor.send({ type: 'CHOOSE', transactionId: 'nope', answer: 'RECEIVED' });
    actor.send({ type: 'CHOOSE', transactionId: 'P', answer: 'ALL_RECEIVED' });
    expect(state()).toBe('list');
    actor.send({ type: 'CHOOSE', transactionId: 'P', answer: 'RECEIVED' });
    expect(state()).toBe('confirmation');
  });

  it('counts down on the clock and refreshes the list once when a deadline passes', () => {
    const { actor, calls, advance } = start([payout({ deadlineAt: 90_000 })]);
    const left = () => secondsLeft(actor.getSnapshot().context.payouts[0]!, actor.getSnapshot().context.now);
    expect(left()).toBe(90);
    advance(30);
    expect(left()).toBe(60);
    expect(calls.refreshList).toBe(0);
    advance(60);
    expect(left()).toBe(0);
    expect(calls.refreshList).toBe(1);
    advance(5);
    expect(calls.refreshList).toBe(1);
  });

  it('ends an answer being prepared in expired when its deadline passes', () => {
    const { actor, advance, state } = start([payout({ deadlineAt: 10_000 })]);
    actor.send({ type: 'CHOOSE', transactionId: 'W1', answer: 'PARTLY_RECEIVED' });
    actor.send({ type: 'AMOUNT_CHANGED', text: '12' });
    advance(9);
    expect(state()).toBe('amount');
    advance(1);
    expect(state()).toBe('expired');
  });

  it('takes a new list from the page', () => {
    const { actor } = start([]);
    actor.send({ type: 'LIST_LOADED', payouts: [payout({ transactionId: 'N' })] });
    actor.send({ type: 'CHOOSE', transactionId: 'N', answer: 'RECEIVED' });
    expect(actor.getSnapshot().value).toBe('confirmation');
  });

  it('keeps naughty strings typed as the amount as text and refuses them', () => {
    const { actor } = start();
    actor.send({ type: 'CHOOSE', transactionId: 'W1', answer: 'PARTLY_RECEIVED' });
    for (const text of naughty.strings) {
      actor.send({ type: 'AMOUNT_CHANGED', text });
      actor.send({ type: 'NEXT' });
      // Only a plain amount below the payout gets through (then back for the next string); the text stays as typed.
      expect([actor.getSnapshot().value, actor.getSnapshot().context.amountText]).toEqual([
        checkReceivedAmount(text, 100_000).ok ? 'confirmation' : 'amount',
        text,
      ]);
      if (actor.getSnapshot().matches('confirmation')) actor.send({ type: 'BACK' });
    }
  });
});
