import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMember } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { useMerchant } from '@/merchant';
import { routeGameLaunch, type LaunchContext, type LaunchGame, type SportsView } from './start-game';

/** Props the `gameFrame` popup is opened with. */
export interface GameFramePopupProps {
  game: LaunchGame;
  accountType: 0 | 1;
  /** A visitor's free trial goes through the trial relay (no token). */
  trialRelay: boolean;
  /** The sports tab it was started from. */
  view?: SportsView;
}

/** Props the `gameList` popup is opened with. */
export interface GameListPopupProps {
  vassalage: string;
  gameType: string;
  title: string;
}

/** The launch context of the person on the site. */
export function useLaunchContext(): LaunchContext {
  const { role } = useMember();
  const { flags } = useSystem();
  const merchant = useMerchant();
  return { role, freePlayEnabled: isFlagOn(flags, 'FREEPLAY3'), gameListCentre: merchant.nav.gameListCentre };
}

/** How a game is started: its Free trial button, or from a sports tab. */
export interface StartOptions {
  freeTrial?: boolean;
  view?: SportsView;
}

/** `(game, { freeTrial?, view? }) => void`: starts a game the way SPEC §4 says (see `routeGameLaunch`). */
export function useStartGame(): (game: LaunchGame, options?: StartOptions) => void {
  const context = useLaunchContext();
  const popups = usePopups();
  const navigate = useNavigate();
  const { role, freePlayEnabled, gameListCentre } = context;
  return useCallback(
    (game, options = {}) => {
      const route = routeGameLaunch(game, {
        role, freePlayEnabled, gameListCentre, freeTrial: options.freeTrial === true, ...(options.view ? { view: options.view } : {}),
      });
      switch (route.kind) {
        case 'sign-in':
          popups.open('login');
          return;
        case 'need-real-account':
          popups.open('needTrueAccount');
          return;
        case 'navigate':
          void navigate(route.to);
          return;
        case 'game-list-popup':
          popups.open('gameList', { vassalage: route.vassalage, gameType: route.gameType, title: route.title } satisfies GameListPopupProps);
          return;
        case 'start':
          popups.open('gameFrame', {
            game, accountType: route.accountType, trialRelay: route.trialRelay, ...(route.view ? { view: route.view } : {}),
          } satisfies GameFramePopupProps);
      }
    },
    [role, freePlayEnabled, gameListCentre, popups, navigate],
  );
}
