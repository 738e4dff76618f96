import { api } from '@/api';
import type { SportsView } from '@/lib/start-game';

/** Launches FB sports (at the sports tab's view when given), returning its URL. */
export async function launchFb(language: string, view?: SportsView): Promise<string> {
  const value = await api.GET('/wps/relay/GCSGAME_launchFbGame', { params: { query: { language, device: 'WEB', ...(view ? { view } : {}) } } });
  return value.content.game_url;
}
