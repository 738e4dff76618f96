import type { TFunction } from 'i18next';
import { formatDate, formatNumber } from '@/lib/format';
import type { ReportColumn, ReportDefinition } from '@/ui/report';
import { fetchContractRecords, type ContractRecordRow } from './api/contract-records';
import { rateText } from './format';
import type { ContractType } from './model';

/** A period as text: an hour or 5 minutes within a day, a whole day, or first and last day. */
export function recordPeriodText(type: ContractType, row: ContractRecordRow): string {
  if (type === 'REALTIME' || type === 'HOURLY') return `${formatDate(row.startMs, 'DD/MM/YYYY HH:mm')} – ${formatDate(row.endMs + 1, 'HH:mm')}`;
  const first = formatDate(row.startMs, 'DD/MM/YYYY');
  const last = formatDate(row.endMs, 'DD/MM/YYYY');
  return first === last ? first : `${first} – ${last}`;
}

/**
 * The agent's contract records of one kind by period (SPEC: dividend period valid bet, P&L, active members, rate; salaries
 * team betting, active members, rate, amount), with status, on the report view (range in the address, totals, CSV).
 */
export function contractRecordsReport(t: TFunction, type: ContractType): ReportDefinition<ContractRecordRow> {
  const columns: ReportColumn<ContractRecordRow>[] = [
    { id: 'period', headerKey: 'contract_col_period', cell: (row) => recordPeriodText(type, row), card: 'title' },
    { id: 'valid', headerKey: type === 'DIVIDEND' ? 'contract_col_valid' : 'contract_col_team_betting', amount: (row) => row.validBet, signed: false },
    ...(type === 'DIVIDEND' ? [{ id: 'pnl', headerKey: 'contract_col_pnl', amount: (row: ContractRecordRow) => row.profitLoss }] : []),
    { id: 'active', headerKey: 'contract_col_active', cell: (row) => formatNumber(row.activeMembers), align: 'end', csv: (row) => row.activeMembers },
    { id: 'rate', headerKey: 'contract_col_rate', cell: (row) => (row.rate > 0 ? rateText(t, row.rate) : '–'), align: 'end', csv: (row) => row.rate },
    { id: 'amount', headerKey: 'contract_col_amount', amount: (row) => row.amount, signed: false },
    { id: 'status', headerKey: 'contract_col_record_status', cell: (row) => t(`contract_record_${row.status}`) },
  ];
  return {
    id: `contract-records-${type}`,
    titleKey: `contract_records_title_${type}`,
    columns,
    fetcher: (query, page) => fetchContractRecords(type, query, page),
    rowKey: (row) => row.id,
    defaultPreset: type === 'REALTIME' || type === 'HOURLY' ? 'today' : 'last30',
    maxAgeDays: 90,
    pageSize: 10,
  };
}
