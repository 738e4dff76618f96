import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import type { ReportPage, ReportQuery } from '@/ui/report';
import { teamParams, type TeamSortOption } from '../team-filters';

type WireRow = components['schemas']['TeamProfitLoss'];

/** One team member's money in and out and game result of the range (user profit and loss), minor units. */
export interface TeamProfitLossRow {
  account: string;
  superior: string | null;
  level: number;
  deposit: number;
  /** Withdrawn, as a positive amount. */
  withdraw: number;
  bet: number;
  valid: number;
  win: number;
  rebate: number;
  promotion: number;
  /** Win minus bet (rebate and promotions not included). */
  pnl: number;
}

function toRow(row: WireRow): TeamProfitLossRow {
  return {
    account: row.customerName,
    superior: row.directAgentName,
    level: row.level,
    deposit: toMinor(row.depositAmount),
    withdraw: toMinor(row.withdrawAmount),
    bet: toMinor(row.betAmount),
    valid: toMinor(row.validBetAmount),
    win: toMinor(row.winAmount),
    rebate: toMinor(row.rebateAmount),
    promotion: toMinor(row.promotionAmount),
    pnl: toMinor(row.profitAndLoss),
  };
}

/** GET ODSFE2_getTeamProfitLoss: one page of the team's members with their figures of the range. */
export async function fetchTeamProfitLoss(query: ReportQuery, page: number, sortOptions?: readonly TeamSortOption[]): Promise<ReportPage<TeamProfitLossRow>> {
  const value = await api.GET('/wps/relay/ODSFE2_getTeamProfitLoss', {
    params: { query: { startDate: query.startMs, endDate: query.endMs, ...teamParams(query, sortOptions), page, size: query.size } },
  });
  const f = value.footer;
  return {
    rows: value.list.map(toRow),
    total: value.total,
    totalPages: value.totalPages,
    footer: [
      { id: 'deposit', labelKey: 'agrep_total_deposit', minor: toMinor(f.depositAmount), signed: false },
      { id: 'withdraw', labelKey: 'agrep_total_withdraw', minor: toMinor(f.withdrawAmount), signed: false },
      { id: 'valid', labelKey: 'agrep_total_valid', minor: toMinor(f.validBetAmount), signed: false },
      { id: 'rebate', labelKey: 'agrep_total_rebate', minor: toMinor(f.rebateAmount), signed: false },
      { id: 'promotion', labelKey: 'agrep_total_promotion', minor: toMinor(f.promotionAmount), signed: false },
      { id: 'pnl', labelKey: 'agrep_total_pnl', minor: toMinor(f.profitAndLoss) },
    ],
  };
}
