import { ApiError, api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import type { RecordGameCategory } from '../../profit/game-categories';

type Wire = components['schemas']['SubmitManualRebateResult'];

/** What a claim paid, minor units. */
export interface ManualRebateClaim {
  claimId: string;
  amount: number;
  claimed: { category: RecordGameCategory; amount: number }[];
  /** The main wallet after the claim. */
  mainBalance: number;
  nextClaimMs: number;
}

/**
 * Why a claim was refused, as the page tells it: too soon (with when it is allowed again), nothing to claim (below the
 * minimum), or anything else (network, server: nothing was paid, try again).
 */
export type ClaimRefusal = { kind: 'too-soon'; nextClaimMs: number | null } | { kind: 'nothing-to-claim' } | { kind: 'other'; message: string };

/** The contract's designed errors of MCSFE_submitManualRebate. */
export function claimRefusal(error: unknown): ClaimRefusal {
  if (error instanceof ApiError && error.code === 'rebate.claim.too.soon') {
    const next = (error.value as { nextClaimTimeInTimestamp?: unknown } | undefined)?.nextClaimTimeInTimestamp;
    return { kind: 'too-soon', nextClaimMs: typeof next === 'number' ? next : null };
  }
  if (error instanceof ApiError && error.code === 'rebate.nothing.to.claim') return { kind: 'nothing-to-claim' };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** POST MCSFE_submitManualRebate: claims the rebate of one category, or of every category ('' or none). */
export async function submitManualRebate(category: RecordGameCategory | '' = ''): Promise<ManualRebateClaim> {
  const value = (await api.POST('/wps/relay/MCSFE_submitManualRebate', { body: category ? { productType: category } : {} })) as Wire;
  return {
    claimId: value.claimId,
    amount: toMinor(value.rebateAmount),
    claimed: value.claimed.map((item) => ({ category: item.productType, amount: toMinor(item.rebateAmount) })),
    mainBalance: toMinor(value.mainBalance),
    nextClaimMs: value.nextClaimTimeInTimestamp,
  };
}
