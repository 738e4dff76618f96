import { assign, fromPromise, setup } from 'xstate';
import type { ConvertInput, ConvertResult } from './api/convert-point';
import { FORM_CODES, toPointsError, type PointsError } from './errors';

export interface ConvertContext {
  /** Points chosen on the form; kept for the confirmation and after a refusal. */
  points: number;
  /** What they are worth, minor units (for the confirmation rows). */
  amountMinor: number;
  /** The fund password, held only from NEXT until the call ends or the person goes back. */
  password: string;
  error: PointsError | null;
  result: ConvertResult | null;
}

export type ConvertEvent =
  | { type: 'NEXT'; points: number; amountMinor: number; password: string }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'AGAIN' };

const forget = { password: '' } as const;

/**
 * Converting points to cash (passwordCheck/MCSFE_convertPoint): input (points, fund password) → the money
 * confirmation → submitting → result. A wrong fund password or another refusal goes back to the form with the points
 * kept; no fund password is its own state; a failed call says so and RETRY goes back to the form (the points and the
 * wallet are refreshed, as the result is unknown). CONFIRM while submitting is ignored.
 */
export const convertMachine = setup({
  types: { context: {} as ConvertContext, events: {} as ConvertEvent },
  actors: {
    convert: fromPromise<ConvertResult, ConvertInput>(async () => {
      throw new Error('convert is provided by the page');
    }),
  },
  actions: {
    /** Points and the main wallet may have moved: refresh them (and the header balance). */
    moneyMoved: () => {},
    /** The fund password was refused: the form empties and focuses the password field. */
    passwordRefused: () => {},
    /** The conversion went through: the form empties. */
    converted: () => {},
  },
  guards: {
    isAllowed: ({ event }) => event.type === 'NEXT' && Number.isInteger(event.points) && event.points > 0 && event.password.length > 0,
    isCode: ({ event }, code: string) => 'error' in event && toPointsError(event.error).code === code,
    isFormRefusal: ({ event }) => 'error' in event && FORM_CODES.includes(toPointsError(event.error).code),
  },
}).createMachine({
  id: 'convertPoints',
  context: { points: 0, amountMinor: 0, password: '', error: null, result: null },
  initial: 'input',
  states: {
    input: {
      on: {
        NEXT: {
          guard: 'isAllowed',
          target: 'confirmation',
          actions: assign(({ event }) => ({ points: event.points, amountMinor: event.amountMinor, password: event.password, error: null })),
        },
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
        src: 'convert',
        input: ({ context }) => ({ points: context.points, password: context.password }),
        onDone: {
          target: 'result',
          actions: [assign(({ event }) => ({ ...forget, result: event.output, error: null })), 'moneyMoved', 'converted'],
        },
        onError: [
          {
            guard: { type: 'isCode', params: 'invalid.payment.pw' },
            target: 'input',
            actions: [assign(({ event }) => ({ ...forget, error: toPointsError(event.error) })), 'passwordRefused'],
          },
          { guard: { type: 'isCode', params: 'not.exists.payment.password' }, target: 'noFundPassword', actions: assign(forget) },
          {
            guard: 'isFormRefusal',
            target: 'input',
            actions: [assign(({ event }) => ({ ...forget, error: toPointsError(event.error) })), 'moneyMoved'],
          },
          { target: 'failed', actions: [assign(({ event }) => ({ ...forget, error: toPointsError(event.error) })), 'moneyMoved'] },
        ],
      },
    },
    failed: {
      on: { RETRY: { target: 'input', actions: assign({ error: null }) } },
    },
    noFundPassword: {},
    result: {
      on: { AGAIN: { target: 'input', actions: assign({ result: null, points: 0, amountMinor: 0 }) } },
    },
  },
});
