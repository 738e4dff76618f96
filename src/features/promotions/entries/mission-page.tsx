import { MissionsPage } from '../missions/components/missions-page';

/** Member page missionLeaderboard (lazy entry). */
export default function MissionPage() {
  return <MissionsPage />;
}
