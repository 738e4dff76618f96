import { TeamBetting } from '../reports/team-report-pages';

/** Agent page personalHistoryCopy (team betting) (its own chunk). */
export default function TeamBettingPage() {
  return <TeamBetting />;
}
