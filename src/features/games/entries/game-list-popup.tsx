import useSWRInfinite from 'swr/infinite';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n';
import type { PopupProps } from '@/lib/popups';
import { useMerchant } from '@/merchant';
import { Button, Dialog, Spinner } from '@/ui';
import { fetchGamePage, gameListKey, LIST_PAGE_SIZE, type GamePage } from '../api/game-list';
import { GameCard } from '../components/GameCard';
import type { GameListPopupProps } from '@/lib/start-game-hook';
import '../components/games.css';

/** The popup game list of a vendor lobby (a game flagged VASSALAGE): the vendor's games, 42 at a time. */
export default function GameListPopup({ onClose, vassalage = '', gameType = '', title = '' }: PopupProps & Partial<GameListPopupProps>) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { language } = useLanguage();
  const filter = { gameType, vassalage };
  const { data, size, setSize, isLoading, error } = useSWRInfinite<GamePage>(
    (index, previous: GamePage | null) => (previous && index >= previous.totalPages ? null : gameListKey(filter, index + 1, LIST_PAGE_SIZE, language)),
    (key: ReturnType<typeof gameListKey>) => fetchGamePage(merchant.code, filter, key[6], LIST_PAGE_SIZE, language),
    { revalidateOnFocus: false, isPaused: () => vassalage === '' },
  );
  const games = (data ?? []).flatMap((page) => page.games);
  const last = data?.[data.length - 1];
  const complete = last !== undefined && (data?.length ?? 0) >= last.totalPages;
  const loading = isLoading || (data !== undefined && data.length < size);
  return (
    <Dialog open onClose={onClose} title={title}>
      {error ? <p role="alert">{t('games_load_failed')}</p> : null}
      {games.length > 0 ? (
        <ul className="game-row__grid" aria-label={t('games_vendor_games', { vendor: title })}>
          {games.map((game) => (
            <li key={String(game.nodeId)}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? <Spinner label={t('games_loading')} /> : null}
      {complete ? (
        <p className="game-list__end">{games.length === 0 ? t('games_none') : t('games_list_end', { count: games.length })}</p>
      ) : !loading ? (
        <Button variant="secondary" onClick={() => void setSize(size + 1)}>
          {t('games_load_more')}
        </Button>
      ) : null}
    </Dialog>
  );
}
