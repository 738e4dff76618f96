import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, DATE_TIME, formatDate } from '@/lib/format';
import { useMerchant } from '@/merchant';
import { Button } from '@/ui';
import { useWinners, type Winner } from '../api/winners';
import { formatWinAmount } from '../winner-format';
import '../components/winner-board.css';

/** SPEC §9: the board moves 0.5 px per frame. */
export const WINNER_SCROLL_STEP = 0.5;
/** The same speed per second, at 60 frames a second: the CSS animation's pace. */
export const WINNER_SCROLL_PX_PER_S = WINNER_SCROLL_STEP * 60;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function Rows({ winners, symbol, hidden = false }: { winners: Winner[]; symbol: string; hidden?: boolean }) {
  const locale = currentLocale();
  return (
    <tbody aria-hidden={hidden || undefined} className={hidden ? 'winner-board__copy' : undefined}>
      {winners.map((winner, i) => (
        <tr key={`${winner.player}-${winner.time ?? i}-${i}`}>
          <td>{winner.player}</td>
          <td>{winner.game}</td>
          <td className="winner-board__prize">
            {symbol}
            {formatWinAmount(winner.prize, locale)}
          </td>
          <td>{winner.time !== undefined ? formatDate(winner.time, DATE_TIME) : ''}</td>
        </tr>
      ))}
    </tbody>
  );
}

export interface WinnerBoardViewProps {
  winners: Winner[];
  /** Whether the list scrolls by itself (never for reduced motion). */
  animate?: boolean;
}

/**
 * The winners table. Once the rows' height is known it scrolls by a CSS animation (on the compositor: no script runs
 * per frame), one copy of the rows following the other; it pauses while hovered or focused and with the pause button,
 * and does not move at all for reduced motion.
 */
export function WinnerBoardView({ winners, animate = true }: WinnerBoardViewProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const box = useRef<HTMLElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const [stopped, setStopped] = useState(false);
  const [still] = useState(prefersReducedMotion);
  const loops = animate && !still && winners.length > 5;

  useEffect(() => {
    const section = box.current;
    const first = table.current?.tBodies[0];
    if (!loops || !section || !first || typeof ResizeObserver !== 'function') return undefined;
    // The rows' height comes from the resize observer (after layout), never read in render: reading it would force a
    // layout. The animation moves one copy's height at the SPEC's pace; until the height is known the board stands.
    const resized = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
      if (height <= 0) return;
      section.style.setProperty('--winner-loop-height', `${height}px`);
      section.style.setProperty('--winner-loop-duration', `${(height / WINNER_SCROLL_PX_PER_S).toFixed(2)}s`);
      section.dataset.looping = 'true';
    });
    resized.observe(first);
    return () => {
      resized.disconnect();
      delete section.dataset.looping;
    };
  }, [loops]);

  return (
    <section
      className={stopped ? 'winner-board winner-board--stopped' : 'winner-board'}
      aria-labelledby="winner-board-title"
      ref={box}
    >
      <div className="winner-board__header">
        <h2 id="winner-board-title" className="winner-board__title">
          {t('home_winners')}
        </h2>
        {loops ? (
          <Button variant="ghost" size="small" aria-pressed={stopped} onClick={() => setStopped(!stopped)}>
            {stopped ? t('home_winners_play') : t('home_winners_pause')}
          </Button>
        ) : null}
      </div>
      {winners.length === 0 ? (
        <p className="winner-board__empty">{t('home_no_winners')}</p>
      ) : (
        <div className={loops ? 'winner-board__viewport winner-board__viewport--loop' : 'winner-board__viewport'}>
          <table className="winner-board__table" ref={table}>
            <thead>
              <tr>
                <th scope="col">{t('home_winner_player')}</th>
                <th scope="col">{t('home_winner_game')}</th>
                <th scope="col">{t('home_winner_prize')}</th>
                <th scope="col">{t('home_winner_time')}</th>
              </tr>
            </thead>
            <Rows winners={winners} symbol={merchant.currency.symbol} />
            {loops ? <Rows winners={winners} symbol={merchant.currency.symbol} hidden /> : null}
          </table>
        </div>
      )}
    </section>
  );
}

/** Section `winner-board`: the latest 20 winners (session-cached). */
export default function WinnerBoard() {
  const { t } = useTranslation();
  const { data, error } = useWinners();
  if (error) {
    return (
      <section className="winner-board" aria-labelledby="winner-board-title">
        <h2 id="winner-board-title" className="winner-board__title">
          {t('home_winners')}
        </h2>
        <p className="winner-board__empty">{t('home_winners_unavailable')}</p>
      </section>
    );
  }
  if (!data) return <div className="winner-board winner-board--loading" aria-hidden="true" />;
  return <WinnerBoardView winners={data} />;
}
