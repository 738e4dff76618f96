import { TeamOverview } from '../overview/team-overview';

/** agentTeamOverview: the team's numbers for a period (lazy entry; the shell draws the menu and the h1). */
export default function TeamOverviewPage() {
  return <TeamOverview />;
}
