import { api } from '@/api';
import type { SportsView } from '@/lib/start-game';
import type { Game } from '../types';

/** The platform value for a desktop launch. */
const LAUNCH_PLATFORM = 'html5-desktop';

/**
 * Launches a game and returns its play URL: launchMode GLS (without it the platform answers #727), the site language
 * (without it vendors open in Chinese), accountType 1 real or 0 free play, clientType 3 (desktop), and the sports
 * tab's `view` when started from one.
 */
export async function launchGame(
  game: Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'gameType'>, accountType: 0 | 1, language: string, view?: SportsView,
): Promise<string> {
  const value = await api.GET('/wps/game/launchGame', {
    params: {
      query: {
        nodeId: String(game.nodeId),
        ...(game.gameId !== undefined ? { gameId: String(game.gameId) } : {}),
        vassalage: game.vassalage,
        gameType: game.gameType,
        launchMode: 'GLS',
        accountType,
        confirmTrans: 0,
        platform: LAUNCH_PLATFORM,
        clientType: 3,
        language,
        ...(view ? { view } : {}),
      },
    },
  });
  return value.content.game_url;
}

/** Opens the lottery lobby (launchMode LOTT) at a game, returning its URL. */
export async function launchLottery(options: { area?: string; prizeMode: string; gameCode?: string; language: string; backUrl: string }): Promise<string> {
  const value = await api.GET('/wps/game/launchGame', {
    params: {
      query: {
        launchMode: 'LOTT',
        ...(options.area ? { lottoArea: options.area } : {}),
        lottoPrizeMode: options.prizeMode,
        ...(options.gameCode ? { lottoGameCode: options.gameCode } : {}),
        device: 'WEB',
        backUrl: options.backUrl,
        platform: LAUNCH_PLATFORM,
        clientType: 3,
        language: options.language,
      },
    },
  });
  return value.content.game_url;
}
