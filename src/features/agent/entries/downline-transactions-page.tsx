import { DownlineTransactions } from '../reports/team-report-pages';

/** Agent page agentDownlineTransactionDetailsCopy (downline transaction details) (its own chunk). */
export default function DownlineTransactionsPage() {
  return <DownlineTransactions />;
}
