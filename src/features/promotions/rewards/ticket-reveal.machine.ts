import { assign, fromPromise, setup } from 'xstate';
import type { ClaimTicketResult } from './api/types';

export interface TicketRevealContext {
  transactionId: string;
  /** How long the opening animation plays at least (0 under reduced motion). */
  animationMs: number;
  result: ClaimTicketResult | null;
  error: unknown;
}

export type TicketRevealEvent = { type: 'OPEN' } | { type: 'RETRY' };

/**
 * Opening one reward ticket: opening (the claim and the animation, whichever is longer) → revealed with the prize, or
 * failed with the refusal and Retry. OPEN while opening is ignored, so a ticket is never claimed twice.
 */
export const ticketRevealMachine = setup({
  types: {
    context: {} as TicketRevealContext,
    events: {} as TicketRevealEvent,
    input: {} as { transactionId: string; animationMs: number },
  },
  actors: {
    /** POST PROMOFE_claimTicket. */
    claim: fromPromise<ClaimTicketResult, { transactionId: string }>(async () => {
      throw new Error('claim is provided by the view');
    }),
    /** The animation's minimum time. */
    wait: fromPromise<void, { ms: number }>(({ input }) => new Promise((resolve) => setTimeout(resolve, input.ms))),
  },
}).createMachine({
  id: 'ticketReveal',
  context: ({ input }) => ({ transactionId: input.transactionId, animationMs: input.animationMs, result: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { OPEN: 'opening' } },
    opening: {
      entry: assign({ error: null }),
      type: 'parallel',
      states: {
        claiming: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'claim',
                input: ({ context }) => ({ transactionId: context.transactionId }),
                onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
                onError: { target: '#ticketReveal.failed', actions: assign({ error: ({ event }) => event.error }) },
              },
            },
            done: { type: 'final' },
          },
        },
        animating: {
          initial: 'playing',
          states: {
            playing: {
              invoke: { src: 'wait', input: ({ context }) => ({ ms: context.animationMs }), onDone: 'done' },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'revealed',
    },
    revealed: { type: 'final' },
    failed: { on: { RETRY: 'opening' } },
  },
});
