import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/api';
import { useLanguage } from '@/i18n';
import { chatUnreadKey } from './chat-unread';

/** SWR key of a member's chat room address (per account, streamer and language; never kept across sign-outs). */
export const launchChatKey = (account: string, modelId: string, language: string) => ['chat-launch', account, modelId, language] as const;

/** GET CBS_launchChat: the chat's iframe source for a streamer's room (`value.chatUrl`). */
export async function fetchChatUrl(modelId: string, language: string): Promise<string> {
  const value = await api.GET('/wps/relay/CBS_launchChat', { params: { query: { modelId, language } } });
  return value.chatUrl;
}

/**
 * The chat address of `modelId`'s room; nothing is asked until `account` (a signed-in real member) and a streamer are
 * known. An opened room is where the member reads their lines, so the unread count is asked again then.
 */
export function useChatUrl(account: string | null, modelId: string | null) {
  const { language } = useLanguage();
  const { mutate } = useSWRConfig();
  const room = useSWR(account && modelId ? launchChatKey(account, modelId, language) : null, () => fetchChatUrl(modelId!, language), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // While the room shows (an effect, so not for an answer that arrives after the chat has gone).
  const opened = room.data;
  useEffect(() => {
    if (account && opened) void mutate(chatUnreadKey(account));
  }, [account, opened, mutate]);
  return room;
}
