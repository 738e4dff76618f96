import useSWR from 'swr';
import { api, type components } from '@/api';
import { rangeToMs, type DayRange } from '@/lib/date-range';
import { toMinor } from '@/lib/money';
import { REPORT_KEY_PREFIX } from '@/lib/report-cache';
import type { RecordGameCategory } from '../game-categories';

type Wire = components['schemas']['PersonalProfitLoss'];
type WireFigures = components['schemas']['ProfitLossFigures'];

/** Settled bets' figures, amounts in minor units. */
export interface ProfitFigures {
  betCount: number;
  bet: number;
  validBet: number;
  win: number;
  /** Rebate earned on these bets at the member's rate. */
  rebate: number;
  /** win - bet (rebate not included); negative = a loss. */
  pnl: number;
}

export interface ProfitCategoryRow extends ProfitFigures {
  category: RecordGameCategory;
}

/** One day of the series, minor units. */
export interface ProfitDay {
  /** The day's first millisecond (the member's local midnight when the range starts at one). */
  dayStartMs: number;
  bet: number;
  win: number;
  pnl: number;
}

export interface ProfitLoss {
  /** Every category, zeros included, in the platform's order. */
  categories: ProfitCategoryRow[];
  total: ProfitFigures;
  /** Oldest first. */
  daily: ProfitDay[];
}

function figures(value: WireFigures): ProfitFigures {
  return {
    betCount: value.betCount,
    bet: toMinor(value.betAmount),
    validBet: toMinor(value.validBetAmount),
    win: toMinor(value.winAmount),
    rebate: toMinor(value.rebateAmount),
    pnl: toMinor(value.profitAndLoss),
  };
}

/** The wire answer in the page's terms (minor units). */
export function toProfitLoss(value: Wire): ProfitLoss {
  return {
    categories: value.categories.map((category) => ({ category: category.gameCategory, ...figures(category) })),
    total: figures(value.total),
    daily: value.daily.map((day) => ({
      dayStartMs: day.dayStartTimestamp,
      bet: toMinor(day.betAmount),
      win: toMinor(day.winAmount),
      pnl: toMinor(day.profitAndLoss),
    })),
  };
}

// The table (through the report view) and the chart ask for the same range at the same moment: one request for both.
const inFlight = new Map<string, Promise<ProfitLoss>>();

/** GET MCSFE_getPersonalProfitLoss for [startMs, endMs] (startMs the member's local midnight); at most 90 days. */
export function fetchProfitLoss(startMs: number, endMs: number): Promise<ProfitLoss> {
  const id = `${startMs}-${endMs}`;
  const pending = inFlight.get(id);
  if (pending) return pending;
  const request = api
    .GET('/wps/relay/MCSFE_getPersonalProfitLoss', { params: { query: { startDate: startMs, endDate: endMs } } })
    .then((value) => toProfitLoss(value as Wire))
    .finally(() => inFlight.delete(id));
  inFlight.set(id, request);
  return request;
}

/** SWR key of the per-day series of a range (a report key, so `revalidateReports()` refreshes the chart too). */
export function profitLossKey(range: DayRange) {
  return [REPORT_KEY_PREFIX, 'profit-loss-series', range.from, range.to] as const;
}

/** Profit and loss of a range of days (null = do not ask, e.g. a range the page refused). */
export function useProfitLoss(range: DayRange | null) {
  return useSWR(range ? profitLossKey(range) : null, () => {
    const { startMs, endMs } = rangeToMs(range!);
    return fetchProfitLoss(startMs, endMs);
  }, { revalidateOnFocus: false, keepPreviousData: true });
}
