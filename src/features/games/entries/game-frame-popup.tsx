import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api';
import { useLanguage } from '@/i18n';
import type { PopupProps } from '@/lib/popups';
import { Button, Dialog, Spinner } from '@/ui';
import { launchGame } from '../api/launch-game';
import { launchTrial } from '../api/trial-launch';
import type { GameFramePopupProps } from '@/lib/start-game-hook';
import { GAME_FRAME_SANDBOX, ROUND_OPEN } from '../logic/frame';
import { SPORTS_VIEW_KEYS } from '../logic/sports-view';
import '../components/games.css';

type Launch = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string; roundOpen: boolean };

export interface GameFrameProps extends GameFramePopupProps {
  /** Loads the play URL; the popup uses the launch call (or the trial relay). */
  launch?: () => Promise<string>;
}

/** The frame area: launches once when it mounts (Reload mounts a fresh one). */
function FrameStage({ game, accountType, trialRelay, view, launch }: GameFrameProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [result, setResult] = useState<Launch>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    const load = launch ?? (() => (trialRelay ? launchTrial(game, language) : launchGame(game, accountType, language, view)));
    load().then(
      (url) => live && setResult({ state: 'ready', url }),
      (error: unknown) => {
        if (!live) return;
        const message = error instanceof ApiError ? error.message : '';
        const roundOpen = message === ROUND_OPEN || (error instanceof ApiError && error.code === ROUND_OPEN);
        setResult({ state: 'failed', message, roundOpen });
      },
    );
    return () => {
      live = false;
    };
  }, [game, accountType, trialRelay, view, language, launch]);

  return (
    <div className="game-frame__stage">
      {result.state === 'loading' ? (
        <div className="game-frame__message">
          <Spinner label={t('games_launching', { name: game.name })} />
        </div>
      ) : result.state === 'failed' ? (
        <div className="game-frame__message" role="alert">
          {result.roundOpen
            ? t('games_round_open')
            : result.message && !result.message.startsWith('#')
              ? t('games_launch_failed_because', { reason: t(result.message) })
              : t('games_launch_failed')}
        </div>
      ) : (
        <iframe
          src={result.url}
          title={t('games_frame_title', { name: game.name })}
          sandbox={GAME_FRAME_SANDBOX}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      )}
    </div>
  );
}

/** The game popup: launches the game with the site language and shows it in a sandboxed frame, with Back and Reload. */
export default function GameFramePopup({ onClose, game, accountType = 1, trialRelay = false, view, launch }: PopupProps & Partial<GameFrameProps>) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // The popup host types every popup's own props as optional; without a game there is nothing to show.
  if (!game) return null;
  const props = { game, accountType, trialRelay, ...(view ? { view } : {}), ...(launch ? { launch } : {}) };
  return (
    <Dialog
      open
      onClose={onClose}
      title={view ? t('games_frame_view_title', { name: game.name, view: t(SPORTS_VIEW_KEYS[view]) }) : game.name}
      className="game-frame"
      footer={
        <div className="game-frame__bar">
          <Button variant="secondary" onClick={onClose}>
            {t('games_back')}
          </Button>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('games_reload')}
          </Button>
        </div>
      }
    >
      <FrameStage key={attempt} {...props} />
    </Dialog>
  );
}
