import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui';
import { GAME_FRAME_SANDBOX } from '../logic/frame';
import './games.css';

export interface PlayStageProps {
  /** Play URL, or null while it loads. */
  url: string | null;
  /** Name of what plays, for the frame's title. */
  name: string;
  /** A failure message to show instead of the frame. */
  error?: string | undefined;
}

/** A page-embedded game frame (lottery lobby, FB sports) with the same sandbox as the game popup. */
export function PlayStage({ url, name, error }: PlayStageProps) {
  const { t } = useTranslation();
  return (
    <div className="game-frame__stage">
      {error ? (
        <div className="game-frame__message" role="alert">{error}</div>
      ) : url ? (
        <iframe src={url} title={t('games_frame_title', { name })} sandbox={GAME_FRAME_SANDBOX} allow="fullscreen; autoplay" referrerPolicy="no-referrer" />
      ) : (
        <div className="game-frame__message">
          <Spinner label={t('games_launching', { name })} />
        </div>
      )}
    </div>
  );
}
