import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import type { ReportPage, ReportQuery } from '@/ui/report';
import { gameCategoryOf, teamParams, type TeamSortOption } from '../team-filters';

type WireRow = components['schemas']['TeamBetSum'];

/** One team member's settled bets of the range (team betting), amounts in minor units. */
export interface TeamBetRow {
  account: string;
  /** The member's direct superior (upline). */
  superior: string | null;
  /** Levels below the agent (1 = direct downline). */
  level: number;
  betCount: number;
  bet: number;
  valid: number;
  win: number;
  /** Win minus bet; negative = the member lost. */
  pnl: number;
}

function toRow(row: WireRow): TeamBetRow {
  return {
    account: row.customerName,
    superior: row.directAgentName,
    level: row.level,
    betCount: row.betCount,
    bet: toMinor(row.betAmount),
    valid: toMinor(row.validBetAmount),
    win: toMinor(row.winAmount),
    pnl: toMinor(row.profitAndLoss),
  };
}

/**
 * GET ODSFE2_getTeamBetSum: one page of the team's members with their bets in the range (`query.type` is the game
 * category, '' all; scope, zero rows, account and sort from the extra filters).
 */
export async function fetchTeamBetSum(query: ReportQuery, page: number, sortOptions?: readonly TeamSortOption[]): Promise<ReportPage<TeamBetRow>> {
  const value = await api.GET('/wps/relay/ODSFE2_getTeamBetSum', {
    params: {
      query: { startDate: query.startMs, endDate: query.endMs, gameCategory: gameCategoryOf(query), ...teamParams(query, sortOptions), page, size: query.size },
    },
  });
  return {
    rows: value.list.map(toRow),
    total: value.total,
    totalPages: value.totalPages,
    footer: [
      { id: 'bet', labelKey: 'agrep_total_bet', minor: toMinor(value.footer.betAmount), signed: false },
      { id: 'valid', labelKey: 'agrep_total_valid', minor: toMinor(value.footer.validBetAmount), signed: false },
      { id: 'win', labelKey: 'agrep_total_win', minor: toMinor(value.footer.winAmount), signed: false },
      { id: 'pnl', labelKey: 'agrep_total_pnl', minor: toMinor(value.footer.profitAndLoss) },
    ],
  };
}
