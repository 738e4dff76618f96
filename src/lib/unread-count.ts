import useSWR from 'swr';
import { api } from '@/api';

/** SWR key of the unread platform messages; refreshed after login, after reading and when the member centre closes. */
export const UNREAD_COUNT_KEY = 'unread-count';

/** GET EMFE_getInboxUnreadCount: how many messages are unread. */
export async function fetchUnreadCount(): Promise<number> {
  return Number(await api.GET('/wps/relay/EMFE_getInboxUnreadCount'));
}

/** The member's unread message count (nothing is fetched for a visitor or when messages are off). */
export function useUnreadCount(enabled: boolean) {
  return useSWR(enabled ? UNREAD_COUNT_KEY : null, fetchUnreadCount, { revalidateOnFocus: false });
}
