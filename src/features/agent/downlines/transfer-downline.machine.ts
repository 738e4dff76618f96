import { and, assign, fromPromise, not, setup } from 'xstate';
import { toDownlineError, type DownlineError } from './errors';

/** What the form needs: the agent's main wallet and whether amounts may have cents. */
export interface DownlineTransferSettings {
  mainMinor: number;
  allowDecimal: boolean;
}

export interface DownlineTransferOutput {
  memberName: string;
  downlineName: string;
  amountMinor: number;
  mainMinor: number;
}

export interface TransferDownlineContext {
  /** The downline the money goes to. */
  account: string;
  mainMinor: number;
  allowDecimal: boolean;
  /** The amount chosen on the form (minor units); kept for the confirmation rows and after a refusal. */
  amountMinor: number;
  /** The fund password, held only from NEXT until the submit ends or the person goes back. */
  password: string;
  error: DownlineError | null;
  result: DownlineTransferOutput | null;
}

export type TransferDownlineEvent =
  | { type: 'NEXT'; amountMinor: number; password: string }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' };

const forget = { password: '' } as const;
/** Refusals about the downline or the agent's rights: nothing on the form can change them. */
const REFUSALS = ['downline.frozen', 'downline.not.exists', 'function.not.available'];

/**
 * Transfer to a downline (downline management): settings (main wallet) → input (amount, fund password) → confirmation
 * (consent) → submitting → result. A wrong fund password or too little balance goes back to the form with the amount
 * kept; no fund password is its own screen; a frozen or unknown downline is refused with why; a failed call offers a
 * retry after reloading the balance (its result is unknown). CONFIRM while submitting is ignored.
 */
export const transferDownlineMachine = setup({
  types: {
    context: {} as TransferDownlineContext,
    events: {} as TransferDownlineEvent,
    input: {} as { account: string },
  },
  actors: {
    /** The main wallet and the transfer setting (GET /wps/v2/wallets/balance, GET /wps/agent/transferEnabled). */
    loadSettings: fromPromise<DownlineTransferSettings>(async () => {
      throw new Error('loadSettings is provided by the page');
    }),
    /** PUT /wps/agent/transferDownline (encrypted). */
    transfer: fromPromise<DownlineTransferOutput, { account: string; amountMinor: number; password: string }>(async () => {
      throw new Error('transfer is provided by the page');
    }),
  },
  actions: {
    /** Money may have moved (done, or a failure whose result is unknown): refresh the header balance and the list. */
    moneyMoved: () => {},
    /** The fund password was refused: the page empties and focuses the password field (the amount stays). */
    passwordRefused: () => {},
    /** The amount was refused (too little balance): the page focuses the amount. */
    amountRefused: () => {},
  },
  guards: {
    isAmountAllowed: ({ context, event }) =>
      event.type === 'NEXT' && Number.isInteger(event.amountMinor) && event.amountMinor > 0 && event.amountMinor <= context.mainMinor,
    hasPassword: ({ event }) => event.type === 'NEXT' && event.password.length > 0,
    isCode: ({ event }, code: string) => 'error' in event && toDownlineError(event.error).code === code,
    isRefusal: ({ event }) => 'error' in event && REFUSALS.includes(toDownlineError(event.error).code),
  },
}).createMachine({
  id: 'transferDownline',
  context: ({ input }) => ({ account: input.account, mainMinor: 0, allowDecimal: true, amountMinor: 0, password: '', error: null, result: null }),
  initial: 'settings',
  states: {
    settings: {
      invoke: {
        src: 'loadSettings',
        onDone: {
          target: 'input',
          actions: assign(({ event }) => ({ mainMinor: event.output.mainMinor, allowDecimal: event.output.allowDecimal })),
        },
        onError: { target: 'settingsFailed', actions: assign({ error: ({ event }) => toDownlineError(event.error) }) },
      },
    },
    settingsFailed: {
      on: { RETRY: { target: 'settings', actions: assign({ error: null }) } },
    },
    input: {
      on: {
        NEXT: [
          {
            guard: and(['isAmountAllowed', 'hasPassword']),
            target: 'confirmation',
            actions: assign(({ event }) => ({ amountMinor: event.amountMinor, password: event.password, error: null })),
          },
          {
            guard: not('isAmountAllowed'),
            actions: assign(({ event }) => ({
              amountMinor: event.amountMinor,
              error: { messageKey: 'downlines_error_insufficient', code: 'balance.insufficient' },
            })),
          },
        ],
      },
    },
    confirmation: {
      on: {
        BACK: { target: 'input', actions: assign({ ...forget, error: null }) },
        CONFIRM: { target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        src: 'transfer',
        input: ({ context }) => ({ account: context.account, amountMinor: context.amountMinor, password: context.password }),
        onDone: {
          target: 'result',
          actions: [assign(({ event }) => ({ ...forget, result: event.output, mainMinor: event.output.mainMinor, error: null })), 'moneyMoved'],
        },
        onError: [
          {
            guard: { type: 'isCode', params: 'invalid.payment.pw' },
            target: 'input',
            actions: [assign(({ event }) => ({ ...forget, error: toDownlineError(event.error) })), 'passwordRefused'],
          },
          {
            guard: { type: 'isCode', params: 'balance.insufficient' },
            target: 'settings',
            actions: [assign(({ event }) => ({ ...forget, error: toDownlineError(event.error) })), 'moneyMoved', 'amountRefused'],
          },
          {
            guard: { type: 'isCode', params: 'amount.decimal.not.allowed' },
            target: 'input',
            actions: [assign(({ event }) => ({ ...forget, allowDecimal: false, error: toDownlineError(event.error) })), 'amountRefused'],
          },
          { guard: { type: 'isCode', params: 'not.exists.payment.password' }, target: 'noFundPassword', actions: assign(forget) },
          { guard: 'isRefusal', target: 'refused', actions: assign(({ event }) => ({ ...forget, error: toDownlineError(event.error) })) },
          {
            target: 'failed',
            actions: [assign(({ event }) => ({ ...forget, error: toDownlineError(event.error) })), 'moneyMoved'],
          },
        ],
      },
    },
    failed: {
      on: { RETRY: { target: 'settings' } },
    },
    result: { type: 'final' },
    noFundPassword: { type: 'final' },
    refused: { type: 'final' },
  },
});
