import { assign, fromPromise, setup } from 'xstate';
import { toWalletError, type WalletError } from './errors';
import type { Wallets } from './model';

/** A move between the member's own wallets: a transfer, or a recall of one game wallet (or all) to the main wallet. */
export type WalletMove =
  | { kind: 'transfer'; from: number; to: number; amountMinor: number }
  | { kind: 'recall'; accountTypeId?: number };

export interface WalletTransferContext {
  /** The last move's refusal or failure; cleared when the next move starts. */
  error: WalletError | null;
  /** The move being sent or last sent. */
  move: WalletMove | null;
}

export type WalletTransferEvent =
  | { type: 'TRANSFER'; from: number; to: number; amountMinor: number }
  | { type: 'RECALL'; accountTypeId?: number }
  | { type: 'DISMISS_ERROR' };

/**
 * Moves between the member's wallets (PLATFORM-MEMBER "Wallet"): the balances are the page's settings (loaded with
 * SWR), the form is the input; each move is submitting → back to input with the result (moved) or the error
 * (refused). A move sent while another is out is ignored, so nothing is sent twice.
 */
export const walletTransferMachine = setup({
  types: {
    context: {} as WalletTransferContext,
    events: {} as WalletTransferEvent,
  },
  actors: {
    /** POST GCS_walletTransfer. */
    transfer: fromPromise<Wallets, { from: number; to: number; amountMinor: number }>(async () => {
      throw new Error('transfer is provided by the page');
    }),
    /** POST GCS_recallBalance. */
    recall: fromPromise<Wallets, { accountTypeId?: number }>(async () => {
      throw new Error('recall is provided by the page');
    }),
  },
  actions: {
    /** The move went through: the page shows a toast and refreshes the header balance and its wallets. */
    moved: (_args: unknown, _params: { move: WalletMove; wallets: Wallets }) => {},
    /** The move was refused or failed: the page shows why (and refreshes, as a failure may have moved money). */
    refused: (_args: unknown, _params: { move: WalletMove; error: WalletError }) => {},
  },
  guards: {
    isValidTransfer: ({ event }) =>
      event.type === 'TRANSFER' && event.from !== event.to && Number.isInteger(event.amountMinor) && event.amountMinor > 0,
  },
}).createMachine({
  id: 'walletTransfer',
  context: { error: null, move: null },
  initial: 'input',
  states: {
    input: {
      on: {
        TRANSFER: {
          guard: 'isValidTransfer',
          target: 'submitting',
          actions: assign({
            error: null,
            move: ({ event }) => ({ kind: 'transfer' as const, from: event.from, to: event.to, amountMinor: event.amountMinor }),
          }),
        },
        RECALL: {
          target: 'submitting',
          actions: assign({
            error: null,
            move: ({ event }) => (event.accountTypeId === undefined ? { kind: 'recall' as const } : { kind: 'recall' as const, accountTypeId: event.accountTypeId }),
          }),
        },
        DISMISS_ERROR: { actions: assign({ error: null }) },
      },
    },
    submitting: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: ({ context }) => context.move?.kind === 'recall', target: 'recalling' }, { target: 'transferring' }],
        },
        transferring: {
          invoke: {
            src: 'transfer',
            input: ({ context }) => {
              const move = context.move;
              return move?.kind === 'transfer' ? { from: move.from, to: move.to, amountMinor: move.amountMinor } : { from: 0, to: 0, amountMinor: 0 };
            },
            onDone: { target: '#walletTransfer.input', actions: { type: 'moved', params: ({ context, event }) => ({ move: context.move!, wallets: event.output }) } },
            onError: {
              target: '#walletTransfer.input',
              actions: [
                assign({ error: ({ event }) => toWalletError(event.error) }),
                { type: 'refused', params: ({ context }) => ({ move: context.move!, error: context.error! }) },
              ],
            },
          },
        },
        recalling: {
          invoke: {
            src: 'recall',
            input: ({ context }) =>
              context.move?.kind === 'recall' && context.move.accountTypeId !== undefined ? { accountTypeId: context.move.accountTypeId } : {},
            onDone: { target: '#walletTransfer.input', actions: { type: 'moved', params: ({ context, event }) => ({ move: context.move!, wallets: event.output }) } },
            onError: {
              target: '#walletTransfer.input',
              actions: [
                assign({ error: ({ event }) => toWalletError(event.error) }),
                { type: 'refused', params: ({ context }) => ({ move: context.move!, error: context.error! }) },
              ],
            },
          },
        },
      },
    },
  },
});
