import useSWR from 'swr';
import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import { REPORT_KEY_PREFIX } from '@/lib/report-cache';
import type { RecordGameCategory } from '../../profit/game-categories';

type Wire = components['schemas']['ManualRebate'];

/** What one category holds for a claim now, amounts in minor units. */
export interface ManualRebateItem {
  category: RecordGameCategory;
  validBet: number;
  /** Percent. */
  rate: number;
  rebate: number;
  /** Bets counted from here (the last claim of the category, at most 24 hours back). */
  periodStartMs: number;
  periodEndMs: number;
}

export interface ManualRebate {
  items: ManualRebateItem[];
  total: number;
  /** Less than this cannot be claimed (a category, or the total when claiming all). */
  minClaim: number;
  claimIntervalMinutes: number;
  lastClaimMs: number | null;
  /** From when a claim is allowed (the platform's clock). */
  nextClaimMs: number;
}

/** The wire answer in the page's terms. */
export function toManualRebate(value: Wire): ManualRebate {
  return {
    items: value.list.map((item) => ({
      category: item.productType,
      validBet: toMinor(item.validBetAmount),
      rate: item.rebateRate,
      rebate: toMinor(item.rebateAmount),
      periodStartMs: item.periodStartTimestamp,
      periodEndMs: item.periodEndTimestamp,
    })),
    total: toMinor(value.totalRebateAmount),
    minClaim: toMinor(value.minClaimAmount),
    claimIntervalMinutes: value.claimIntervalMinutes,
    lastClaimMs: value.lastClaimTimeInTimestamp ?? null,
    nextClaimMs: value.nextClaimTimeInTimestamp,
  };
}

/**
 * SWR key of the rebate claimable now: a report key, so what a live event refreshes (`revalidateReports()`, e.g. after
 * a bet is settled) refreshes this too.
 */
export const MANUAL_REBATE_KEY = [REPORT_KEY_PREFIX, 'manual-rebate-now'] as const;

/** GET MCSFE_getManualRebate: the rebate the member can claim now, per category. */
export async function fetchManualRebate(): Promise<ManualRebate> {
  return toManualRebate((await api.GET('/wps/relay/MCSFE_getManualRebate')) as Wire);
}

/** The rebate claimable now; `mutate()` after a claim. */
export function useManualRebate() {
  return useSWR(MANUAL_REBATE_KEY, fetchManualRebate, { revalidateOnFocus: true });
}
