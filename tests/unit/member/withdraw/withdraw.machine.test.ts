import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api';
import { withdrawMachine, feeAndReceived } from '@/features/member/withdraw/withdraw.machine';
import type { WithdrawData, WithdrawRequest, WithdrawResult, WithdrawSettings } from '@/features/member/withdraw/types';

const settings: WithdrawSettings = {
  allowWithdraw: true, allowWithdrawMsg: null, withdrawDateFrom: '00:00', withdrawDateTo: '00:00', precautionNote: null,
  allowDecimal: true, c2cEnabled: false, withdrawPenaltyCharge: 1.5, fixedAmounts: [], mobileVerificationType: null,
  mobileVerificationWithdrawAmount: null, mobileVerified: true, minimumAmount: 10_000, maximumAmount: 5_000_000,
};
const card = { bankCardId: 7, bankName: 'BDO Unibank', bankCode: 'BDO', cardNumber: '**** 4821', cardHolder: 'J*** D***',
  methodGroupType: 'B' as const, isWithdrawActive: true, isFrozen: false, maintenanceStartTime: null, maintenanceEndTime: null };
const data = (change: Partial<WithdrawSettings> = {}, extra: Partial<WithdrawData> = {}): WithdrawData => ({
  settings: { ...settings, ...change },
  account: { cards: [card, { ...card, bankCardId: 8, cardNumber: '**** 9999' }], maxCardCount: 3, minWithdrawal: null, maxWithdrawal: null,
    remainingWithdrawAmount: 1_000_000, remainingTransactionTimes: 5 },
  mainWallet: 150_050,
  ...extra,
});
const result: WithdrawResult = { withdrawalId: 'W1', amount: 100_000, fee: 1500, receivedAmount: 98_500 };
const refusal = (code: string, value?: unknown) => new ApiError('server', code, { code, status: 400, value });

function start(options: { load?: WithdrawData; submit?: (r: WithdrawRequest) => Promise<WithdrawResult>; noPassword?: boolean; now?: Date } = {}) {
  const submit = vi.fn<(r: WithdrawRequest) => Promise<WithdrawResult>>(options.submit ?? (async () => result));
  const actor = createActor(
    withdrawMachine.provide({
      actors: {
        load: fromPromise(async () => options.load ?? data()),
        submit: fromPromise(({ input }) => submit(input)),
      },
    }),
    { input: { noPassword: options.noPassword ?? false, now: () => options.now ?? new Date(2026, 0, 1, 12, 0) } },
  ).start();
  return { actor, submit };
}

async function toConfirmation(actor: ReturnType<typeof start>['actor'], amount = '1000', password = '246802') {
  await waitFor(actor, (s) => s.matches('input'));
  actor.send({ type: 'CHANGE_AMOUNT', text: amount });
  actor.send({ type: 'NEXT' });
  if (actor.getSnapshot().matches('verification')) {
    actor.send({ type: 'CHANGE_PASSWORD', password });
    actor.send({ type: 'VERIFY' });
  }
}

describe('withdrawMachine', () => {
  it('goes settings → input → verification → confirmation → submitting → submitted and forgets the password', async () => {
    const { actor, submit } = start();
    await toConfirmation(actor);
    expect(actor.getSnapshot().value).toBe('confirmation');
    expect(feeAndReceived(actor.getSnapshot().context)).toEqual({ fee: 1500, received: 98_500 });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit).toHaveBeenCalledWith({ amount: 100_000, bankCardId: 7, password: '246802' });
    expect(actor.getSnapshot().context.password).toBe('');
    expect(actor.getSnapshot().context.result).toEqual(result);
  });

  it('skips verification with WDRAWNOPASSVERIF3 and no sms rule, and sends no password', async () => {
    const { actor, submit } = start({ noPassword: true });
    await toConfirmation(actor);
    expect(actor.getSnapshot().value).toBe('confirmation');
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit).toHaveBeenCalledWith({ amount: 100_000, bankCardId: 7 });
  });

  it('asks for an sms code at or above the WITHDRAW_AMOUNT threshold only', async () => {
    const rule = { mobileVerificationType: 'WITHDRAW_AMOUNT' as const, mobileVerificationWithdrawAmount: 100_000 };
    const below = start({ load: data(rule), noPassword: true });
    await toConfirmation(below.actor, '999.99');
    expect(below.actor.getSnapshot().value).toBe('confirmation');

    const { actor, submit } = start({ load: data(rule) });
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'CHANGE_AMOUNT', text: '1000' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE_PASSWORD', password: '246802' });
    actor.send({ type: 'VERIFY' });
    expect(actor.getSnapshot().value).toBe('verification');
    expect(actor.getSnapshot().context.smsError).toBe('withdraw_sms_required');
    actor.send({ type: 'CHANGE_SMS', code: '123456' });
    actor.send({ type: 'VERIFY' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit).toHaveBeenCalledWith({ amount: 100_000, bankCardId: 7, password: '246802', verificationCode: '123456' });
  });

  it('asks for a code on every withdrawal with EVERY_WITHDRAWAL and only for an unverified mobile with REQUIRED', async () => {
    const every = start({ load: data({ mobileVerificationType: 'EVERY_WITHDRAWAL' }), noPassword: true });
    await toConfirmation(every.actor);
    expect(every.actor.getSnapshot().value).toBe('verification');
    const verified = start({ load: data({ mobileVerificationType: 'REQUIRED', mobileVerified: true }), noPassword: true });
    await toConfirmation(verified.actor);
    expect(verified.actor.getSnapshot().value).toBe('confirmation');
    const unverified = start({ load: data({ mobileVerificationType: 'REQUIRED', mobileVerified: false }), noPassword: true });
    await toConfirmation(unverified.actor);
    expect(unverified.actor.getSnapshot().value).toBe('verification');
  });

  it('keeps the text and names the problem for an amount outside min/max, above what is available, or with cents not allowed', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('input'));
    for (const [text, key] of [['50', 'amount_below_min'], ['60000', 'amount_above_max'], ['1500.51', 'withdraw_amount_above_available'], ['abc', 'amount_invalid']]) {
      actor.send({ type: 'CHANGE_AMOUNT', text: text! });
      actor.send({ type: 'NEXT' });
      expect(actor.getSnapshot().value).toBe('input');
      expect(actor.getSnapshot().context.amountError).toBe(key);
      expect(actor.getSnapshot().context.amountText).toBe(text);
    }
    const whole = start({ load: data({ allowDecimal: false }) });
    await waitFor(whole.actor, (s) => s.matches('input'));
    whole.actor.send({ type: 'CHANGE_AMOUNT', text: '100.50' });
    whole.actor.send({ type: 'NEXT' });
    expect(whole.actor.getSnapshot().context.amountError).toBe('amount_whole_number');
  });

  it('refuses a short fund password before sending', async () => {
    const { actor, submit } = start();
    await toConfirmation(actor, '1000', '123');
    expect(actor.getSnapshot().value).toBe('verification');
    expect(actor.getSnapshot().context.passwordError).toBe('withdraw_password_short');
    expect(submit).not.toHaveBeenCalled();
  });

  it('is closed when withdrawals are off, and outside the time window (including one past midnight)', async () => {
    const off = start({ load: data({ allowWithdraw: false, allowWithdrawMsg: 'Closed for audit' }) });
    expect((await waitFor(off.actor, (s) => !s.matches('loading'))).value).toBe('closed');
    const late = start({ load: data({ withdrawDateFrom: '22:00', withdrawDateTo: '02:00' }), now: new Date(2026, 0, 1, 12, 0) });
    expect((await waitFor(late.actor, (s) => !s.matches('loading'))).value).toBe('outsideWindow');
    const open = start({ load: data({ withdrawDateFrom: '22:00', withdrawDateTo: '02:00' }), now: new Date(2026, 0, 1, 1, 30) });
    expect((await waitFor(open.actor, (s) => !s.matches('loading'))).value).toBe('input');
  });

  it('has a no-card state, and a load failure with Retry', async () => {
    const none = start({ load: data({}, { account: { ...data().account, cards: [] } }) });
    expect((await waitFor(none.actor, (s) => !s.matches('loading'))).value).toBe('noCard');
    let calls = 0;
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          load: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new ApiError('network', 'network_link_abnormal');
            return data();
          }),
        },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('input'));
    expect(calls).toBe(2);
  });

  it('keeps the form on a wrong fund password and clears only the password', async () => {
    const { actor, submit } = start({ submit: async () => { throw refusal('invalid.payment.pw'); } });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('verification'));
    const { context } = actor.getSnapshot();
    expect(context.passwordError).toBe('withdraw_error_wrong_password');
    expect(context.password).toBe('');
    expect(context.amountText).toBe('1000');
    expect(context.cardId).toBe(7);
    submit.mockResolvedValueOnce(result);
    actor.send({ type: 'CHANGE_PASSWORD', password: '246802' });
    actor.send({ type: 'VERIFY' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('submitted'));
  });

  it('sends the member to set a fund password and back to the withdrawal with the amount kept', async () => {
    const { actor } = start({ submit: async () => { throw refusal('not.exists.payment.password'); } });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('needsFundPassword'));
    actor.send({ type: 'FUND_PASSWORD_SET' });
    expect(actor.getSnapshot().value).toBe('verification');
    expect(actor.getSnapshot().context.amountText).toBe('1000');
  });

  it.each([
    ['required_member_information_incomplete', 'memberInfoIncomplete', { data: ['required_mobile_no'] }],
    ['withdraw_turnover_not_enough', 'turnoverNotMet', { data: { requiredTurnover: 7000, actualTurnover: 3250.5 } }],
    ['required_deposit_amount_not_reached', 'depositRequired', undefined],
    ['promotion_turnover_not_enough', 'promotionTurnover', undefined],
    ['bank_card_is_frozen', 'cardFrozen', undefined],
    ['withdraw.not.allowed', 'failed', undefined],
  ])('shows the %s refusal on its own screen', async (code, state, value) => {
    const { actor } = start({ submit: async () => { throw refusal(code, value); } });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches(state as 'failed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ code, ...(value ? { value } : {}) });
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('moves off a frozen card to another usable one', async () => {
    const { actor } = start({ submit: async () => { throw refusal('bank_card_is_frozen'); } });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('cardFrozen'));
    actor.send({ type: 'CHOOSE_CARD' });
    expect(actor.getSnapshot().value).toBe('input');
    expect(actor.getSnapshot().context.cardId).toBe(8);
    expect(actor.getSnapshot().context.data?.account.cards[0]?.isFrozen).toBe(true);
  });

  it('sends the amount back to the field when the platform refuses it', async () => {
    const { actor } = start({ submit: async () => { throw refusal('balance.insufficient'); } });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('input'));
    expect(actor.getSnapshot().context.amountError).toBe('withdraw_amount_above_available');
  });

  it('never sends a second submit while one is out', async () => {
    let finish: (r: WithdrawResult) => void = () => {};
    const { actor, submit } = start({ submit: () => new Promise((resolve) => { finish = resolve; }) });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('submitting');
    finish(result);
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('offers no second submit when the outcome is unknown (network failure), only a fresh start', async () => {
    const { actor, submit } = start({ submit: async () => { throw new ApiError('network', 'network_link_abnormal'); } });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('outcomeUnknown'));
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('outcomeUnknown');
    expect(submit).toHaveBeenCalledTimes(1);
    actor.send({ type: 'START_OVER' });
    await waitFor(actor, (s) => s.matches('input'));
    expect(actor.getSnapshot().context.amountText).toBe('');
  });

  it('lets a definite refusal be retried from the confirmation', async () => {
    const { actor, submit } = start({ submit: async () => { throw refusal('withdraw.not.allowed'); } });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('confirmation');
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
