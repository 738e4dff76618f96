import { assign, fromPromise, setup } from 'xstate';
import { validateAmount, parseAmountInput } from '@/lib/money';
import { amountRulesOf, availableMinor, feeMinor, isCardUsable, isWithinWindow, needsSmsCode } from './rules';
import type { WithdrawData, WithdrawRequest, WithdrawResult } from './types';

/** A refused or failed call as the machine keeps it: the platform code, its message and the envelope's value. */
export interface WithdrawFailure {
  code: string;
  message: string;
  /** True when the request may have reached the platform but no answer came back: its outcome is unknown. */
  unknownOutcome: boolean;
  value?: unknown;
}

/** Turns whatever a call rejected with (an ApiError, usually) into a WithdrawFailure. */
export function toWithdrawFailure(error: unknown): WithdrawFailure {
  const source = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const message = typeof source.message === 'string' && source.message ? source.message : 'unknown_error';
  const code = typeof source.code === 'string' && source.code ? source.code : message;
  const kind = source.kind;
  const status = typeof source.status === 'number' ? source.status : undefined;
  const unknownOutcome = kind === 'network' || kind === 'http' || (status !== undefined && status >= 500);
  return { code, message, unknownOutcome, ...(source.value !== undefined ? { value: source.value } : {}) };
}

/** The profile fields a refused withdrawal lists (value.data of required_member_information_incomplete). */
export function missingFieldsOf(value: unknown): string[] {
  const data = (value as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? data.filter((x): x is string => typeof x === 'string') : [];
}

/** Required and actual turnover of a withdraw_turnover_not_enough refusal (value.data), wire decimals. */
export function turnoverOf(value: unknown): { requiredTurnover: number; actualTurnover: number } | null {
  const data = (value as { data?: { requiredTurnover?: unknown; actualTurnover?: unknown } } | undefined)?.data;
  if (!data || typeof data.requiredTurnover !== 'number' || typeof data.actualTurnover !== 'number') return null;
  return { requiredTurnover: data.requiredTurnover, actualTurnover: data.actualTurnover };
}

export interface WithdrawInput {
  /** Single-wallet merchants recall the game wallets to the main wallet before loading (PLATFORM-MEMBER "Wallet"). */
  singleWallet?: boolean;
  /** WDRAWNOPASSVERIF3: withdrawals need no fund password. */
  noPassword?: boolean;
  /** The clock of the time window and card maintenance (tests pass a fixed one). */
  now?: () => Date;
}

export interface WithdrawContext {
  singleWallet: boolean;
  noPassword: boolean;
  now: () => Date;
  data: WithdrawData | null;
  cardId: number | null;
  amountText: string;
  /** The amount in minor units once the input step accepted it. */
  amount: number;
  /** i18n key of the problem under the amount field. */
  amountError: string | null;
  cardError: string | null;
  smsCode: string;
  smsError: string | null;
  /** The fund password: held only until the submit it is for ends (cleared on leaving `submitting`). */
  password: string;
  passwordError: string | null;
  /** The last failure: the load's, or the submit's refusal shown on its screen. */
  failure: WithdrawFailure | null;
  result: WithdrawResult | null;
}

export type WithdrawEvent =
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'SELECT_CARD'; cardId: number }
  | { type: 'CHANGE_AMOUNT'; text: string }
  | { type: 'NEXT' }
  | { type: 'CHANGE_SMS'; code: string }
  | { type: 'CHANGE_PASSWORD'; password: string }
  | { type: 'VERIFY' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'FUND_PASSWORD_SET' }
  | { type: 'CANCEL' }
  | { type: 'CHOOSE_CARD' }
  | { type: 'START_OVER' };

/** Why the submit was refused, by platform code; each has its own screen. */
const REFUSAL_STATES: Record<string, string> = {
  'not.exists.payment.password': 'needsFundPassword',
  required_member_information_incomplete: 'memberInfoIncomplete',
  withdraw_turnover_not_enough: 'turnoverNotMet',
  required_deposit_amount_not_reached: 'depositRequired',
  promotion_turnover_not_enough: 'promotionTurnover',
  bank_card_is_frozen: 'cardFrozen',
};

const SMS_CODE = /^\d{4,8}$/;
export const MIN_FUND_PASSWORD = 6;

/** The amount's problem (an i18n key) or null: rules of the settings and methods, then what is available. */
export function amountProblem(context: Pick<WithdrawContext, 'data' | 'amountText'>): string | null {
  if (!context.data) return 'unknown_error';
  const rules = amountRulesOf(context.data);
  const problem = validateAmount(context.amountText, rules);
  if (problem) return problem;
  const parsed = parseAmountInput(context.amountText, rules);
  if (parsed.ok && parsed.minor > availableMinor(context.data)) return 'withdraw_amount_above_available';
  return null;
}

function firstUsableCard(data: WithdrawData, now: Date): number | null {
  return data.account.cards.find((card) => isCardUsable(card, now))?.bankCardId ?? null;
}

const needsVerification = (context: WithdrawContext) =>
  !context.noPassword || (context.data !== null && needsSmsCode(context.data.settings, context.amount));

/**
 * A withdrawal (PLATFORM-MEMBER "Withdrawal"): settings and the time window → card and amount → sms code when the
 * settings ask and the fund password (unless WDRAWNOPASSVERIF3) → confirmation → submitting → submitted, with a
 * screen per refusal code. While a submit is out, or after one whose outcome is unknown, nothing can send another.
 */
export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput,
  },
  actors: {
    /** Recalls game wallets (single wallet), then loads settings, cards and the main wallet. */
    load: fromPromise<WithdrawData, { singleWallet: boolean }>(async () => {
      throw new Error('load is provided by the app');
    }),
    /** POST /wps/v2/transaction/withdraw (amount in minor units; the api file converts). */
    submit: fromPromise<WithdrawResult, WithdrawRequest>(async () => {
      throw new Error('submit is provided by the app');
    }),
  },
  guards: {
    isClosed: ({ event }) => {
      const data = (event as unknown as { output: WithdrawData }).output;
      return !data.settings.allowWithdraw;
    },
    isOutsideWindow: ({ context, event }) => {
      const { settings } = (event as unknown as { output: WithdrawData }).output;
      return !isWithinWindow(settings.withdrawDateFrom, settings.withdrawDateTo, context.now());
    },
    hasNoCard: ({ event }) => (event as unknown as { output: WithdrawData }).output.account.cards.length === 0,
    isInputValid: ({ context }) => context.cardId !== null && amountProblem(context) === null,
    needsVerification: ({ context }) => needsVerification(context),
    isVerificationValid: ({ context }) => {
      const smsOk = !context.data || !needsSmsCode(context.data.settings, context.amount) || SMS_CODE.test(context.smsCode.trim());
      const passwordOk = context.noPassword || context.password.length >= MIN_FUND_PASSWORD;
      return smsOk && passwordOk;
    },
    isWrongPassword: ({ event }) => toWithdrawFailure((event as { error?: unknown }).error).code === 'invalid.payment.pw',
    isWrongSmsCode: ({ event }) => toWithdrawFailure((event as { error?: unknown }).error).code === 'verification.invalid',
    isAmountRefused: ({ event }) =>
      ['withdraw.amount.invalid', 'balance.insufficient'].includes(toWithdrawFailure((event as { error?: unknown }).error).code),
    isUnknownOutcome: ({ event }) => toWithdrawFailure((event as { error?: unknown }).error).unknownOutcome,
  },
  actions: {
    clearPassword: assign({ password: '' }),
    resetForm: assign({ amountText: '', amount: 0, smsCode: '', password: '', result: null, failure: null, amountError: null,
      smsError: null, passwordError: null }),
    keepFailure: assign({ failure: ({ event }) => toWithdrawFailure((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    singleWallet: input.singleWallet ?? false,
    noPassword: input.noPassword ?? false,
    now: input.now ?? (() => new Date()),
    data: null,
    cardId: null,
    amountText: '',
    amount: 0,
    amountError: null,
    cardError: null,
    smsCode: '',
    smsError: null,
    password: '',
    passwordError: null,
    failure: null,
    result: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ singleWallet: context.singleWallet }),
        onDone: [
          { guard: 'isClosed', target: 'closed', actions: assign({ data: ({ event }) => event.output }) },
          { guard: 'isOutsideWindow', target: 'outsideWindow', actions: assign({ data: ({ event }) => event.output }) },
          { guard: 'hasNoCard', target: 'noCard', actions: assign({ data: ({ event }) => event.output }) },
          {
            target: 'input',
            actions: assign({
              data: ({ event }) => event.output,
              failure: null,
              // Keep the chosen card when it is still usable (a reload after a recall), else the first usable one.
              cardId: ({ context, event }) => {
                const kept = event.output.account.cards.find((c) => c.bankCardId === context.cardId);
                return kept && isCardUsable(kept, context.now()) ? kept.bankCardId : firstUsableCard(event.output, context.now());
              },
            }),
          },
        ],
        onError: { target: 'loadFailed', actions: 'keepFailure' },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    closed: { on: { RELOAD: 'loading' } },
    outsideWindow: { on: { RELOAD: 'loading' } },
    noCard: { on: { RELOAD: 'loading' } },
    input: {
      on: {
        RELOAD: 'loading',
        SELECT_CARD: { actions: assign({ cardId: ({ event }) => event.cardId, cardError: null }) },
        CHANGE_AMOUNT: { actions: assign({ amountText: ({ event }) => event.text, amountError: null }) },
        NEXT: [
          {
            guard: 'isInputValid',
            actions: assign({
              amount: ({ context }) => {
                const parsed = parseAmountInput(context.amountText, amountRulesOf(context.data!));
                return parsed.ok ? parsed.minor : 0;
              },
              amountError: null,
              cardError: null,
            }),
            target: 'checkVerification',
          },
          {
            actions: assign({
              amountError: ({ context }) => amountProblem(context),
              cardError: ({ context }) => (context.cardId === null ? 'withdraw_card_required' : null),
            }),
          },
        ],
      },
    },
    checkVerification: {
      always: [{ guard: 'needsVerification', target: 'verification' }, { target: 'confirmation' }],
    },
    verification: {
      on: {
        CHANGE_SMS: { actions: assign({ smsCode: ({ event }) => event.code, smsError: null }) },
        CHANGE_PASSWORD: { actions: assign({ password: ({ event }) => event.password, passwordError: null }) },
        VERIFY: [
          { guard: 'isVerificationValid', target: 'confirmation' },
          {
            actions: assign({
              smsError: ({ context }) =>
                context.data && needsSmsCode(context.data.settings, context.amount)
                  ? context.smsCode.trim() === '' ? 'withdraw_sms_required'
                  : SMS_CODE.test(context.smsCode.trim()) ? null
                  : 'withdraw_sms_invalid'
                  : null,
              passwordError: ({ context }) =>
                context.noPassword ? null
                : context.password === '' ? 'withdraw_password_required'
                : context.password.length < MIN_FUND_PASSWORD ? 'withdraw_password_short'
                : null,
            }),
          },
        ],
        BACK: { target: 'input', actions: 'clearPassword' },
      },
    },
    confirmation: {
      on: {
        CONFIRM: 'submitting',
        BACK: [{ guard: 'needsVerification', target: 'verification' }, { target: 'input' }],
      },
    },
    submitting: {
      // The password lives no longer than the submit it is for.
      exit: 'clearPassword',
      invoke: {
        src: 'submit',
        input: ({ context }) => {
          const request: WithdrawRequest = { amount: context.amount, bankCardId: context.cardId ?? 0 };
          if (!context.noPassword) request.password = context.password;
          if (context.data && needsSmsCode(context.data.settings, context.amount)) request.verificationCode = context.smsCode.trim();
          return request;
        },
        onDone: { target: 'submitted', actions: assign({ result: ({ event }) => event.output, failure: null, smsCode: '' }) },
        onError: [
          { guard: 'isUnknownOutcome', target: 'outcomeUnknown', actions: 'keepFailure' },
          { guard: 'isWrongPassword', target: 'verification', actions: assign({ passwordError: 'withdraw_error_wrong_password' }) },
          { guard: 'isWrongSmsCode', target: 'verification', actions: assign({ smsError: 'withdraw_sms_wrong', smsCode: '' }) },
          {
            guard: 'isAmountRefused',
            target: 'input',
            actions: assign({
              amountError: ({ event }) =>
                toWithdrawFailure(event.error).code === 'balance.insufficient' ? 'withdraw_amount_above_available' : 'withdraw_error_amount_refused',
            }),
          },
          ...Object.entries(REFUSAL_STATES).map(([code, target]) => ({
            guard: ({ event }: { event: { error?: unknown } }) => toWithdrawFailure(event.error).code === code,
            target,
            actions: 'keepFailure' as const,
          })),
          { target: 'failed', actions: 'keepFailure' },
        ],
      },
    },
    submitted: { on: { START_OVER: { target: 'loading', actions: 'resetForm' } } },
    // The request may have gone through: no Confirm here, only a fresh start once the member has checked.
    outcomeUnknown: { on: { START_OVER: { target: 'loading', actions: 'resetForm' } } },
    failed: { on: { RETRY: 'confirmation', BACK: 'input' } },
    needsFundPassword: { on: { FUND_PASSWORD_SET: 'verification', CANCEL: 'input' } },
    memberInfoIncomplete: { on: { BACK: 'input' } },
    turnoverNotMet: { on: { BACK: 'input' } },
    depositRequired: { on: { BACK: 'input' } },
    promotionTurnover: { on: { BACK: 'input' } },
    cardFrozen: {
      on: {
        CHOOSE_CARD: {
          target: 'input',
          actions: assign({
            // Mark the card frozen so it cannot be picked again, and pick another usable one.
            data: ({ context }) =>
              context.data && {
                ...context.data,
                account: {
                  ...context.data.account,
                  cards: context.data.account.cards.map((c) => (c.bankCardId === context.cardId ? { ...c, isFrozen: true } : c)),
                },
              },
            cardId: ({ context }) =>
              context.data?.account.cards.find((c) => c.bankCardId !== context.cardId && isCardUsable(c, context.now()))?.bankCardId ?? null,
          }),
        },
      },
    },
  },
});

/** The fee and the amount received for the confirmation, in minor units. */
export function feeAndReceived(context: Pick<WithdrawContext, 'data' | 'amount'>): { fee: number; received: number } {
  const fee = feeMinor(context.amount, context.data?.settings.withdrawPenaltyCharge ?? 0);
  return { fee, received: context.amount - fee };
}
