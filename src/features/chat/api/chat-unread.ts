import useSWR from 'swr';
import { api } from '@/api';

/** SWR key of a member's unread chat lines. */
export const chatUnreadKey = (account: string) => ['chat-unread', account] as const;

/** GET CBS_unreadCount: unread live-chat lines of the member. */
export async function fetchChatUnread(): Promise<number> {
  return api.GET('/wps/relay/CBS_unreadCount');
}

/** The member's unread chat lines (nothing asked for a visitor or a trial account: `account` null). */
export function useChatUnread(account: string | null) {
  return useSWR(account ? chatUnreadKey(account) : null, fetchChatUnread, { revalidateOnFocus: false, shouldRetryOnError: false });
}
