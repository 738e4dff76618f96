import { TransactionHistory } from '../transactions/transaction-history';

/** Member page transactionHistory (its own chunk). */
export default function TransactionHistoryPage() {
  return <TransactionHistory />;
}
