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
 * The winners table. It scrolls 0.5 px per animation frame, written straight to the DOM so React does not re-render;
 * it pauses while hovered or focused, with the pause button, and does not move at all for reduced motion.
 */
export function WinnerBoardView({ winners, animate = true }: WinnerBoardViewProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const box = useRef<HTMLElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const [stopped, setStopped] = useState(false);
  const [still] = useState(prefersReducedMotion);
  const loops = animate && !still && winners.length > 5;
  const count = winners.length;

  useEffect(() => {
    if (!loops || stopped || typeof requestAnimationFrame !== 'function') return;
    const section = box.current;
    const bodies = table.current?.tBodies;
    if (!section || !bodies || bodies.length < 2 || count === 0) return;
    const first = bodies[0]!;
    let offset = 0;
    let frame = 0;
    let visible = typeof IntersectionObserver !== 'function';
    // The rows' height comes from the resize observer (after layout, also on first observe), never read here or per
    // frame: reading it would force a layout. Until it is known the board stands still.
    let height = typeof ResizeObserver === 'function' ? 0 : first.getBoundingClientRect().height;
    const step = () => {
      frame = 0;
      if (!visible) return;
      const held = section.matches(':hover') || section.contains(document.activeElement);
      if (!held && height > 0) {
        offset += WINNER_SCROLL_STEP;
        if (offset >= height) offset -= height;
        const transform = `translateY(${-offset}px)`;
        for (const body of Array.from(bodies)) body.style.transform = transform;
      }
      frame = requestAnimationFrame(step);
    };
    const start = () => {
      if (!frame) frame = requestAnimationFrame(step);
    };
    // Off screen the board does not move, so it costs nothing until someone scrolls to it.
    const seen = typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(([entry]) => {
          visible = entry?.isIntersecting ?? false;
          if (visible) start();
        })
      : null;
    seen?.observe(section);
    const resized = typeof ResizeObserver === 'function'
      ? new ResizeObserver(([entry]) => {
          height = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
        })
      : null;
    resized?.observe(first);
    if (visible) start();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      seen?.disconnect();
      resized?.disconnect();
    };
  }, [loops, stopped, count]);

  return (
    <section className="winner-board" aria-labelledby="winner-board-title" ref={box}>
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
