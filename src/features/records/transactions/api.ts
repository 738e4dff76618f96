import { api } from '@/api';
import type { components } from '@/api/schema.gen';
import { addDays, dayOf, rangeToMs } from '@/lib/date-range';
import { toMinor } from '@/lib/money';
import type { ReportPage, ReportQuery } from '@/ui/report';

type TransactionRecord = components['schemas']['TransactionRecord'];

/** A row of the transaction history, amounts in minor units. */
export interface TransactionRow {
  txId: string;
  codeType: TransactionRecord['codeType'];
  txTypeName: string;
  remark: string;
  timeMs: number;
  orderNo: string | null;
  /** Minor units; negative = money out. */
  amount: number;
  /** The main wallet after this row, minor units. */
  balanceAfter: number;
}

function toRow(record: TransactionRecord): TransactionRow {
  return {
    txId: record.txId,
    codeType: record.codeType,
    txTypeName: record.txTypeName,
    remark: record.remark,
    timeMs: record.txTimeInTimestamp,
    orderNo: record.orderNo ?? null,
    amount: toMinor(record.amount),
    balanceAfter: toMinor(record.currentAvailBalance),
  };
}

/** GET ODSFE2_MemTransDet: one page of the member's transactions (`query.type` is the code, '' all). */
export async function fetchTransactions(query: ReportQuery, page: number): Promise<ReportPage<TransactionRow>> {
  const value = await api.GET('/wps/relay/ODSFE2_MemTransDet', {
    params: { query: { codeTypes: query.type, startTime: query.startMs, endTime: query.endMs, page, size: query.size } },
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

/**
 * Whether the member has any transaction in the last 90 days (the platform answers at most 30 days at a time, so up to
 * three one-row asks, newest first): "no records yet" versus "none for these filters".
 */
export async function hasAnyTransactions(now: Date | number = new Date()): Promise<boolean> {
  const today = dayOf(now);
  for (let window = 0; window < 3; window += 1) {
    const to = addDays(today, -30 * window);
    const { startMs, endMs } = rangeToMs({ from: addDays(to, -29), to });
    const value = await api.GET('/wps/relay/ODSFE2_MemTransDet', { params: { query: { codeTypes: '', startTime: startMs, endTime: endMs, page: 1, size: 1 } } });
    if (value.total > 0) return true;
  }
  return false;
}
