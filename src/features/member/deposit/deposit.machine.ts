import { assign, fromPromise, setup } from 'xstate';
import { parseAmountInput, validateAmount, type AmountRules } from '@/lib/money';
import { toDepositError } from './errors';
import type {
  DepositChannel,
  DepositError,
  DepositMethod,
  DepositOptions,
  DepositOrder,
  DepositResult,
  PromotionChoice,
} from './types';

/** The longest payee name the page sends (the sandbox refuses longer; the platform's limit is not traced). */
export const PAYEE_NAME_MAX = 100;

export interface DepositContext {
  options: DepositOptions | null;
  methodCode: string | null;
  channelKey: string | null;
  bankCode: string | null;
  /** The amount exactly as typed: an error never rewrites it. */
  amountText: string;
  /** Name on the account the member transfers from (manual transfer only). */
  payeeName: string;
  promotion: PromotionChoice | null;
  /** i18n keys of the errors under the fields (`(min)`/`(max)` filled by the view). */
  amountError: string | null;
  payeeError: string | null;
  /** A refusal of the chosen promotion, shown under the promotion choice (server text). */
  promotionError: string | null;
  /** Channels the server called unavailable during this visit: shown as such, not selectable. */
  unavailable: string[];
  /** The failure on screen (load, submit, a refusal screen). */
  error: DepositError | null;
  result: DepositResult | null;
}

export type DepositEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_METHOD'; code: string }
  | { type: 'SELECT_CHANNEL'; key: string }
  | { type: 'SELECT_BANK'; bankCode: string }
  | { type: 'CHANGE_AMOUNT'; text: string }
  | { type: 'CHANGE_PAYEE'; text: string }
  | { type: 'SELECT_PROMOTION'; promotion: PromotionChoice | null }
  | { type: 'SUBMIT' }
  | { type: 'OPEN_PROVIDER' }
  | { type: 'PAID' }
  | { type: 'NOT_YET' }
  | { type: 'BACK' }
  | { type: 'NEW_DEPOSIT' };

/** Whether a channel can take a deposit now. */
export function isChannelOpen(channel: DepositChannel, unavailable: readonly string[] = []): boolean {
  return !channel.maintenance && !unavailable.includes(channel.key);
}

export function selectedMethod(context: Pick<DepositContext, 'options' | 'methodCode'>): DepositMethod | undefined {
  return context.options?.methods.find((m) => m.code === context.methodCode);
}

export function selectedChannel(context: Pick<DepositContext, 'options' | 'methodCode' | 'channelKey'>): DepositChannel | undefined {
  return selectedMethod(context)?.channels.find((c) => c.key === context.channelKey);
}

/** The amount rules of a channel: its bounds (already in minor units) and two decimals. */
export function amountRules(channel: DepositChannel | undefined): AmountRules {
  return { min: channel?.min ?? null, max: channel?.max ?? null, decimals: 2, allowDecimal: true };
}

function firstOpenChannel(method: DepositMethod | undefined, unavailable: readonly string[]): DepositChannel | undefined {
  return method?.channels.find((c) => isChannelOpen(c, unavailable));
}

/** Method, channel and bank after choosing `code` (or the first method with an open channel). */
function selection(options: DepositOptions | null, code: string | null, unavailable: readonly string[]) {
  const methods = options?.methods ?? [];
  const method = methods.find((m) => m.code === code) ?? methods.find((m) => firstOpenChannel(m, unavailable)) ?? methods[0];
  const channel = firstOpenChannel(method, unavailable);
  return { methodCode: method?.code ?? null, channelKey: channel?.key ?? null, bankCode: channel?.banks[0]?.bankCode ?? null };
}

/** The errors under the fields for what is typed now; all null when the order can be sent. */
export function inputErrors(context: DepositContext): { amountError: string | null; payeeError: string | null; channelMissing: boolean } {
  const channel = selectedChannel(context);
  const channelMissing = !channel || !isChannelOpen(channel, context.unavailable) || !context.bankCode;
  const amountError = validateAmount(context.amountText, amountRules(channel));
  let payeeError: string | null = null;
  if (channel?.flow === 'MANUAL') {
    const name = context.payeeName.trim();
    if (!name) payeeError = 'deposit_payee_required';
    else if (name.length > PAYEE_NAME_MAX) payeeError = 'deposit_payee_too_long';
  }
  return { amountError, payeeError, channelMissing };
}

/** The order the submit sends, from a context that passed `inputErrors`. */
export function buildOrder(context: DepositContext): DepositOrder {
  const channel = selectedChannel(context);
  const bank = channel?.banks.find((b) => b.bankCode === context.bankCode);
  if (!channel || !bank) throw new Error('buildOrder without a channel and bank');
  const rules = amountRules(channel);
  const parsed = parseAmountInput(context.amountText, rules);
  if (!parsed.ok || validateAmount(context.amountText, rules)) throw new Error('buildOrder with an invalid amount');
  return {
    flow: channel.flow,
    amount: parsed.minor,
    channel,
    bankCode: bank.bankCode,
    bankType: bank.bankType,
    ...(channel.flow === 'MANUAL' ? { payeeName: context.payeeName.trim() } : {}),
    promotion: context.promotion,
  };
}

const errorOf = (event: { error: unknown }) => toDepositError(event.error);

/**
 * Deposit (PLATFORM-MEMBER "Deposit"): settings (deposits off → the server's message), method and channel, amount
 * within the channel's bounds, optional promotion, then one submit whose result is the channel's flow: a QR code,
 * the provider's page (then "did you pay?"), or the receiving account of a manual transfer; "I have paid" refreshes
 * the balance. The submit is sent once per SUBMIT: nothing else is accepted until its answer.
 */
export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
  },
  actors: {
    /** Settings, then methods/channels and the promotions on offer. */
    loadOptions: fromPromise<DepositOptions>(async () => {
      throw new Error('loadOptions is provided by the app');
    }),
    /** The one deposit call of the order's flow. */
    submitDeposit: fromPromise<DepositResult, DepositOrder>(async () => {
      throw new Error('submitDeposit is provided by the app');
    }),
  },
  actions: {
    /** Opens the provider's page (a new tab). */
    openProvider: (_args: unknown, _params: { url: string }) => {},
    /** Refreshes the header balance (SWR mutate of the wallet balance). */
    refreshBalance: () => {},
  },
  guards: {
    isInputValid: ({ context }) => {
      const errors = inputErrors(context);
      return !errors.amountError && !errors.payeeError && !errors.channelMissing;
    },
    isChannelOpen: ({ context, event }) => {
      if (event.type !== 'SELECT_CHANNEL') return false;
      const channel = selectedMethod(context)?.channels.find((c) => c.key === event.key);
      return channel !== undefined && isChannelOpen(channel, context.unavailable);
    },
    isKnownBank: ({ context, event }) =>
      event.type === 'SELECT_BANK' && selectedChannel(context)?.banks.some((b) => b.bankCode === event.bankCode) === true,
    isQrResult: ({ event }) => 'output' in event && (event.output as DepositResult).flow === 'QR',
    isRedirectResult: ({ event }) => 'output' in event && (event.output as DepositResult).flow === 'REDIRECT',
    isRefusedAs: ({ event }, kind: DepositError['kind']) => 'error' in event && toDepositError(event.error).kind === kind,
  },
}).createMachine({
  id: 'deposit',
  context: {
    options: null,
    methodCode: null,
    channelKey: null,
    bankCode: null,
    amountText: '',
    payeeName: '',
    promotion: null,
    amountError: null,
    payeeError: null,
    promotionError: null,
    unavailable: [],
    error: null,
    result: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOptions',
        onDone: [
          { guard: ({ event }) => !event.output.settings.allowed, target: 'off', actions: assign({ options: ({ event }) => event.output, error: null }) },
          {
            target: 'input',
            actions: assign(({ event, context }) => ({
              options: event.output,
              error: null,
              ...selection(event.output, context.methodCode, context.unavailable),
            })),
          },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorOf(event) }) },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    /** Deposits are off for this member: the server's message and customer service; they may check again. */
    off: { on: { RETRY: 'loading' } },
    input: {
      on: {
        SELECT_METHOD: {
          actions: assign(({ context, event }) => ({
            ...selection(context.options, event.code, context.unavailable),
            amountError: null,
            payeeError: null,
          })),
        },
        SELECT_CHANNEL: {
          guard: 'isChannelOpen',
          actions: assign(({ context, event }) => {
            const channel = selectedMethod(context)?.channels.find((c) => c.key === event.key);
            return { channelKey: event.key, bankCode: channel?.banks[0]?.bankCode ?? null, amountError: null };
          }),
        },
        SELECT_BANK: { guard: 'isKnownBank', actions: assign({ bankCode: ({ event }) => event.bankCode }) },
        CHANGE_AMOUNT: { actions: assign({ amountText: ({ event }) => event.text, amountError: null }) },
        CHANGE_PAYEE: { actions: assign({ payeeName: ({ event }) => event.text, payeeError: null }) },
        SELECT_PROMOTION: { actions: assign({ promotion: ({ event }) => event.promotion, promotionError: null }) },
        SUBMIT: [
          { guard: 'isInputValid', target: 'submitting', actions: assign({ error: null, promotionError: null }) },
          {
            actions: assign(({ context }) => {
              const { amountError, payeeError } = inputErrors(context);
              return { amountError, payeeError };
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submitDeposit',
        input: ({ context }) => buildOrder(context),
        onDone: [
          { guard: 'isQrResult', target: 'qr', actions: assign({ result: ({ event }) => event.output }) },
          { guard: 'isRedirectResult', target: 'redirect', actions: assign({ result: ({ event }) => event.output }) },
          { target: 'manual', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: { type: 'isRefusedAs', params: 'off' },
            target: 'off',
            actions: assign(({ context, event }) => {
              const error = errorOf(event);
              const settings = context.options?.settings;
              return {
                error,
                options: context.options && settings
                  ? { ...context.options, settings: { ...settings, allowed: false, message: error.message } }
                  : context.options,
              };
            }),
          },
          // The server's own range check: the same message under the field as the page's, the text kept.
          { guard: { type: 'isRefusedAs', params: 'amount' }, target: 'input', actions: assign({ amountError: 'deposit_amount_out_of_range' }) },
          { guard: { type: 'isRefusedAs', params: 'payee' }, target: 'input', actions: assign({ payeeError: ({ event }) => errorOf(event).message }) },
          {
            guard: { type: 'isRefusedAs', params: 'promotion' },
            target: 'input',
            actions: assign({ promotionError: ({ event }) => errorOf(event).message }),
          },
          {
            guard: { type: 'isRefusedAs', params: 'channel' },
            target: 'channelUnavailable',
            actions: assign(({ context, event }) => ({
              error: errorOf(event),
              unavailable: context.channelKey ? [...context.unavailable, context.channelKey] : context.unavailable,
            })),
          },
          { guard: { type: 'isRefusedAs', params: 'too-frequent' }, target: 'tooFrequent', actions: assign({ error: ({ event }) => errorOf(event) }) },
          { target: 'submitFailed', actions: assign({ error: ({ event }) => errorOf(event) }) },
        ],
      },
    },
    /** The channel refused: back to the form with another open channel of the method chosen, if there is one. */
    channelUnavailable: {
      on: {
        BACK: {
          target: 'input',
          actions: assign(({ context }) => ({ ...selection(context.options, context.methodCode, context.unavailable), error: null })),
        },
      },
    },
    tooFrequent: { on: { BACK: { target: 'input', actions: assign({ error: null }) } } },
    /** A network failure or an unexpected refusal: Retry sends the same order again (an unpaid order moves no money). */
    submitFailed: {
      on: {
        RETRY: 'submitting',
        BACK: { target: 'input', actions: assign({ error: null }) },
      },
    },
    qr: {
      on: {
        PAID: 'done',
        BACK: { target: 'input', actions: assign({ result: null }) },
      },
    },
    /** The provider's page is open: "did you pay?". */
    redirect: {
      entry: { type: 'openProvider', params: ({ context }) => ({ url: context.result?.flow === 'REDIRECT' ? context.result.redirectUrl : '' }) },
      on: {
        OPEN_PROVIDER: {
          actions: { type: 'openProvider', params: ({ context }) => ({ url: context.result?.flow === 'REDIRECT' ? context.result.redirectUrl : '' }) },
        },
        PAID: 'done',
        NOT_YET: { target: 'input', actions: assign({ result: null }) },
      },
    },
    manual: {
      on: {
        PAID: 'done',
        BACK: { target: 'input', actions: assign({ result: null }) },
      },
    },
    done: {
      entry: 'refreshBalance',
      on: {
        NEW_DEPOSIT: { target: 'input', actions: assign({ result: null, amountText: '', promotion: null, error: null }) },
      },
    },
  },
});
