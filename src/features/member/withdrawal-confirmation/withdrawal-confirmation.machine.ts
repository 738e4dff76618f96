import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import { parseAmountInput } from '@/lib/money';
import type { AnswerRequest, AnswerResult, Payout, PayoutAnswer } from './types';

/** Why an answer cannot be sent yet or was refused; each is the i18n key of its message. */
export type AmountErrorKey =
  | 'payouts_amount_required'
  | 'payouts_amount_invalid'
  | 'payouts_amount_positive'
  | 'payouts_amount_not_less'
  | 'payouts_error_amount_invalid';
export type ProofErrorKey =
  | 'payouts_proof_required'
  | 'payouts_error_proof_required'
  | 'payouts_error_proof_too_many'
  | 'payouts_error_proof_too_large'
  | 'payouts_error_proof_type';

/** A failed answer: the platform's code (designed codes, see the contract) or a network failure. */
export interface AnswerFailure {
  kind: 'server' | 'network' | 'session-expired' | 'http' | 'unknown';
  code?: string;
  message: string;
}

/** Platform codes whose refusal sends the member back to a field, with the message shown under it. */
const FIELD_CODES: Readonly<Record<string, { field: 'amount'; key: AmountErrorKey } | { field: 'proof'; key: ProofErrorKey }>> = {
  'c2c.amount.invalid': { field: 'amount', key: 'payouts_error_amount_invalid' },
  'c2c.proof.required': { field: 'proof', key: 'payouts_error_proof_required' },
  'c2c.proof.too.many': { field: 'proof', key: 'payouts_error_proof_too_many' },
  'c2c.proof.too.large': { field: 'proof', key: 'payouts_error_proof_too_large' },
  'c2c.proof.invalid.type': { field: 'proof', key: 'payouts_error_proof_type' },
};

/** The failure of an answer call in the machine's terms (reads an ApiError or anything like it). */
export function toAnswerFailure(error: unknown): AnswerFailure {
  const source = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const kind = source.kind;
  const known = kind === 'server' || kind === 'network' || kind === 'session-expired' || kind === 'http';
  return {
    kind: known ? kind : 'unknown',
    ...(typeof source.code === 'string' ? { code: source.code } : {}),
    message: typeof source.message === 'string' ? source.message : '',
  };
}

/**
 * The received amount of a partly-received answer in minor units, or why it is refused: it must be more than zero
 * and less than the payout (all of it is "Received").
 */
export function checkReceivedAmount(text: string, payoutAmount: number): { ok: true; minor: number } | { ok: false; error: AmountErrorKey } {
  const parsed = parseAmountInput(text);
  if (!parsed.ok) return { ok: false, error: parsed.error === 'amount_required' ? 'payouts_amount_required' : 'payouts_amount_invalid' };
  if (parsed.minor <= 0) return { ok: false, error: 'payouts_amount_positive' };
  if (parsed.minor >= payoutAmount) return { ok: false, error: 'payouts_amount_not_less' };
  return { ok: true, minor: parsed.minor };
}

/** The remaining amount for a typed received amount (minor units), or null while the typed amount is not valid. */
export function remainingAmount(text: string, payoutAmount: number): number | null {
  const checked = checkReceivedAmount(text, payoutAmount);
  return checked.ok ? payoutAmount - checked.minor : null;
}

/** Timers and time of the countdown: the page's, or XState's SimulatedClock in tests. */
export interface CountdownClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const pageClock: CountdownClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export interface WithdrawalConfirmationContext {
  clock: CountdownClock;
  /** The page clock's time at the last tick: every countdown is drawn from it. */
  now: number;
  payouts: readonly Payout[];
  /** Payouts whose deadline passed on this page; the list is refreshed once for each. */
  expiredSeen: readonly string[];
  payout: Payout | null;
  answer: PayoutAnswer | null;
  amountText: string;
  amountError: AmountErrorKey | null;
  proof: readonly File[];
  proofError: ProofErrorKey | null;
  result: AnswerResult | null;
  failure: AnswerFailure | null;
}

export type WithdrawalConfirmationEvent =
  /** The list arrived or changed (SWR). */
  | { type: 'LIST_LOADED'; payouts: readonly Payout[] }
  | { type: 'TICK' }
  | { type: 'CHOOSE'; transactionId: string; answer: PayoutAnswer }
  | { type: 'AMOUNT_CHANGED'; text: string }
  | { type: 'PROOF_CHANGED'; files: readonly File[] }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export interface WithdrawalConfirmationInput {
  clock?: CountdownClock;
  payouts?: readonly Payout[];
}

/** Sends TICK every second: the countdowns' ticker (runs while any payout waits for an answer). */
export const countdownTicker = fromCallback<WithdrawalConfirmationEvent, { clock: CountdownClock }>(({ sendBack, input }) => {
  let id: unknown;
  const next = () => {
    // To the next whole second of the clock, so every countdown on the page changes together.
    id = input.clock.setTimeout(() => {
      sendBack({ type: 'TICK' });
      next();
    }, 1000 - (input.clock.now() % 1000));
  };
  next();
  return () => input.clock.clearTimeout(id);
});

/** Whole seconds left to answer `payout` at `now` (0 once the deadline has passed). */
export function secondsLeft(payout: Payout, now: number): number {
  return Math.max(0, Math.ceil((payout.deadlineAt - now) / 1000));
}

const isOpen = (payout: Payout, now: number) => payout.status === 'AWAITING_CONFIRMATION' && secondsLeft(payout, now) > 0;

const cleared = {
  payout: null,
  answer: null,
  amountText: '',
  amountError: null,
  proof: [],
  proofError: null,
  result: null,
  failure: null,
} as const;

/**
 * Withdrawal confirmation (SPEC §4): list → choose an answer → the received amount and optional proof images
 * (partly received) or required proof images (not received) → confirm → submitting → done, or a refusal per platform code. While the answer is out
 * nothing sends it again; a network failure waits for Retry. A countdown ticks while payouts wait; when one passes
 * its deadline the list is refreshed (it now counts as received) and an answer being prepared for it ends in
 * `expired`.
 */
export const withdrawalConfirmationMachine = setup({
  types: {
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    input: {} as WithdrawalConfirmationInput,
  },
  actors: {
    /** POST MCSFE_processC2CTransaction (the app reads the proof files as data URLs). */
    sendAnswer: fromPromise<AnswerResult, AnswerRequest>(async () => {
      throw new Error('sendAnswer is provided by the app');
    }),
    countdownTicker,
  },
  actions: {
    /** The list should be fetched again: a deadline passed, or an answer was taken or refused as stale. */
    refreshList: () => {},
    /** An answer was taken: the list, the badge and the balance are refreshed. */
    answered: () => {},
  },
  guards: {
    isAnswerable: ({ context, event }) => {
      if (event.type !== 'CHOOSE') return false;
      const payout = context.payouts.find((p) => p.transactionId === event.transactionId);
      return payout !== undefined && isOpen(payout, context.clock.now()) && (event.answer !== 'ALL_RECEIVED' || payout.fullyPaid);
    },
    isPartly: ({ event }) => event.type === 'CHOOSE' && event.answer === 'PARTLY_RECEIVED',
    isNotReceived: ({ event }) => event.type === 'CHOOSE' && event.answer === 'NOT_RECEIVED',
    isAmountValid: ({ context }) => context.payout !== null && checkReceivedAmount(context.amountText, context.payout.amount).ok,
    hasProof: ({ context }) => context.proof.length > 0,
    isPartlyAnswer: ({ context }) => context.answer === 'PARTLY_RECEIVED',
    isNotReceivedAnswer: ({ context }) => context.answer === 'NOT_RECEIVED',
    hasNewlyExpired: ({ context }) => {
      const now = context.clock.now();
      return context.payouts.some((p) => p.status === 'AWAITING_CONFIRMATION' && secondsLeft(p, now) === 0 && !context.expiredSeen.includes(p.transactionId));
    },
    isChosenExpired: ({ context }) => context.payout !== null && secondsLeft(context.payout, context.now) === 0,
    isAmountRefusal: ({ event }) => FIELD_CODES[toAnswerFailure((event as { error?: unknown }).error).code ?? '']?.field === 'amount',
    isProofRefusal: ({ event }) => FIELD_CODES[toAnswerFailure((event as { error?: unknown }).error).code ?? '']?.field === 'proof',
    isAlreadyAnswered: ({ event }) => toAnswerFailure((event as { error?: unknown }).error).code === 'c2c.already.processed',
    isExpiredRefusal: ({ event }) => toAnswerFailure((event as { error?: unknown }).error).code === 'c2c.confirm.expired',
    isNotFound: ({ event }) => toAnswerFailure((event as { error?: unknown }).error).code === 'c2c.transaction.not.found',
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  context: ({ input }) => {
    const clock = input.clock ?? pageClock;
    return { clock, now: clock.now(), payouts: input.payouts ?? [], expiredSeen: [], ...cleared };
  },
  invoke: { src: 'countdownTicker', input: ({ context }) => ({ clock: context.clock }) },
  on: {
    LIST_LOADED: {
      actions: assign({
        payouts: ({ event }) => event.payouts,
        now: ({ context }) => context.clock.now(),
        // A payout read again is judged by its new deadline; forget the ones the server no longer lists as waiting.
        expiredSeen: ({ context, event }) =>
          context.expiredSeen.filter((id) => event.payouts.some((p) => p.transactionId === id && p.status === 'AWAITING_CONFIRMATION')),
      }),
    },
    TICK: [
      {
        guard: 'hasNewlyExpired',
        actions: [
          assign({
            now: ({ context }) => context.clock.now(),
            expiredSeen: ({ context }) => {
              const now = context.clock.now();
              const passed = context.payouts.filter((p) => p.status === 'AWAITING_CONFIRMATION' && secondsLeft(p, now) === 0);
              return [...new Set([...context.expiredSeen, ...passed.map((p) => p.transactionId)])];
            },
          }),
          'refreshList',
        ],
      },
      { actions: assign({ now: ({ context }) => context.clock.now() }) },
    ],
  },
  initial: 'list',
  states: {
    list: {
      entry: assign(cleared),
      on: {
        CHOOSE: [
          {
            guard: 'isAnswerable',
            actions: assign({
              payout: ({ context, event }) => context.payouts.find((p) => p.transactionId === event.transactionId) ?? null,
              answer: ({ event }) => event.answer,
            }),
            target: 'choosing',
          },
        ],
      },
    },
    /** Routes the chosen answer to the step it needs. */
    choosing: {
      always: [
        { guard: 'isPartlyAnswer', target: 'amount' },
        { guard: 'isNotReceivedAnswer', target: 'proof' },
        { target: 'confirmation' },
      ],
    },
    amount: {
      always: { guard: 'isChosenExpired', target: 'expired' },
      on: {
        AMOUNT_CHANGED: { actions: assign({ amountText: ({ event }) => event.text, amountError: null }) },
        PROOF_CHANGED: { actions: assign({ proof: ({ event }) => [...event.files], proofError: null }) },
        NEXT: [
          { guard: 'isAmountValid', target: 'confirmation' },
          {
            actions: assign({
              amountError: ({ context }) => {
                const checked = checkReceivedAmount(context.amountText, context.payout?.amount ?? 0);
                return checked.ok ? null : checked.error;
              },
            }),
          },
        ],
        CANCEL: 'list',
        BACK: 'list',
      },
    },
    proof: {
      always: { guard: 'isChosenExpired', target: 'expired' },
      on: {
        PROOF_CHANGED: { actions: assign({ proof: ({ event }) => [...event.files], proofError: null }) },
        NEXT: [{ guard: 'hasProof', target: 'confirmation' }, { actions: assign({ proofError: 'payouts_proof_required' }) }],
        CANCEL: 'list',
        BACK: 'list',
      },
    },
    confirmation: {
      always: { guard: 'isChosenExpired', target: 'expired' },
      on: {
        CONFIRM: 'submitting',
        BACK: [
          { guard: 'isPartlyAnswer', target: 'amount' },
          { guard: 'isNotReceivedAnswer', target: 'proof' },
          { target: 'list' },
        ],
        CANCEL: 'list',
      },
    },
    /** The answer is out: every other event is ignored until it settles, so nothing is sent twice. */
    submitting: {
      invoke: {
        src: 'sendAnswer',
        input: ({ context }) => {
          const request: AnswerRequest = { transactionId: context.payout?.transactionId ?? '', answer: context.answer ?? 'RECEIVED' };
          if (context.answer === 'PARTLY_RECEIVED' && context.payout) {
            const checked = checkReceivedAmount(context.amountText, context.payout.amount);
            if (checked.ok) request.receivedAmount = checked.minor;
          }
          // Proof is required with not received and optional with partly received.
          if (context.answer === 'NOT_RECEIVED' || (context.answer === 'PARTLY_RECEIVED' && context.proof.length > 0)) request.proof = context.proof;
          return request;
        },
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output, failure: null }), 'answered'] },
        onError: [
          {
            guard: 'isAmountRefusal',
            target: 'amount',
            actions: assign({ amountError: ({ event }) => (FIELD_CODES[toAnswerFailure(event.error).code ?? ''] as { key: AmountErrorKey }).key }),
          },
          {
            guard: and(['isProofRefusal', 'isPartlyAnswer']),
            target: 'amount',
            actions: assign({ proofError: ({ event }) => (FIELD_CODES[toAnswerFailure(event.error).code ?? ''] as { key: ProofErrorKey }).key }),
          },
          {
            guard: 'isProofRefusal',
            target: 'proof',
            actions: assign({ proofError: ({ event }) => (FIELD_CODES[toAnswerFailure(event.error).code ?? ''] as { key: ProofErrorKey }).key }),
          },
          { guard: 'isAlreadyAnswered', target: 'alreadyAnswered', actions: [assign({ failure: ({ event }) => toAnswerFailure(event.error) }), 'refreshList'] },
          { guard: 'isExpiredRefusal', target: 'expired', actions: [assign({ failure: ({ event }) => toAnswerFailure(event.error) }), 'refreshList'] },
          { guard: 'isNotFound', target: 'notFound', actions: [assign({ failure: ({ event }) => toAnswerFailure(event.error) }), 'refreshList'] },
          { target: 'failed', actions: assign({ failure: ({ event }) => toAnswerFailure(event.error) }) },
        ],
      },
    },
    done: { on: { CLOSE: 'list' } },
    /** The call failed or its result is unknown (network): Retry sends the same answer once more. */
    failed: { on: { RETRY: 'submitting', BACK: 'confirmation', CANCEL: 'list' } },
    /** c2c.already.processed: answered elsewhere (or a retried answer that had gone through). */
    alreadyAnswered: { on: { CLOSE: 'list' } },
    /** c2c.confirm.expired, or the deadline passed while answering: it counts as received. */
    expired: { on: { CLOSE: 'list' } },
    /** c2c.transaction.not.found. */
    notFound: { on: { CLOSE: 'list' } },
  },
});
