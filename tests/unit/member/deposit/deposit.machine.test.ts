import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api';
import { depositMachine } from '@/features/member/deposit/deposit.machine';
import type { DepositChannel, DepositOptions, DepositOrder, DepositResult } from '@/features/member/deposit/types';

function channel(key: string, flow: DepositChannel['flow'], extra: Partial<DepositChannel> = {}): DepositChannel {
  const [vendorId = '0', mcsBankCode = key] = key.split(':');
  return {
    key,
    vendorName: `Vendor ${key}`,
    vendorId: Number(vendorId),
    mcsBankCode,
    flow,
    banks: [{ bankCode: `B${vendorId}`, bankType: 'EWALLET', bankName: `Bank ${vendorId}` }],
    min: 10_000,
    max: 5_000_000,
    quickAmounts: [10_000, 50_000],
    maintenance: false,
    ...extra,
  };
}

const OPTIONS: DepositOptions = {
  settings: { allowed: true, message: null, successCount: 0, min: 10_000, max: 100_000_000 },
  methods: [
    {
      code: 'MWQR',
      channels: [
        channel('1:SHUT', 'QR', { maintenance: true }),
        channel('2:QR', 'QR'),
        channel('3:REDIR', 'REDIRECT', { min: 20_000, max: 3_000_000 }),
      ],
    },
    {
      code: 'PGMT',
      channels: [
        channel('4:MT', 'MANUAL', {
          banks: [
            { bankCode: 'BDO', bankType: 'BANK', bankName: 'BDO' },
            { bankCode: 'BPI', bankType: 'BANK', bankName: 'BPI' },
          ],
        }),
      ],
    },
  ],
  promotions: [
    { kind: 'claim', claimId: 9101, promotionId: 401, name: 'Birthday', rewardAmount: 188 },
    { kind: 'promotion', promotionId: 302, name: 'Reload', bonusRate: 10, maxBonus: 1000, minDeposit: 300 },
  ],
};

const QR_RESULT: DepositResult = { flow: 'QR', depositId: 'D1', qrCodeUrl: 'https://pay.example/D1', amount: 50_000, expiresAt: null };

interface Setup {
  load?: () => Promise<DepositOptions>;
  submit?: (order: DepositOrder) => Promise<DepositResult>;
}

function start({ load = async () => OPTIONS, submit = async () => QR_RESULT }: Setup = {}) {
  const orders: DepositOrder[] = [];
  const calls: string[] = [];
  const machine = depositMachine.provide({
    actors: {
      loadOptions: fromPromise(() => load()),
      submitDeposit: fromPromise(async ({ input }: { input: DepositOrder }) => {
        orders.push(input);
        return submit(input);
      }),
    },
    actions: {
      openProvider: (_, params) => calls.push(`open ${params.url}`),
      refreshBalance: () => calls.push('refreshBalance'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, orders, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const notBusy = (actor: Actor) => waitFor(actor, (s) => !s.matches('loading') && !s.matches('submitting'));

async function ready(setup: Setup = {}) {
  const started = start(setup);
  await notBusy(started.actor);
  return started;
}

describe('depositMachine', () => {
  it('starts on the first method with its first open channel (skipping the one under maintenance) and its first bank', async () => {
    const { actor } = await ready();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('input');
    expect([context.methodCode, context.channelKey, context.bankCode]).toEqual(['MWQR', '2:QR', 'B2']);
  });

  it('shows deposits off with the server message when the settings say N, and checks again on Retry', async () => {
    let allowed = false;
    const { actor } = await ready({
      load: async () => ({ ...OPTIONS, settings: { ...OPTIONS.settings, allowed, message: allowed ? null : 'Deposits paused for your account.' } }),
    });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.options?.settings.message).toBe('Deposits paused for your account.');
    allowed = true;
    actor.send({ type: 'RETRY' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('input');
  });

  it('offers Retry when the options fail to load', async () => {
    let fail = true;
    const { actor } = await ready({
      load: async () => {
        if (fail) throw new ApiError('network', 'network_link_abnormal');
        return OPTIONS;
      },
    });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error?.kind).toBe('network');
    fail = false;
    actor.send({ type: 'RETRY' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('input');
  });

  it('refuses to select a channel under maintenance', async () => {
    const { actor } = await ready();
    actor.send({ type: 'SELECT_CHANNEL', key: '1:SHUT' });
    expect(actor.getSnapshot().context.channelKey).toBe('2:QR');
  });

  it('keeps the typed amount and puts the range error under the field without calling the server', async () => {
    const { actor, orders } = await ready();
    actor.send({ type: 'CHANGE_AMOUNT', text: '50' });
    actor.send({ type: 'SUBMIT' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('input');
    expect(context.amountError).toBe('amount_below_min');
    expect(context.amountText).toBe('50');
    expect(orders).toEqual([]);
  });

  it('checks the amount against the channel chosen, not the first one', async () => {
    const { actor } = await ready();
    actor.send({ type: 'SELECT_CHANNEL', key: '3:REDIR' });
    actor.send({ type: 'CHANGE_AMOUNT', text: '150' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.amountError).toBe('amount_below_min');
  });

  it('sends a QR deposit once, with the amount in minor units and the promotion chosen, and shows the code', async () => {
    let resolve: (r: DepositResult) => void = () => {};
    const { actor, orders } = await ready({ submit: () => new Promise((r) => (resolve = r)) });
    actor.send({ type: 'CHANGE_AMOUNT', text: '1,250.50' });
    actor.send({ type: 'SELECT_PROMOTION', promotion: OPTIONS.promotions[1]! });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE_AMOUNT', text: '999' });
    expect(actor.getSnapshot().value).toBe('submitting');
    resolve({ ...QR_RESULT, amount: 125_050 });
    await notBusy(actor);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ flow: 'QR', amount: 125_050, bankCode: 'B2', promotion: { kind: 'promotion', promotionId: 302 } });
    expect(actor.getSnapshot().value).toBe('qr');
    expect(actor.getSnapshot().context.amountText).toBe('1,250.50');
  });

  it('opens the provider for a redirect channel, and "I have paid" refreshes the balance', async () => {
    const { actor, calls } = await ready({
      submit: async (order) => ({ flow: 'REDIRECT', depositId: 'D2', redirectUrl: 'https://pay.example/D2', amount: order.amount }),
    });
    actor.send({ type: 'SELECT_CHANNEL', key: '3:REDIR' });
    actor.send({ type: 'CHANGE_AMOUNT', text: '300' });
    actor.send({ type: 'SUBMIT' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(calls).toEqual(['open https://pay.example/D2']);
    actor.send({ type: 'OPEN_PROVIDER' });
    expect(calls).toEqual(['open https://pay.example/D2', 'open https://pay.example/D2']);
    actor.send({ type: 'PAID' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls.at(-1)).toBe('refreshBalance');
  });

  it('goes back to the form with the amount kept when the member has not paid yet', async () => {
    const { actor, calls } = await ready({
      submit: async (order) => ({ flow: 'REDIRECT', depositId: 'D2', redirectUrl: 'https://pay.example/D2', amount: order.amount }),
    });
    actor.send({ type: 'SELECT_CHANNEL', key: '3:REDIR' });
    actor.send({ type: 'CHANGE_AMOUNT', text: '300' });
    actor.send({ type: 'SUBMIT' });
    await notBusy(actor);
    actor.send({ type: 'NOT_YET' });
    expect(actor.getSnapshot().value).toBe('input');
    expect(actor.getSnapshot().context.amountText).toBe('300');
    expect(calls).not.toContain('refreshBalance');
  });

  it('asks a manual transfer for the payer name, trims it, and sends the bank chosen', async () => {
    const { actor, orders } = await ready({
      submit: async (order) => ({
        flow: 'MANUAL', depositId: 'D3', bankName: 'BPI', accountName: 'Lucky Star', accountNumber: '3091', branch: null,
        amount: order.amount, reference: 'D3', expiresAt: null,
      }),
    });
    actor.send({ type: 'SELECT_METHOD', code: 'PGMT' });
    actor.send({ type: 'SELECT_BANK', bankCode: 'BPI' });
    actor.send({ type: 'SELECT_BANK', bankCode: 'NOPE' });
    actor.send({ type: 'CHANGE_AMOUNT', text: '1000' });
    actor.send({ type: 'CHANGE_PAYEE', text: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.payeeError).toBe('deposit_payee_required');
    actor.send({ type: 'CHANGE_PAYEE', text: '  Juan Dela Cruz ' });
    actor.send({ type: 'SUBMIT' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('manual');
    expect(orders[0]).toMatchObject({ flow: 'MANUAL', bankCode: 'BPI', payeeName: 'Juan Dela Cruz', amount: 100_000 });
  });

  it('puts the server range refusal under the amount field, text kept', async () => {
    const { actor } = await ready({
      submit: async () => {
        throw new ApiError('server', 'Amount is outside the channel limits.', { code: 'deposit_amount_out_of_range' });
      },
    });
    actor.send({ type: 'CHANGE_AMOUNT', text: '400' });
    actor.send({ type: 'SUBMIT' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('input');
    expect(actor.getSnapshot().context.amountError).toBe('deposit_amount_out_of_range');
    expect(actor.getSnapshot().context.amountText).toBe('400');
  });

  it('marks a refused channel unavailable and moves to another open channel on Back', async () => {
    const { actor } = await ready({
      submit: async () => {
        throw new ApiError('server', 'Channel closed', { code: 'deposit_channel_unavailable' });
      },
    });
    actor.send({ type: 'CHANGE_AMOUNT', text: '400' });
    actor.send({ type: 'SUBMIT' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('channelUnavailable');
    actor.send({ type: 'BACK' });
    const { context } = actor.getSnapshot();
    expect(context.unavailable).toEqual(['2:QR']);
    expect(context.channelKey).toBe('3:REDIR');
    expect(context.amountText).toBe('400');
    actor.send({ type: 'SELECT_CHANNEL', key: '2:QR' });
    expect(actor.getSnapshot().context.channelKey).toBe('3:REDIR');
  });

  it('shows the too-frequent refusal with its wait, and the form again on Back', async () => {
    const { actor } = await ready({
      submit: async () => {
        throw new ApiError('server', 'Too many', { code: 'deposit_too_frequent', value: { retryAfterSeconds: 240 } });
      },
    });
    actor.send({ type: 'CHANGE_AMOUNT', text: '400' });
    actor.send({ type: 'SUBMIT' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('tooFrequent');
    expect(actor.getSnapshot().context.error?.value).toEqual({ retryAfterSeconds: 240 });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('input');
  });

  it('switches to deposits off when the submit says deposits are not allowed', async () => {
    const { actor } = await ready({
      submit: async () => {
        throw new ApiError('server', 'Deposits are suspended.', { code: 'deposit_not_allowed' });
      },
    });
    actor.send({ type: 'CHANGE_AMOUNT', text: '400' });
    actor.send({ type: 'SUBMIT' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.options?.settings.message).toBe('Deposits are suspended.');
  });

  it('keeps a refused promotion on the form with the server message under it', async () => {
    const { actor } = await ready({
      submit: async () => {
        throw new ApiError('server', 'Already applied.', { code: 'promotion_not_available' });
      },
    });
    actor.send({ type: 'CHANGE_AMOUNT', text: '400' });
    actor.send({ type: 'SELECT_PROMOTION', promotion: OPTIONS.promotions[0]! });
    actor.send({ type: 'SUBMIT' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('input');
    expect(actor.getSnapshot().context.promotionError).toBe('Already applied.');
  });

  it('retries the same order after a network failure', async () => {
    let attempts = 0;
    const { actor, orders } = await ready({
      submit: async () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError('network', 'network_link_abnormal');
        return QR_RESULT;
      },
    });
    actor.send({ type: 'CHANGE_AMOUNT', text: '500' });
    actor.send({ type: 'SUBMIT' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('submitFailed');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'network', message: 'deposit_network_error' });
    actor.send({ type: 'RETRY' });
    await notBusy(actor);
    expect(actor.getSnapshot().value).toBe('qr');
    expect(orders).toHaveLength(2);
    expect(orders[1]).toEqual(orders[0]);
  });

  it('starts a new deposit from done with an empty amount and no promotion', async () => {
    const { actor } = await ready();
    actor.send({ type: 'CHANGE_AMOUNT', text: '500' });
    actor.send({ type: 'SELECT_PROMOTION', promotion: OPTIONS.promotions[1]! });
    actor.send({ type: 'SUBMIT' });
    await notBusy(actor);
    actor.send({ type: 'PAID' });
    actor.send({ type: 'NEW_DEPOSIT' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('input');
    expect([context.amountText, context.promotion, context.result]).toEqual(['', null, null]);
  });
});
