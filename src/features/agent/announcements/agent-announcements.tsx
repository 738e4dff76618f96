/** Agent announcements (being built). */
export function AgentAnnouncements() {
  return null;
}
