import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { toFlowError } from './errors';
import type { FlowError, SmsResult } from './types';

/** Resend wait when the server names no expiry, and always with the third-party service (SPEC §4, §9). */
export const DEFAULT_WAIT_SECONDS = 60;

/** The wait in whole seconds: expiredMinutes × 60 (else 60), less half the time the request took. */
export function countdownSeconds(
  result: SmsResult | null | undefined,
  requestMs: number,
  thirdParty = false,
): number {
  const minutes = result?.expiredMinutes;
  const base = !thirdParty && typeof minutes === 'number' && minutes > 0 ? minutes * 60 : DEFAULT_WAIT_SECONDS;
  return Math.max(1, Math.round(base - Math.max(0, requestMs) / 2000));
}

/** A mobile number as SPEC §5's mobile rule accepts it: digits only, 7 to 15 of them. */
export function isValidMobile(mobile: string): boolean {
  return /^\d{7,15}$/.test(mobile.trim());
}

export interface SmsCountdownInput {
  thirdParty?: boolean;
  /** False when the code goes to a number the server holds (the unregistered-IP check): nothing to validate. */
  checksMobile?: boolean;
  /** Reads the time, to measure the request (tests pass a simulated clock's). */
  now?: () => number;
  /** Timers of the ticker (tests pass a simulated clock). */
  clock?: TickerClock;
}

export interface SmsCountdownContext {
  thirdParty: boolean;
  checksMobile: boolean;
  now: () => number;
  clock: TickerClock;
  remaining: number;
  requestStartedAt: number;
  mobile: string;
  countryDialingCode: string;
  error: FlowError | null;
}

export type SmsCountdownEvent =
  | { type: 'SEND'; mobile: string; countryDialingCode?: string }
  /** A code was sent without a SEND (the server sent it with a challenge): the wait starts now. */
  | { type: 'SENT'; result: SmsResult }
  | { type: 'TICK' }
  | { type: 'DISMISS' };

/** Timers the ticker runs on: the page's, or a simulated clock in tests (XState's `SimulatedClock` fits). */
export interface TickerClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const pageClock: TickerClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Sends TICK every second while it runs: the countdown's ticker. */
export const ticker = fromCallback<SmsCountdownEvent, { clock: TickerClock }>(({ sendBack, input }) => {
  let id: unknown;
  const next = () => {
    id = input.clock.setTimeout(() => {
      sendBack({ type: 'TICK' });
      next();
    }, 1000);
  };
  next();
  return () => input.clock.clearTimeout(id);
});

/**
 * The sms code button (SPEC §4 "Sms countdown"): a send first validates the mobile number; while a code request
 * or its countdown runs another send is blocked; at zero it resets and resend is allowed. A failed request keeps
 * the server's message for the warning dialog.
 */
export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
  },
  actors: {
    /** POST /wps/verification/sms/noLogin or /register. */
    sendSms: fromPromise<SmsResult, { mobile: string; countryDialingCode: string }>(async () => {
      throw new Error('sendSms is provided by the app');
    }),
    ticker,
  },
  guards: {
    isValidMobile: ({ context, event }) => event.type === 'SEND' && (!context.checksMobile || isValidMobile(event.mobile)),
    isLastSecond: ({ context }) => context.remaining <= 1,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    thirdParty: input.thirdParty ?? false,
    checksMobile: input.checksMobile ?? true,
    now: input.now ?? Date.now,
    clock: input.clock ?? pageClock,
    remaining: 0,
    requestStartedAt: 0,
    mobile: '',
    countryDialingCode: '',
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SEND: [
          {
            guard: 'isValidMobile',
            target: 'sending',
            actions: assign({
              mobile: ({ event }) => event.mobile.trim(),
              countryDialingCode: ({ event }) => event.countryDialingCode ?? '',
              error: null,
            }),
          },
          { actions: assign({ error: { message: 'auth_invalid_mobile' } }) },
        ],
        SENT: {
          target: 'counting',
          actions: assign({ remaining: ({ context, event }) => countdownSeconds(event.result, 0, context.thirdParty), error: null }),
        },
        DISMISS: { actions: assign({ error: null }) },
      },
    },
    sending: {
      entry: assign({ requestStartedAt: ({ context }) => context.now() }),
      invoke: {
        src: 'sendSms',
        input: ({ context }) => ({ mobile: context.mobile, countryDialingCode: context.countryDialingCode }),
        onDone: {
          target: 'counting',
          actions: assign({
            remaining: ({ context, event }) =>
              countdownSeconds(event.output, context.now() - context.requestStartedAt, context.thirdParty),
          }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    counting: {
      invoke: { src: 'ticker', input: ({ context }) => ({ clock: context.clock }) },
      on: {
        TICK: [
          { guard: 'isLastSecond', target: 'idle', actions: assign({ remaining: 0 }) },
          { actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
        ],
      },
    },
  },
});
