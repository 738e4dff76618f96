import useSWR from 'swr';
import { api } from '@/api';

/** SWR key of a member's unread chat lines. */
export const chatUnreadKey = (account: string) => ['chat-unread', account] as const;

/** GET CBS_unreadCount: unread live-chat lines of the member. */
export async function fetchChatUnread(): Promise<number> {
  return api.GET('/wps/relay/CBS_unreadCount');
}

/** How often the count is asked again while the page shows it (and the tab is visible): lines arrive all the time. */
export const CHAT_UNREAD_REFRESH_MS = 30_000;

/**
 * The member's unread chat lines (nothing asked for a visitor or a trial account: `account` null), asked again every
 * half minute and whenever a chat room opens (`useChatUrl`), where the member reads them.
 */
export function useChatUnread(account: string | null) {
  return useSWR(account ? chatUnreadKey(account) : null, fetchChatUnread, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    refreshInterval: CHAT_UNREAD_REFRESH_MS,
  });
}
