import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import type { ReportPage, ReportQuery } from '@/ui/report';
import type { ContractType } from '../model';

type WireRow = components['schemas']['ContractRecord'];

/** One settlement period of the agent's contract; money in minor units, rate in percent (0: no tier reached). */
export interface ContractRecordRow {
  id: string;
  startMs: number;
  endMs: number;
  validBet: number;
  /** Dividend only. */
  profitLoss: number | null;
  activeMembers: number;
  rate: number;
  amount: number;
  status: WireRow['status'];
  paidMs: number | null;
}

function toRow(row: WireRow): ContractRecordRow {
  return {
    id: row.recordId,
    startMs: row.periodStartTimestamp,
    endMs: row.periodEndTimestamp,
    validBet: toMinor(row.validBetAmount),
    profitLoss: row.profitLoss === null ? null : toMinor(row.profitLoss),
    activeMembers: row.activeMembers,
    rate: row.rate,
    amount: toMinor(row.amount),
    status: row.status,
    paidMs: row.paidTimeInTimestamp,
  };
}

/** GET MCSFE_getContractRecords: one page of the agent's records of a kind whose period starts in the range. */
export async function fetchContractRecords(type: ContractType, query: ReportQuery, page: number): Promise<ReportPage<ContractRecordRow>> {
  const value = await api.GET('/wps/relay/MCSFE_getContractRecords', {
    params: { query: { contractType: type, startDate: query.startMs, endDate: query.endMs, page, size: query.size } },
  });
  return {
    rows: value.list.map(toRow),
    total: value.total,
    totalPages: value.totalPages,
    footer: [
      { id: 'valid', labelKey: 'contract_total_valid', minor: toMinor(value.footer.validBetAmount), signed: false },
      { id: 'amount', labelKey: 'contract_total_amount', minor: toMinor(value.footer.amount), signed: false },
    ],
  };
}
