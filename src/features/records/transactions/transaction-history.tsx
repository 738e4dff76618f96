import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMember } from '@/lib/member';
import { useSystem } from '@/lib/system';
import { Spinner } from '@/ui';
import { ReportView } from '@/ui/report';
import { useAgentContracts } from '@/lib/agent-contracts';
import type { TransactionRow } from './api';
import { TRANSACTION_CODE_LABELS, transactionCodeTypes } from './code-types';
import { transactionsReport } from './transactions-report';

export interface TransactionHistoryProps {
  /** Forces the table or the cards (stories); by the screen width otherwise. */
  layout?: 'table' | 'cards';
}

/**
 * Member page transactionHistory: money in and out of the main wallet with the balance after each row, filtered by
 * the platform's codes this member may see, at most 30 days at a time, exportable as CSV.
 */
export function TransactionHistory({ layout }: TransactionHistoryProps) {
  const { t } = useTranslation();
  const { role } = useMember();
  const { flags } = useSystem();
  // The consolidated call, asked only for non-trial agents on a brand with AGENTPOLICY3 (as the agent centre asks it).
  const { contracts: agentContracts, loading } = useAgentContracts();
  const { dividend, dailySalary, hourSalary } = agentContracts.holds;
  const codes = transactionCodeTypes({ flags, role, contracts: { dividend, dailySalary, hourSalary } });
  const codesKey = codes.join(',');
  // The platform's English name when a code is not one we know.
  const typeName = useCallback(
    (row: TransactionRow) => (row.codeType in TRANSACTION_CODE_LABELS ? t(TRANSACTION_CODE_LABELS[row.codeType]) : row.txTypeName),
    [t],
  );
  const report = useMemo(() => transactionsReport(codesKey ? (codesKey.split(',') as typeof codes) : [], typeName), [codesKey, typeName]);
  if (loading) return <Spinner />;
  return <ReportView report={report} layout={layout} />;
}
