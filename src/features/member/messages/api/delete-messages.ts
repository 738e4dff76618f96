import { api } from '@/api';
import type { InboxChange } from './read-messages';

/** DELETE /wps/message/inbox?messageIds=1,2: deletes the messages; answers the unread count after. */
export async function deleteMessages(messageIds: number[]): Promise<InboxChange> {
  return (await api.DELETE('/wps/message/inbox', { params: { query: { messageIds: messageIds.join(',') } } })) as InboxChange;
}
