import useSWR from 'swr';
import { api, type components } from '@/api';
import { useLanguage } from '@/i18n';

/** A live-casino chat streamer (CBS_modelList). */
export type Streamer = components['schemas']['ChatModelList']['list'][number];

/** SWR key of the streamer list in a language. */
export const chatModelsKey = (language: string) => ['chat-models', language] as const;

/** GET CBS_modelList: the streamers, online first (no token: visitors see them too). */
export async function fetchChatModels(language: string): Promise<Streamer[]> {
  const value = await api.GET('/wps/relay/CBS_modelList', { params: { query: { language } } });
  return value.list;
}

/** The streamers in the site language. */
export function useChatModels(enabled = true) {
  const { language } = useLanguage();
  return useSWR(enabled ? chatModelsKey(language) : null, () => fetchChatModels(language), { revalidateOnFocus: false });
}
