import type { ReportColumn, ReportDefinition } from '@/ui/report';
import { hasAnyTransactions, fetchTransactions, type TransactionRow } from './api';
import { TRANSACTION_CODE_LABELS, type TransactionCode } from './code-types';

/** The platform's 30-day rule for the transaction history (PLATFORM-MEMBER "Records"). */
export const TRANSACTION_MAX_DAYS = 30;

/** The columns: time, type, amount (money out with a minus sign and colour), balance after, order number, remark. */
export function transactionColumns(typeName: (row: TransactionRow) => string): ReportColumn<TransactionRow>[] {
  return [
    { id: 'time', headerKey: 'txn_col_time', time: (row) => row.timeMs },
    { id: 'type', headerKey: 'txn_col_type', cell: typeName, card: 'title' },
    { id: 'amount', headerKey: 'txn_col_amount', amount: (row) => row.amount },
    { id: 'balance', headerKey: 'txn_col_balance', amount: (row) => row.balanceAfter, signed: false },
    { id: 'order', headerKey: 'txn_col_order', cell: (row) => row.orderNo ?? '' },
    { id: 'remark', headerKey: 'txn_col_remark', cell: (row) => row.remark },
  ];
}

/**
 * The transaction history report for the codes this member may filter by.
 * @param codes from `transactionCodeTypes`; @param typeName a row's type name in the current language.
 */
export function transactionsReport(codes: readonly TransactionCode[], typeName: (row: TransactionRow) => string): ReportDefinition<TransactionRow> {
  return {
    id: 'transactions',
    titleKey: 'txn_title',
    columns: transactionColumns(typeName),
    fetcher: fetchTransactions,
    rowKey: (row) => row.txId,
    types: [{ value: '', labelKey: 'txn_code_all' }, ...codes.map((code) => ({ value: code, labelKey: TRANSACTION_CODE_LABELS[code] }))],
    typeControl: 'select',
    typeLabelKey: 'txn_type_filter',
    maxRangeDays: TRANSACTION_MAX_DAYS,
    maxAgeDays: 90,
    defaultPreset: 'today',
    pageSize: 10,
    hasAnyRecords: () => hasAnyTransactions(),
  };
}
