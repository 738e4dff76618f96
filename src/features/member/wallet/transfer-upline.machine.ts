import { and, assign, fromPromise, not, setup } from 'xstate';
import { toWalletError, type WalletError } from './errors';

/** What the form needs: the upline (null: none) and the main wallet, with the balance answer's decimals setting. */
export interface UplineSettingsOutput {
  uplineName: string | null;
  mainMinor: number;
  allowDecimal: boolean;
}

export interface UplineTransferOutput {
  memberName: string;
  uplineName: string;
  amountMinor: number;
}

export interface TransferUplineContext {
  uplineName: string | null;
  mainMinor: number;
  allowDecimal: boolean;
  /** The amount chosen on the form (minor units); kept for the confirmation rows and after a refusal. */
  amountMinor: number;
  /**
   * The fund password, held only from the form's NEXT until the submit ends (done, refused, failed) or the person
   * goes back; never stored anywhere else.
   */
  password: string;
  error: WalletError | null;
  result: UplineTransferOutput | null;
}

export type TransferUplineEvent =
  | { type: 'NEXT'; amountMinor: number; password: string }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'AGAIN' };

const forget = { password: '' } as const;

/**
 * Transfer to upline (PLATFORM-MEMBER "Wallet"): settings (upline and balance) → input (amount, fund password) →
 * confirmation (consent) → submitting → result. A wrong fund password or too little balance goes back to the form
 * with the amount kept; no fund password and no upline are their own screens; a failed call says so and offers a
 * retry (after reloading the balance, as its result is unknown). CONFIRM while submitting is ignored.
 */
export const transferUplineMachine = setup({
  types: {
    context: {} as TransferUplineContext,
    events: {} as TransferUplineEvent,
  },
  actors: {
    /** GET /wps/agent/upline and the balances. */
    loadSettings: fromPromise<UplineSettingsOutput>(async () => {
      throw new Error('loadSettings is provided by the page');
    }),
    /** PUT /wps/agent/transferUpline (encrypted). */
    transfer: fromPromise<UplineTransferOutput, { amountMinor: number; password: string }>(async () => {
      throw new Error('transfer is provided by the page');
    }),
  },
  actions: {
    /** Money may have moved (done, or a failure whose result is unknown): refresh the header balance. */
    moneyMoved: () => {},
    /** The transfer went through: the page empties its form. */
    transferred: () => {},
    /** The fund password was refused: the page empties and focuses the password field (the amount stays). */
    passwordRefused: () => {},
    /** The amount was refused (too little balance): the page focuses the amount. */
    amountRefused: () => {},
  },
  guards: {
    hasNoUpline: ({ event }) => 'output' in event && (event.output as UplineSettingsOutput).uplineName === null,
    isAmountAllowed: ({ context, event }) =>
      event.type === 'NEXT' && Number.isInteger(event.amountMinor) && event.amountMinor > 0 && event.amountMinor <= context.mainMinor,
    hasPassword: ({ event }) => event.type === 'NEXT' && event.password.length > 0,
    isCode: ({ event }, code: string) => 'error' in event && toWalletError(event.error).code === code,
  },
}).createMachine({
  id: 'transferUpline',
  context: { uplineName: null, mainMinor: 0, allowDecimal: true, amountMinor: 0, password: '', error: null, result: null },
  initial: 'settings',
  states: {
    settings: {
      invoke: {
        src: 'loadSettings',
        onDone: [
          { guard: 'hasNoUpline', target: 'noUpline' },
          {
            target: 'input',
            actions: assign(({ event }) => ({
              uplineName: event.output.uplineName,
              mainMinor: event.output.mainMinor,
              allowDecimal: event.output.allowDecimal,
            })),
          },
        ],
        onError: { target: 'settingsFailed', actions: assign({ error: ({ event }) => toWalletError(event.error) }) },
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
            // A NEXT without a password stays here quietly: the form says so under the field.
            guard: not('isAmountAllowed'),
            actions: assign(({ event }) => ({
              amountMinor: event.amountMinor,
              error: { messageKey: 'wallet_upline_error_insufficient', code: 'balance.insufficient' },
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
        input: ({ context }) => ({ amountMinor: context.amountMinor, password: context.password }),
        onDone: {
          target: 'result',
          actions: [assign(({ event }) => ({ ...forget, result: event.output, error: null })), 'moneyMoved', 'transferred'],
        },
        onError: [
          {
            guard: { type: 'isCode', params: 'invalid.payment.pw' },
            target: 'input',
            actions: [assign(({ event }) => ({ ...forget, error: toWalletError(event.error) })), 'passwordRefused'],
          },
          {
            guard: { type: 'isCode', params: 'balance.insufficient' },
            target: 'input',
            actions: [assign(({ event }) => ({ ...forget, error: toWalletError(event.error) })), 'moneyMoved', 'amountRefused'],
          },
          { guard: { type: 'isCode', params: 'not.exists.payment.password' }, target: 'noFundPassword', actions: assign(forget) },
          { guard: { type: 'isCode', params: 'upline.not.exists' }, target: 'noUpline', actions: assign(forget) },
          {
            target: 'failed',
            actions: [assign(({ event }) => ({ ...forget, error: toWalletError(event.error) })), 'moneyMoved'],
          },
        ],
      },
    },
    failed: {
      // The result is unknown: the balance is reloaded before the form comes back (the amount stays on it).
      on: { RETRY: { target: 'settings' } },
    },
    result: {
      on: { AGAIN: { target: 'settings', actions: assign({ result: null, amountMinor: 0 }) } },
    },
    noFundPassword: {},
    noUpline: { type: 'final' },
  },
});
