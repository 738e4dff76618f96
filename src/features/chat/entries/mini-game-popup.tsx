import { useTranslation } from 'react-i18next';
import { GameCard } from '@/features/games';
import type { PopupProps } from '@/lib/popups';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { useMiniGames } from '../api/mini-games';
import '../components/chat.css';

/**
 * The mini-game popup (SPEC §1, §2): the mini games (a designed call) as game cards; starting one follows SPEC §4
 * (sign-in for visitors, free trial where the game allows it, a real account otherwise) and opens the game frame.
 */
export default function MiniGamePopup({ onClose }: PopupProps) {
  const { t } = useTranslation();
  const games = useMiniGames();
  return (
    <Dialog open onClose={onClose} title={t('chat_mini_games_title')} className="chat-room-dialog">
      <p className="mini-games__intro">{t('chat_mini_games_intro')}</p>
      {games.error ? (
        <div className="mini-games__message" role="alert">
          <p>{t('chat_mini_games_failed')}</p>
          <Button variant="secondary" onClick={() => void games.mutate()}>
            {t('btn_retry')}
          </Button>
        </div>
      ) : !games.data ? (
        <Spinner label={t('chat_mini_games_loading')} />
      ) : games.data.length === 0 ? (
        <p className="mini-games__message">{t('chat_mini_games_none')}</p>
      ) : (
        <ul className="mini-games__grid" aria-label={t('chat_mini_games_title')}>
          {games.data.map((game) => (
            <li key={String(game.nodeId)}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
