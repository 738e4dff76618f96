import { AgentAnnouncements } from '../announcements/agent-announcements';

/** agentAnnouncement: announcements for agents with their read state (lazy entry). */
export default function AnnouncementsPage() {
  return <AgentAnnouncements />;
}
