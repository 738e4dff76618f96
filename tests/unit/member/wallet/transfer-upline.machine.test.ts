import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api/envelope';
import { transferUplineMachine, type UplineSettingsOutput, type UplineTransferOutput } from '@/features/member/wallet/transfer-upline.machine';

const SETTINGS: UplineSettingsOutput = { uplineName: 'agent01', mainMinor: 150050, allowDecimal: true };
const refusal = (code: string) => new ApiError('server', code, { code, status: 400 });

function start(options: {
  settings?: () => Promise<UplineSettingsOutput>;
  transfer?: (input: { amountMinor: number; password: string }) => Promise<UplineTransferOutput>;
} = {}) {
  const moneyMoved = vi.fn<() => void>();
  const transfer = vi.fn<(input: { amountMinor: number; password: string }) => Promise<UplineTransferOutput>>(options.transfer ?? (async (input) => ({ memberName: 'member01', uplineName: 'agent01', amountMinor: input.amountMinor })));
  const actor = createActor(
    transferUplineMachine.provide({
      actors: {
        loadSettings: fromPromise(options.settings ?? (async () => SETTINGS)),
        transfer: fromPromise(({ input }) => transfer(input)),
      },
      actions: { moneyMoved },
    }),
  ).start();
  return { actor, transfer, moneyMoved };
}

async function toConfirmation(actor: ReturnType<typeof start>['actor'], password = '246802', amountMinor = 10000) {
  await waitFor(actor, (s) => s.matches('input'));
  actor.send({ type: 'NEXT', amountMinor, password });
  expect(actor.getSnapshot().value).toBe('confirmation');
}

describe('transferUplineMachine', () => {
  it('loads the upline and the balance, then goes input → confirmation → submitting → result', async () => {
    const { actor, transfer, moneyMoved } = start();
    await toConfirmation(actor);
    expect(actor.getSnapshot().context).toMatchObject({ uplineName: 'agent01', mainMinor: 150050, amountMinor: 10000 });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('result'));
    expect(transfer).toHaveBeenCalledWith({ amountMinor: 10000, password: '246802' });
    expect(actor.getSnapshot().context.result).toEqual({ memberName: 'member01', uplineName: 'agent01', amountMinor: 10000 });
    expect(moneyMoved).toHaveBeenCalledTimes(1);
  });

  it('never keeps the fund password after the submit ends, nor after Back', async () => {
    const { actor } = start();
    await toConfirmation(actor);
    expect(actor.getSnapshot().context.password).toBe('246802');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.password).toBe('');
    actor.send({ type: 'NEXT', amountMinor: 10000, password: '246802' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('result'));
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('246802');
  });

  it('sends once however many CONFIRMs arrive while one is out', async () => {
    let resolve: (value: UplineTransferOutput) => void = () => {};
    const { actor, transfer } = start({ transfer: () => new Promise((r) => (resolve = r)) });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CONFIRM' });
    expect(transfer).toHaveBeenCalledTimes(1);
    resolve({ memberName: 'member01', uplineName: 'agent01', amountMinor: 10000 });
    await waitFor(actor, (s) => s.matches('result'));
  });

  it('goes back to the form on a wrong fund password, keeping the amount, and succeeds with the right one', async () => {
    const { actor, transfer } = start({
      transfer: async ({ password, amountMinor }) => {
        if (password !== '246802') throw refusal('invalid.payment.pw');
        return { memberName: 'member01', uplineName: 'agent01', amountMinor };
      },
    });
    await toConfirmation(actor, 'wrong1');
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('input'));
    expect(actor.getSnapshot().context).toMatchObject({ amountMinor: 10000, password: '', error: { code: 'invalid.payment.pw', messageKey: 'wallet_upline_error_password' } });
    actor.send({ type: 'NEXT', amountMinor: 10000, password: '246802' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('result'));
    expect(transfer).toHaveBeenCalledTimes(2);
  });

  it('refuses an amount above the main wallet on the form without sending', async () => {
    const { actor, transfer } = start();
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'NEXT', amountMinor: 150051, password: '246802' });
    expect(actor.getSnapshot().value).toBe('input');
    expect(actor.getSnapshot().context.error?.messageKey).toBe('wallet_upline_error_insufficient');
    expect(transfer).not.toHaveBeenCalled();
  });

  it.each([
    ['not.exists.payment.password', 'noFundPassword'],
    ['upline.not.exists', 'noUpline'],
    ['balance.insufficient', 'input'],
  ] as const)('answers %s with the %s screen', async (code, state) => {
    const { actor } = start({ transfer: async () => Promise.reject(refusal(code)) });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches(state));
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('says a failed call failed, refreshes the balance and retries by reloading the settings', async () => {
    const settings = vi.fn<() => Promise<UplineSettingsOutput>>(async () => SETTINGS);
    const { actor, moneyMoved } = start({ settings, transfer: async () => Promise.reject(new ApiError('network', 'network_link_abnormal')) });
    await toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.messageKey).toBe('wallet_error_network');
    expect(moneyMoved).toHaveBeenCalledTimes(1);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('input'));
    expect(settings).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.amountMinor).toBe(10000);
  });

  it('shows no form to a member without an upline', async () => {
    const { actor } = start({ settings: async () => ({ ...SETTINGS, uplineName: null }) });
    await waitFor(actor, (s) => s.matches('noUpline'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('offers a retry when the settings fail to load', async () => {
    let fail = true;
    const { actor } = start({ settings: async () => { if (fail) throw new ApiError('network', 'network_link_abnormal'); return SETTINGS; } });
    await waitFor(actor, (s) => s.matches('settingsFailed'));
    expect(actor.getSnapshot().context.error?.messageKey).toBe('wallet_error_network');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('input'));
    expect(actor.getSnapshot().context.uplineName).toBe('agent01');
  });
});
