import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportView } from '@/ui/report';
import { downlineTransactionsReport, incomeReport, teamBettingReport, teamProfitLossReport } from './team-reports';
import './team-reports.css';

export interface TeamReportProps {
  /** Forces the table or the cards (stories, tests); by the screen width otherwise. */
  layout?: 'table' | 'cards';
}

const bettingReport = teamBettingReport();
const profitLossReport = teamProfitLossReport();

/** What a report counts, above its filters. */
function Intro({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return <p className="agent-report__intro">{t(textKey)}</p>;
}

/** Agent page personalHistoryCopy (team betting): each team member's settled bets of the period, by game category. */
export function TeamBetting({ layout }: TeamReportProps) {
  return (
    <div className="agent-report">
      <Intro textKey="agrep_intro_team_betting" />
      <ReportView report={bettingReport} layout={layout} />
    </div>
  );
}

/** Agent page palStatementsAgentCopy (user profit and loss): each member's money in and out and game result. */
export function TeamProfitLoss({ layout }: TeamReportProps) {
  return (
    <div className="agent-report">
      <Intro textKey="agrep_intro_profit_loss" />
      <ReportView report={profitLossReport} layout={layout} />
    </div>
  );
}

/** Agent page agentRevenueReport (my income): the commission earned on each member's valid bet. */
export function RevenueReport({ layout }: TeamReportProps) {
  const { t } = useTranslation();
  const report = useMemo(() => incomeReport(t), [t]);
  return (
    <div className="agent-report">
      <Intro textKey="agrep_intro_income" />
      <ReportView report={report} layout={layout} />
    </div>
  );
}

/** Agent page agentDownlineTransactionDetailsCopy: the team's transactions, newest first, at most 30 days at a time. */
export function DownlineTransactions({ layout }: TeamReportProps) {
  const { t } = useTranslation();
  const report = useMemo(() => downlineTransactionsReport(t), [t]);
  return (
    <div className="agent-report">
      <Intro textKey="agrep_intro_transactions" />
      <ReportView report={report} layout={layout} />
    </div>
  );
}
