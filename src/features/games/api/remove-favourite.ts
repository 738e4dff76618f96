import { api } from '@/api';
import type { Game } from '../types';

/** Removes a favourite (DELETE with the same body as adding). */
export async function removeFavourite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<void> {
  await api.DELETE('/wps/relay/MCSFE_removeFavoriteGameV2', { body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } });
}
