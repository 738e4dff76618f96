import { RevenueReport } from '../reports/team-report-pages';

/** Agent page agentRevenueReport (my income) (its own chunk). */
export default function RevenueReportPage() {
  return <RevenueReport />;
}
