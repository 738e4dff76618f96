import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@/ui';
import type { Game } from '../types';
import './games.css';

/** Card slot width and row height (px); cards have a fixed height so rows never need measuring. */
const MIN_CARD_WIDTH = 160;
const GAP = 12;
export const ROW_HEIGHT = 262;

export interface GameListProps {
  /** Accessible name of the list. */
  label: string;
  games: readonly Game[];
  /** Draws one game (a `GameCard`, or a plain view in stories); its list item and place are the list's. */
  renderGame(game: Game): ReactNode;
  /** Every page is loaded: the end of the list shows. */
  complete: boolean;
  loading: boolean;
  /** Loading the next page failed. */
  failed?: boolean;
  onLoadMore(): void;
  onRetry?(): void;
  /** Total the server reports, for "n games" and screen readers; defaults to the loaded count. */
  totalCount?: number;
}

function useColumns(ref: React.RefObject<HTMLDivElement | null>): number {
  const [columns, setColumns] = useState(6);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      // jsdom (tests) reports 0: keep the default.
      if (width > 0) setColumns(Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP))));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}

/**
 * A game grid that scrolls with the window and keeps only the rows on screen (plus two) in the DOM, so 10,000 games
 * cost what 100 do. The row after the last asks for the next page when it comes into view, and says so when the list
 * has ended.
 */
export function GameList({ label, games, renderGame, complete, loading, failed, onLoadMore, onRetry, totalCount }: GameListProps) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  const columns = useColumns(gridRef);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rows = Math.ceil(games.length / columns);
  const size = complete ? games.length : Math.max(totalCount ?? 0, games.length);

  useLayoutEffect(() => {
    const element = gridRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [columns]);

  // TanStack Virtual returns fresh functions each render by design; nothing here is memoized on them.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count: rows + 1,
    estimateSize: (index) => (index >= rows ? 96 : ROW_HEIGHT),
    // One row above and below the screen: each drawn row is eight cards a keystroke may have to update.
    overscan: 1,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? 0;
  const footerVisible = lastIndex >= rows;

  useEffect(() => {
    if (footerVisible && !complete && !loading && !failed) onLoadMore();
  }, [footerVisible, complete, loading, failed, onLoadMore, games.length]);

  const style = (start: number, height: number) => ({
    transform: `translateY(${start - scrollMargin}px)`,
    height,
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  });
  const footer = items.find((item) => item.index >= rows);

  return (
    <div ref={gridRef} className="game-list__grid" style={{ height: virtualizer.getTotalSize() }}>
      {/* Rows are absolutely positioned wrappers, which a <ul> may not hold; the cards are the list items. */}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
      <div role="list" aria-label={label} aria-busy={loading || undefined}>
        {items
          .filter((item) => item.index < rows)
          .map((item) => {
            const first = item.index * columns;
            return (
              <div key={item.key} className="game-list__row" style={style(item.start, item.size)} role="none">
                {games.slice(first, first + columns).map((game, offset) => (
                  // Keyed by place, not game: when a search narrows the list, a cell takes its new game as props
                  // instead of unmounting one card and mounting another (mounting is what costs a keystroke).
                  // The cell, not the card, carries the place: a card re-renders only when its game changes.
                  // A row is a positioned wrapper, not a list, so the cell cannot be an <li>.
                  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
                  <div key={offset} role="listitem" aria-posinset={first + offset + 1} aria-setsize={size}>
                    {renderGame(game)}
                  </div>
                ))}
              </div>
            );
          })}
      </div>
      {footer ? (
        // Outside the list: a list may only hold games.
        <div className="game-list__row game-list__footer" style={style(footer.start, footer.size)}>
          {failed ? (
            <>
              <span role="alert">{t('games_load_failed')}</span>
              {onRetry ? <Button size="small" onClick={onRetry}>{t('games_retry')}</Button> : null}
            </>
          ) : complete ? (
            <p className="game-list__end" data-list-end="">
              {games.length === 0 ? t('games_none') : t('games_list_end', { count: games.length })}
            </p>
          ) : (
            <Spinner label={t('games_loading_more')} />
          )}
        </div>
      ) : null}
    </div>
  );
}
