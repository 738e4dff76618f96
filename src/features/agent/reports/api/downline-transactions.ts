import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import type { ReportPage, ReportQuery } from '@/ui/report';
import { teamParams } from '../team-filters';

type WireRow = components['schemas']['DownlineTransaction'];
export type TeamTransactionCode = components['schemas']['TransactionCodeType'];

/** A team member's transaction (downline transaction details), amounts in minor units. */
export interface DownlineTransactionRow {
  /** Unique over the team (transaction ids are per member). */
  key: string;
  txId: string;
  account: string;
  superior: string | null;
  level: number;
  codeType: TeamTransactionCode;
  txTypeName: string;
  remark: string;
  timeMs: number;
  orderNo: string | null;
  /** Negative = money out. */
  amount: number;
  /** The member's main wallet after this row. */
  balanceAfter: number;
}

function toRow(row: WireRow): DownlineTransactionRow {
  return {
    key: `${row.customerName}:${row.txId}`,
    txId: row.txId,
    account: row.customerName,
    superior: row.directAgentName,
    level: row.level,
    codeType: row.codeType,
    txTypeName: row.txTypeName,
    remark: row.remark,
    timeMs: row.txTimeInTimestamp,
    orderNo: row.orderNo ?? null,
    amount: toMinor(row.amount),
    balanceAfter: toMinor(row.currentAvailBalance),
  };
}

/** GET ODSFE2_getDownlineTransDet: one page of the team's transactions, newest first (`query.type` the code, '' all). */
export async function fetchDownlineTransactions(query: ReportQuery, page: number): Promise<ReportPage<DownlineTransactionRow>> {
  const { scope, hideZero, customerName } = teamParams(query);
  const value = await api.GET('/wps/relay/ODSFE2_getDownlineTransDet', {
    params: {
      query: {
        startTime: query.startMs,
        endTime: query.endMs,
        codeTypes: query.type,
        scope,
        hideZero,
        ...(customerName ? { customerName } : {}),
        page,
        size: query.size,
      },
    },
  });
  return {
    rows: value.list.map(toRow),
    total: value.total,
    totalPages: value.totalPages,
    footer: [
      { id: 'in', labelKey: 'txn_total_in', minor: toMinor(value.footer.inAmount) },
      { id: 'out', labelKey: 'txn_total_out', minor: toMinor(value.footer.outAmount) },
      { id: 'net', labelKey: 'txn_total_net', minor: toMinor(value.footer.netAmount) },
    ],
  };
}
