import { api, type components } from '@/api';

export type InboxChange = components['schemas']['InboxChange'];

/** POST /wps/message/read: marks the messages read; answers the unread count after. */
export async function readMessages(messageIds: number[]): Promise<InboxChange> {
  return (await api.POST('/wps/message/read', { body: { messageIds } })) as InboxChange;
}
