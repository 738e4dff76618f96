import { TeamProfitLoss } from '../reports/team-report-pages';

/** Agent page palStatementsAgentCopy (user profit and loss) (its own chunk). */
export default function TeamProfitLossPage() {
  return <TeamProfitLoss />;
}
