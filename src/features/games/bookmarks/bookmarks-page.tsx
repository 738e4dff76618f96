import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMember } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useFavouriteList } from '../api/favourite-list';
import { useRecentGames } from '../api/recent-games';
import { GameCard } from '../components/GameCard';
import type { Game } from '../types';
import '../components/games.css';
import '../search/discover.css';

/** Favourites are paged as the platform pages them (42 a page, SPEC §9). */
export const FAVOURITES_PAGE_SIZE = 42;

export interface BookmarkSectionProps {
  title: string;
  games: readonly Game[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** What the section says when it has no games. */
  empty: string;
  /** Paging controls (favourites). */
  pager?: ReactNode;
}

/** A titled grid of game cards with its loading, empty and error states. */
export function BookmarkSection({ title, games, loading, failed, onRetry, empty, pager }: BookmarkSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="discover-group" aria-labelledby={headingId}>
      <div className="discover-group__head">
        <h2 className="discover-group__title" id={headingId}>{title}</h2>
        {pager}
      </div>
      {failed ? (
        <div role="alert" className="discover-prompt">
          <p>{t('discover_bookmarks_failed')}</p>
          <Button size="small" onClick={onRetry}>{t('btn_retry')}</Button>
        </div>
      ) : loading || !games ? (
        <Spinner label={t('discover_bookmarks_loading')} />
      ) : games.length === 0 ? (
        <p className="discover-note">{empty}</p>
      ) : (
        <ul className="game-row__grid" aria-label={title}>
          {games.map((game) => (
            <li key={String(game.nodeId)}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Favourites({ memberId }: { memberId: string | number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useFavouriteList(memberId, page, FAVOURITES_PAGE_SIZE);
  const totalPages = data?.totalPages ?? 1;
  // Removing the last favourite of the last page leaves it empty: step back to a page that has games.
  if (data && data.games.length === 0 && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  return (
    <BookmarkSection
      title={t('discover_favourites')}
      games={data?.games}
      loading={isLoading}
      failed={error !== undefined}
      onRetry={() => void mutate()}
      empty={t('discover_favourites_none')}
      pager={
        totalPages > 1 ? (
          <nav aria-label={t('discover_favourites_pages')} className="discover-periods">
            <Button size="small" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('games_previous_page')}
            </Button>
            <span>{t('discover_page_of', { page, pages: totalPages })}</span>
            <Button size="small" variant="secondary" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
              {t('games_next_page')}
            </Button>
          </nav>
        ) : null
      }
    />
  );
}

function Recent({ memberId }: { memberId: string | number }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useRecentGames(memberId);
  return (
    <BookmarkSection
      title={t('discover_recent')}
      games={data}
      loading={isLoading}
      failed={error !== undefined}
      onRetry={() => void mutate()}
      empty={t('discover_recent_none')}
    />
  );
}

/**
 * /bookmarks: the member's favourite games (the favourites calls) and recently played games (the server's recent-games
 * call, which the launch records) in one place. A visitor is asked to sign in; a trial account to use a real one.
 */
export function BookmarksPage() {
  const { t } = useTranslation();
  const { member, role } = useMember();
  const popups = usePopups();
  let body: ReactNode;
  if (role === 'anonymous' || !member) {
    body = (
      <div className="discover-prompt">
        <p>{t('discover_bookmarks_sign_in')}</p>
        <Button onClick={() => popups.open('login')}>{t('layout_sign_in')}</Button>
      </div>
    );
  } else if (role === 'trial') {
    body = (
      <div className="discover-prompt">
        <p>{t('discover_bookmarks_trial')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <Favourites memberId={member.id} />
        <Recent memberId={member.id} />
      </>
    );
  }
  return (
    <div className="discover-page">
      <h1 className="discover-page__title">{t('discover_bookmarks_title')}</h1>
      {body}
    </div>
  );
}
