import type { PromotionDetail, PromotionMemberStatus, PromotionSummary, RaffleStatus } from '../api/types';

/** The status texts a promotion can show instead of an action (SPEC §4 activity statuses and the raffle's). */
export type PromotionStatusKey =
  | 'coming_soon'
  | 'closed'
  | 'joined'
  | 'applying'
  | 'process'
  | 'rejected'
  | 'issued'
  | 'claimed'
  | 'auto'
  | 'raffle_pending'
  | 'raffle_lost';

/** The one thing the member can do with a promotion now, or the status when there is nothing to do. */
export type PromotionAction =
  | { kind: 'join' }
  | { kind: 'apply' }
  | { kind: 'claim'; promotionClaimId: string }
  | { kind: 'raffleClaim' }
  | { kind: 'status'; status: PromotionStatusKey; reason?: string | null };

/**
 * Decides a promotion's action from its card, the member's status (none for a visitor or NONE) and, for a raffle, the
 * draw. An issued reward can be claimed even after the promotion closed; a coming-soon one cannot be joined yet.
 */
export function promotionAction(
  promotion: Pick<PromotionSummary | PromotionDetail, 'status' | 'joinMode'>,
  member: Pick<PromotionMemberStatus, 'memberStatus' | 'promotionClaimId' | 'rejectReason'> | undefined,
  raffle?: RaffleStatus,
): PromotionAction {
  const status = member?.memberStatus ?? 'NONE';
  if (promotion.status === 'COMING_SOON') return { kind: 'status', status: 'coming_soon' };
  if (promotion.joinMode === 'RAFFLE' && raffle?.joined) {
    if (raffle.claimed || status === 'CLAIMED') return { kind: 'status', status: 'claimed' };
    if (raffle.drawStatus === 'PENDING') return { kind: 'status', status: 'raffle_pending' };
    return raffle.won ? { kind: 'raffleClaim' } : { kind: 'status', status: 'raffle_lost' };
  }
  switch (status) {
    case 'ISSUED':
      return member?.promotionClaimId ? { kind: 'claim', promotionClaimId: member.promotionClaimId } : { kind: 'status', status: 'issued' };
    case 'CLAIMED':
      return { kind: 'status', status: 'claimed' };
    case 'APPLYING':
      return { kind: 'status', status: 'applying' };
    case 'PROCESS':
      return { kind: 'status', status: 'process' };
    case 'REJECTED':
      return { kind: 'status', status: 'rejected', reason: member?.rejectReason ?? null };
    case 'JOINED':
      return { kind: 'status', status: promotion.status === 'CLOSED' ? 'closed' : 'joined' };
    default:
      break;
  }
  if (promotion.status === 'CLOSED') return { kind: 'status', status: 'closed' };
  if (promotion.joinMode === 'APPLY') return { kind: 'apply' };
  if (promotion.joinMode === 'AUTO') return { kind: 'status', status: 'auto' };
  return { kind: 'join' };
}
