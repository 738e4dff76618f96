import { api } from '@/api';

/** Launches FB sports, returning its URL. */
export async function launchFb(language: string): Promise<string> {
  const value = await api.GET('/wps/relay/GCSGAME_launchFbGame', { params: { query: { language, device: 'WEB' } } });
  return value.content.game_url;
}
