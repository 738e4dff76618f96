import useSWR from 'swr';
import { api } from '@/api';
import type { components } from '@/api/schema.gen';

export type AgentAnnouncement = components['schemas']['AgentAnnouncement'];
export type AgentAnnouncementPage = components['schemas']['AgentAnnouncementPage'];

/** Announcements per page (the sandbox holds a dozen: one page). */
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

export const agentAnnouncementsKey = (page: number) => ['agent:announcements', page] as const;

export function fetchAgentAnnouncements(page: number): Promise<AgentAnnouncementPage> {
  return api.GET('/wps/relay/MCSFE_getAgentAnnouncements', { params: { query: { page, size: ANNOUNCEMENTS_PAGE_SIZE } } });
}

/** `GET /wps/relay/MCSFE_getAgentAnnouncements`: one page, newest first, with read states and the unread count. */
export function useAgentAnnouncements(page: number) {
  const { data, error, isLoading, mutate } = useSWR(agentAnnouncementsKey(page), () => fetchAgentAnnouncements(page), { revalidateOnFocus: false });
  return { data, error: error as unknown, loading: isLoading, mutate };
}

/** `POST /wps/relay/MCSFE_readAgentAnnouncements`: marks announcements read; answers the unread count after. */
export function readAgentAnnouncements(ids: number[]): Promise<{ unreadCount: number }> {
  return api.POST('/wps/relay/MCSFE_readAgentAnnouncements', { body: { ids } });
}
