import useSWR from 'swr';
import { api, type components } from '@/api';

export type InboxPage = components['schemas']['InboxPage'];
export type InboxMessage = components['schemas']['InboxMessage'];
export type MessageKind = InboxMessage['kind'];

/** Messages per page (the platform's record calls page by 10). */
export const INBOX_PAGE_SIZE = 10;

/** SWR key of one inbox page; every key starts with INBOX_KEY so one `mutate` filter refreshes them all. */
export const INBOX_KEY = 'inbox';
export const inboxKey = (page: number) => [INBOX_KEY, page] as const;

/** GET EMFE_getInbox: one page of the member's messages, newest first. */
export async function fetchInbox(page: number): Promise<InboxPage> {
  return (await api.GET('/wps/relay/EMFE_getInbox', { params: { query: { page, size: INBOX_PAGE_SIZE } } })) as InboxPage;
}

/** One inbox page, asked again each time the page opens; the previous page stays on screen while the next one loads. */
export function useInbox(page: number) {
  return useSWR(inboxKey(page), ([, p]) => fetchInbox(p), { revalidateOnFocus: false, keepPreviousData: true, dedupingInterval: 0 });
}
