import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import type { ReportPage, ReportQuery } from '@/ui/report';
import { gameCategoryOf, teamParams, type TeamSortOption } from '../team-filters';

type WireRow = components['schemas']['AgentIncome'];

/** What the agent earned on one team member's valid bet in the range (my income), minor units. */
export interface AgentIncomeRow {
  account: string;
  superior: string | null;
  level: number;
  valid: number;
  /** Percent of the valid bet, by the member's level. */
  rate: number;
  commission: number;
}

function toRow(row: WireRow): AgentIncomeRow {
  return {
    account: row.customerName,
    superior: row.directAgentName,
    level: row.level,
    valid: toMinor(row.validBetAmount),
    rate: row.commissionRate,
    commission: toMinor(row.commissionAmount),
  };
}

/** GET ODSFE2_getAgentIncome: one page of the agent's commission per team member (`query.type` the game category). */
export async function fetchAgentIncome(query: ReportQuery, page: number, sortOptions?: readonly TeamSortOption[]): Promise<ReportPage<AgentIncomeRow>> {
  const value = await api.GET('/wps/relay/ODSFE2_getAgentIncome', {
    params: {
      query: { startDate: query.startMs, endDate: query.endMs, gameCategory: gameCategoryOf(query), ...teamParams(query, sortOptions), page, size: query.size },
    },
  });
  return {
    rows: value.list.map(toRow),
    total: value.total,
    totalPages: value.totalPages,
    footer: [
      { id: 'valid', labelKey: 'agrep_total_valid', minor: toMinor(value.footer.validBetAmount), signed: false },
      { id: 'commission', labelKey: 'agrep_total_commission', minor: toMinor(value.footer.commissionAmount), signed: false },
    ],
  };
}
