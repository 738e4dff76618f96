import { describe, expect, it } from 'vitest';
import type { PromotionSummary, RaffleStatus } from '@/features/promotions/api/types';
import { promotionAction } from '@/features/promotions/detail/promotion-action';

const running = (joinMode: PromotionSummary['joinMode']) => ({ status: 'RUNNING' as const, joinMode });
const raffle = (over: Partial<RaffleStatus>): RaffleStatus => ({ promotionId: 102, joined: true, drawTime: 0, drawStatus: 'PENDING', won: false,
  prizeAmount: null, ticketNo: 'R1', claimed: false, ...over });

describe('promotionAction', () => {
  it('offers the join mode\'s action when nothing was done (a visitor too)', () => {
    expect(promotionAction(running('JOIN'), undefined)).toEqual({ kind: 'join' });
    expect(promotionAction(running('APPLY'), { memberStatus: 'NONE', promotionClaimId: null, rejectReason: null })).toEqual({ kind: 'apply' });
    expect(promotionAction(running('RAFFLE'), undefined)).toEqual({ kind: 'join' });
    expect(promotionAction(running('AUTO'), undefined)).toEqual({ kind: 'status', status: 'auto' });
  });

  it('gives each SPEC §4 status its text, a rejection with its reason', () => {
    const of = (memberStatus: 'JOINED' | 'APPLYING' | 'PROCESS' | 'CLAIMED', joinMode: PromotionSummary['joinMode'] = 'JOIN') =>
      promotionAction(running(joinMode), { memberStatus, promotionClaimId: null, rejectReason: null });
    expect(of('JOINED')).toEqual({ kind: 'status', status: 'joined' });
    expect(of('APPLYING', 'APPLY')).toEqual({ kind: 'status', status: 'applying' });
    expect(of('PROCESS', 'APPLY')).toEqual({ kind: 'status', status: 'process' });
    expect(of('CLAIMED')).toEqual({ kind: 'status', status: 'claimed' });
    expect(promotionAction(running('APPLY'), { memberStatus: 'REJECTED', promotionClaimId: null, rejectReason: 'Too late' }))
      .toEqual({ kind: 'status', status: 'rejected', reason: 'Too late' });
  });

  it('claims an issued reward, even once the promotion closed', () => {
    const issued = { memberStatus: 'ISSUED' as const, promotionClaimId: 'PC1', rejectReason: null };
    expect(promotionAction(running('JOIN'), issued)).toEqual({ kind: 'claim', promotionClaimId: 'PC1' });
    expect(promotionAction({ status: 'CLOSED', joinMode: 'JOIN' }, issued)).toEqual({ kind: 'claim', promotionClaimId: 'PC1' });
    expect(promotionAction(running('JOIN'), { ...issued, promotionClaimId: null })).toEqual({ kind: 'status', status: 'issued' });
  });

  it('says coming soon and closed instead of an action', () => {
    expect(promotionAction({ status: 'COMING_SOON', joinMode: 'JOIN' }, undefined)).toEqual({ kind: 'status', status: 'coming_soon' });
    expect(promotionAction({ status: 'CLOSED', joinMode: 'APPLY' }, undefined)).toEqual({ kind: 'status', status: 'closed' });
  });

  it('follows a joined raffle: pending, won (claim), not drawn, claimed', () => {
    const joined = { memberStatus: 'JOINED' as const, promotionClaimId: null, rejectReason: null };
    expect(promotionAction(running('RAFFLE'), joined, raffle({}))).toEqual({ kind: 'status', status: 'raffle_pending' });
    expect(promotionAction(running('RAFFLE'), joined, raffle({ drawStatus: 'DRAWN', won: true, prizeAmount: 8 }))).toEqual({ kind: 'raffleClaim' });
    expect(promotionAction(running('RAFFLE'), joined, raffle({ drawStatus: 'DRAWN' }))).toEqual({ kind: 'status', status: 'raffle_lost' });
    expect(promotionAction(running('RAFFLE'), joined, raffle({ drawStatus: 'DRAWN', won: true, claimed: true }))).toEqual({ kind: 'status', status: 'claimed' });
  });
});
