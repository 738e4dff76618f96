import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ticketRevealMachine } from '@/features/promotions/rewards/ticket-reveal.machine';
import type { ClaimTicketResult } from '@/features/promotions/rewards/api/types';

const RESULT: ClaimTicketResult = {
  ticket: { transactionId: 'TK1', ticketType: 'GOLDEN_EGG', promotionName: 'Golden egg smash', status: 'OPENED', receivedTime: 0, rewardAmount: 18.5 },
  rewardAmount: 18.5,
  promotionClaimId: 'PC1',
};

function start(claim: (id: string) => Promise<ClaimTicketResult>, animationMs = 0) {
  const machine = ticketRevealMachine.provide({ actors: { claim: fromPromise(({ input }) => claim(input.transactionId)) } });
  const actor = createActor(machine, { input: { transactionId: 'TK1', animationMs } });
  actor.start();
  return actor;
}

describe('ticketRevealMachine', () => {
  it('claims once however often OPEN is sent, and reveals the prize', async () => {
    const claim = vi.fn<(id: string) => Promise<ClaimTicketResult>>(async () => RESULT);
    const actor = start(claim);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'OPEN' });
    const done = await waitFor(actor, (s) => s.matches('revealed'));
    expect(claim).toHaveBeenCalledTimes(1);
    expect(claim).toHaveBeenCalledWith('TK1');
    expect(done.context.result?.rewardAmount).toBe(18.5);
  });

  it('waits for the animation before revealing, even when the claim answers at once', async () => {
    vi.useFakeTimers();
    try {
      const actor = start(async () => RESULT, 1200);
      actor.send({ type: 'OPEN' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().matches('opening')).toBe(true);
      await vi.advanceTimersByTimeAsync(250);
      expect(actor.getSnapshot().matches('revealed')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the refusal and opens again on RETRY', async () => {
    const claim = vi.fn<(id: string) => Promise<ClaimTicketResult>>().mockRejectedValueOnce(new Error('ticket_expired')).mockResolvedValueOnce(RESULT);
    const actor = start(claim);
    actor.send({ type: 'OPEN' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect((failed.context.error as Error).message).toBe('ticket_expired');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('revealed'));
    expect(claim).toHaveBeenCalledTimes(2);
  });
});
