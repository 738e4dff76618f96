import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionCall } from '@/sections';
import { useMember } from '@/lib/member';
import { Button, Spinner } from '@/ui';
import { useFavouriteList } from '../api/favourite-list';
import { ROW_SIZE, useGamePage } from '../api/game-list';
import { useHotGames } from '../api/hot-games';
import { useRecentGames } from '../api/recent-games';
import { GameCard } from '../components/GameCard';
import type { Game } from '../types';
import '../components/games.css';

export type GameRowKind = 'new' | 'hot' | 'jackpot' | 'favourites' | 'recent';

export interface GameRowSectionProps {
  screen: string;
  kind: GameRowKind;
  size?: number;
  gameType?: string;
}

const TITLE_KEYS: Record<GameRowKind, string> = {
  new: 'games_row_new', hot: 'games_row_hot', jackpot: 'games_row_jackpot', favourites: 'games_row_favourites', recent: 'games_row_recent',
};

export interface GameRowViewProps {
  title: string;
  games: readonly Game[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Paging controls (favourites). */
  pager?: { page: number; totalPages: number; onPage(page: number): void };
  /** Empty cells drawn while loading, so the row has its final height at once. */
  placeholderCount?: number;
}

/** A titled row of game cards. */
export function GameRowView({ title, games, loading, failed, pager, placeholderCount = 0 }: GameRowViewProps) {
  const { t } = useTranslation();
  return (
    <section className="game-row" aria-label={title}>
      <div className="game-row__head">
        <h2 className="game-row__title">{title}</h2>
        {pager && pager.totalPages > 1 ? (
          <div>
            <Button size="small" variant="secondary" disabled={pager.page <= 1} onClick={() => pager.onPage(pager.page - 1)}>
              {t('games_previous_page')}
            </Button>{' '}
            <Button size="small" variant="secondary" disabled={pager.page >= pager.totalPages} onClick={() => pager.onPage(pager.page + 1)}>
              {t('games_next_page')}
            </Button>
          </div>
        ) : null}
      </div>
      {failed ? <p role="alert">{t('games_load_failed')}</p> : null}
      {loading ? <Spinner label={t('games_loading')} className="game-row__spinner" /> : null}
      {loading && !games && placeholderCount > 0 ? (
        <div className="game-row__grid" aria-hidden="true">
          {Array.from({ length: placeholderCount }, (_, i) => (
            <div key={i} className="game-row__placeholder" />
          ))}
        </div>
      ) : null}
      {games && games.length === 0 && !loading ? <p className="game-list__empty">{t('games_none')}</p> : null}
      {games && games.length > 0 ? (
        <ul className="game-row__grid" aria-label={title}>
          {games.map((game) => (
            <li key={String(game.nodeId)}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CatalogRow({ kind, size, gameType }: { kind: 'new' | 'jackpot'; size: number; gameType: string }) {
  const { t } = useTranslation();
  const ready = useSectionCall(`game-row:${kind}`);
  const filter = kind === 'new' ? { gameType, isNew: true } : { gameType, gameClassify: 'JP' };
  const { data, error, isLoading } = useGamePage(filter, size, ready);
  return (
    <GameRowView
      title={t(TITLE_KEYS[kind])}
      games={data?.games}
      loading={!ready || isLoading}
      failed={error !== undefined}
      placeholderCount={size}
    />
  );
}

function HotRow({ size }: { size: number }) {
  const { t } = useTranslation();
  const ready = useSectionCall('game-row:hot');
  const { data, error, isLoading } = useHotGames(ready);
  return (
    <GameRowView
      title={t('games_row_hot')}
      games={data?.slice(0, size)}
      loading={!ready || isLoading}
      failed={error !== undefined}
      placeholderCount={size}
    />
  );
}

function FavouritesRow({ memberId, size }: { memberId: string | number; size: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useFavouriteList(memberId, page, size);
  return (
    <GameRowView
      title={t('games_row_favourites')}
      games={data?.games}
      loading={isLoading}
      failed={error !== undefined}
      pager={{ page, totalPages: data?.totalPages ?? 1, onPage: setPage }}
    />
  );
}

function RecentRow({ memberId, size }: { memberId: string | number; size: number }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useRecentGames(memberId);
  return <GameRowView title={t('games_row_recent')} games={data?.slice(0, size)} loading={isLoading} failed={error !== undefined} />;
}

/** The game-row section. */
export default function GameRowSection({ kind, size = ROW_SIZE, gameType = 'RNG' }: GameRowSectionProps) {
  const { member, role } = useMember();
  if (kind === 'hot') return <HotRow size={size} />;
  if (kind === 'new' || kind === 'jackpot') return <CatalogRow kind={kind} size={size} gameType={gameType} />;
  // Favourites and recent games are a member's own (SPEC §6); a visitor or trial account sees nothing here.
  if (!member || role === 'anonymous' || role === 'trial') return null;
  return kind === 'favourites' ? <FavouritesRow memberId={member.id} size={size} /> : <RecentRow memberId={member.id} size={size} />;
}
