/**
 * Records: the member's record pages (betting record, transaction history, profit and loss, bonus details, manual
 * rebate), each a lazy entry under ./entries, all drawn with the one report view of '@/ui/report'.
 */
export { TransactionHistory } from './transactions/transaction-history';
export type { TransactionHistoryProps } from './transactions/transaction-history';
export { transactionCodeTypes } from './transactions/code-types';
