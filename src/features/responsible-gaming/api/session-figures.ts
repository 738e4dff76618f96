import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';

type Wire = components['schemas']['PersonalProfitLoss'];

/** This session's settled bets from the betting records, minor units; pnl negative = a loss. */
export interface SessionFigures {
  betCount: number;
  bet: number;
  pnl: number;
}

/** GET MCSFE_getPersonalProfitLoss for [sinceMs, nowMs]: the totals of the bets placed since signing in. */
export async function fetchSessionFigures(sinceMs: number, nowMs: number): Promise<SessionFigures> {
  const value = (await api.GET('/wps/relay/MCSFE_getPersonalProfitLoss', {
    params: { query: { startDate: sinceMs, endDate: Math.max(nowMs, sinceMs) } },
  })) as Wire;
  return { betCount: value.total.betCount, bet: toMinor(value.total.betAmount), pnl: toMinor(value.total.profitAndLoss) };
}
