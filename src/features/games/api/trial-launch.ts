import { api } from '@/api';
import type { Game } from '../types';

/** Launches a supportPlay 0 game in free trial without a login (the platform's trial relay), returning its URL. */
export async function launchTrial(game: Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'gameType'>, language: string): Promise<string> {
  const value = await api.GET('/wps/relay/GCS_gameTrialLaunch', {
    params: {
      query: {
        nodeId: String(game.nodeId),
        ...(game.gameId !== undefined ? { gameId: String(game.gameId) } : {}),
        vassalage: game.vassalage,
        gameType: game.gameType,
        platform: 'html5-desktop',
        clientType: 3,
        language,
      },
    },
  });
  return value.content.game_url;
}
