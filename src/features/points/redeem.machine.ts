import { and, assign, fromPromise, setup } from 'xstate';
import type { Goods } from './api/point-rewards';
import type { RedeemInput, RedeemResult } from './api/redeem-point-reward';
import { FORM_CODES, toPointsError, type PointsError } from './errors';

export interface RedeemContext {
  /** The goods being redeemed; null while nothing is open. */
  goods: Goods | null;
  /**
   * What was sent: the fund password in it is held only from SUBMIT until the call ends and never stored elsewhere.
   */
  request: RedeemInput | null;
  error: PointsError | null;
  result: RedeemResult | null;
}

export type RedeemEvent =
  | { type: 'OPEN'; goods: Goods }
  | { type: 'SUBMIT'; quantity: number; password: string; receiverAddress?: string; receiverMobile?: string }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

/**
 * Redeeming goods with points (SPEC points mall; PLATFORM-MEMBER passwordCheck/MCSFE_redeemPointReward): the goods
 * open on a form (quantity, receiving address or mobile when the goods need it, fund password) → submitting → result.
 * A wrong fund password or another refusal of the form goes back to it with its message (nothing was taken); no fund
 * password is its own state; a failed call says so and RETRY goes back to the form after refreshing the points, as
 * its result is unknown. A second SUBMIT while one is out is ignored.
 */
export const redeemMachine = setup({
  types: { context: {} as RedeemContext, events: {} as RedeemEvent },
  actors: {
    redeem: fromPromise<RedeemResult, RedeemInput>(async () => {
      throw new Error('redeem is provided by the page');
    }),
  },
  actions: {
    /** Points (and stock) may have moved: refresh the balance, the goods and the history. */
    pointsMoved: () => {},
    /** The fund password was refused: the form empties and focuses the password field. */
    passwordRefused: () => {},
  },
  guards: {
    hasPassword: ({ event }) => event.type === 'SUBMIT' && event.password.length > 0,
    isQuantityAllowed: ({ context, event }) =>
      event.type === 'SUBMIT' && Number.isInteger(event.quantity) && event.quantity >= 1 && event.quantity <= (context.goods?.quantity ?? 0),
    isCode: ({ event }, code: string) => 'error' in event && toPointsError(event.error).code === code,
    isFormRefusal: ({ event }) => 'error' in event && FORM_CODES.includes(toPointsError(event.error).code),
  },
}).createMachine({
  id: 'redeem',
  context: { goods: null, request: null, error: null, result: null },
  initial: 'idle',
  on: {
    OPEN: { target: '.input', actions: assign(({ event }) => ({ goods: event.goods, request: null, error: null, result: null })) },
  },
  states: {
    idle: {},
    input: {
      on: {
        SUBMIT: {
          guard: and(['hasPassword', 'isQuantityAllowed']),
          target: 'submitting',
          actions: assign(({ context, event }) => ({
            error: null,
            request: {
              rewardId: context.goods?.rewardId ?? 0,
              quantity: event.quantity,
              password: event.password,
              ...(event.receiverAddress ? { receiverAddress: event.receiverAddress } : {}),
              ...(event.receiverMobile ? { receiverMobile: event.receiverMobile } : {}),
            },
          })),
        },
        CLOSE: { target: 'idle', actions: assign({ goods: null, request: null, error: null }) },
      },
    },
    submitting: {
      invoke: {
        src: 'redeem',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'result',
          actions: [assign(({ event }) => ({ result: event.output, request: null, error: null })), 'pointsMoved'],
        },
        onError: [
          {
            guard: { type: 'isCode', params: 'invalid.payment.pw' },
            target: 'input',
            actions: [assign(({ event }) => ({ request: null, error: toPointsError(event.error) })), 'passwordRefused'],
          },
          { guard: { type: 'isCode', params: 'not.exists.payment.password' }, target: 'noFundPassword', actions: assign({ request: null }) },
          {
            guard: 'isFormRefusal',
            target: 'input',
            actions: [assign(({ event }) => ({ request: null, error: toPointsError(event.error) })), 'pointsMoved'],
          },
          { target: 'failed', actions: [assign(({ event }) => ({ request: null, error: toPointsError(event.error) })), 'pointsMoved'] },
        ],
      },
    },
    failed: {
      on: {
        RETRY: { target: 'input', actions: assign({ error: null }) },
        CLOSE: { target: 'idle', actions: assign({ goods: null, error: null }) },
      },
    },
    noFundPassword: {
      on: { CLOSE: { target: 'idle', actions: assign({ goods: null, error: null }) } },
    },
    result: {
      on: { CLOSE: { target: 'idle', actions: assign({ goods: null, result: null }) } },
    },
  },
});
