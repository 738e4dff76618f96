import { api } from '@/api';
import type { Game } from '../types';

/** Adds a favourite (POST, body nodeId, vendor, gameType: SPEC §3 "Favourite request"). */
export async function addFavourite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<void> {
  await api.POST('/wps/relay/MCSFE_addFavoriteGameV2', { body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } });
}
