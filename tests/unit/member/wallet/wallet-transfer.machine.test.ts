import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api/envelope';
import type { Wallets } from '@/features/member/wallet/model';
import { walletTransferMachine } from '@/features/member/wallet/wallet-transfer.machine';

const WALLETS: Wallets = {
  main: { accountTypeId: 2, name: undefined, balanceMinor: 100000, maintenance: false },
  games: [{ accountTypeId: 11, name: 'JILI Games', balanceMinor: 0, maintenance: false }],
  totalMinor: 100000,
  allowDecimal: true,
};

function start(options: { transfer?: () => Promise<Wallets>; recall?: (input: { accountTypeId?: number }) => Promise<Wallets> } = {}) {
  const moved = vi.fn<(params: unknown) => void>();
  const refused = vi.fn<(params: unknown) => void>();
  const transfer = vi.fn<() => Promise<Wallets>>(options.transfer ?? (async () => WALLETS));
  const recall = vi.fn<(input: { accountTypeId?: number }) => Promise<Wallets>>(options.recall ?? (async () => WALLETS));
  const actor = createActor(
    walletTransferMachine.provide({
      actors: { transfer: fromPromise(() => transfer()), recall: fromPromise(({ input }) => recall(input)) },
      actions: { moved: (_, params) => moved(params), refused: (_, params) => refused(params) },
    }),
  ).start();
  return { actor, transfer, recall, moved, refused };
}

describe('walletTransferMachine', () => {
  it('sends a transfer and reports it moved with the new balances', async () => {
    const { actor, moved } = start();
    actor.send({ type: 'TRANSFER', from: 2, to: 11, amountMinor: 5000 });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('input'));
    expect(moved).toHaveBeenCalledWith({ move: { kind: 'transfer', from: 2, to: 11, amountMinor: 5000 }, wallets: WALLETS });
  });

  it('ignores a transfer between the same wallet or of nothing', () => {
    const { actor, transfer } = start();
    actor.send({ type: 'TRANSFER', from: 2, to: 2, amountMinor: 5000 });
    actor.send({ type: 'TRANSFER', from: 2, to: 11, amountMinor: 0 });
    expect(actor.getSnapshot().matches('input')).toBe(true);
    expect(transfer).not.toHaveBeenCalled();
  });

  it('sends nothing else while a move is out', async () => {
    let resolve: (w: Wallets) => void = () => {};
    const { actor, transfer, recall } = start({ transfer: () => new Promise((r) => (resolve = r)) });
    actor.send({ type: 'TRANSFER', from: 2, to: 11, amountMinor: 5000 });
    actor.send({ type: 'TRANSFER', from: 2, to: 11, amountMinor: 5000 });
    actor.send({ type: 'RECALL' });
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(recall).not.toHaveBeenCalled();
    resolve(WALLETS);
    await waitFor(actor, (s) => s.matches('input'));
  });

  it('recalls one wallet or all of them', async () => {
    const { actor, recall, moved } = start();
    actor.send({ type: 'RECALL', accountTypeId: 11 });
    await waitFor(actor, (s) => s.matches('input'));
    actor.send({ type: 'RECALL' });
    await waitFor(actor, (s) => s.matches('input') && moved.mock.calls.length === 2);
    expect(recall.mock.calls).toEqual([[{ accountTypeId: 11 }], [{}]]);
  });

  it.each([
    ['balance.insufficient', 'wallet_error_insufficient'],
    ['wallet.maintenance', 'wallet_error_maintenance'],
    ['amount.decimal.not.allowed', 'wallet_error_whole_amount'],
  ])('turns the refusal %s into the message %s and allows the next move', async (code, messageKey) => {
    const { actor, refused, transfer } = start({ transfer: async () => Promise.reject(new ApiError('server', code, { code, value: { accountTypeId: 11 } })) });
    actor.send({ type: 'TRANSFER', from: 2, to: 11, amountMinor: 5000 });
    await waitFor(actor, (s) => s.matches('input') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ code, messageKey });
    expect(refused).toHaveBeenCalledTimes(1);
    actor.send({ type: 'TRANSFER', from: 2, to: 11, amountMinor: 100 });
    expect(transfer).toHaveBeenCalledTimes(2);
  });
});
