import { useEffect, useState } from 'react';

/** What scrolling lists wait before fetching an icon: longer than a fling's frame, shorter than a glance. */
export const ICON_SETTLE_MS = 150;

// One timer for every icon waiting: the icons a scroll or keystroke brings in load together, in one render, at most
// `ms` after the first of them appeared; those gone by then (swept past) never load.
const waiting = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
function whenSettled(ready: () => void, ms: number): () => void {
  waiting.add(ready);
  timer ??= setTimeout(() => {
    timer = undefined;
    const due = [...waiting];
    waiting.clear();
    for (const callback of due) callback();
  }, ms);
  return () => void waiting.delete(ready);
}

export interface GameIconProps {
  src?: string | undefined;
  /** The game's name, for the fallback's initials (the icon itself is decorative: the name is shown beside it). */
  name: string;
  size?: number;
  /**
   * Wait this long (ms) after the icon appears before fetching it; 0 fetches at once. Lists that scroll pass a delay,
   * so the rows a fling or a keystroke sweeps past fetch nothing and the next page's call is not queued behind them.
   */
  settleMs?: number;
}

/** A game icon loaded lazily with one attempt (SPEC §9); a failed or missing image shows a neutral tile. */
export function GameIcon({ src, name, size = 160, settleMs = 0 }: GameIconProps) {
  const [failed, setFailed] = useState(false);
  const [settled, setSettled] = useState(settleMs <= 0);
  useEffect(() => (settled || !src ? undefined : whenSettled(() => setSettled(true), settleMs)), [settled, src, settleMs]);

  if (!src || failed) {
    const initials = name.split(/\s+/).slice(0, 2).map((word) => word.charAt(0)).join('').toUpperCase();
    return (
      <div className="game-card__icon game-card__fallback" aria-hidden="true" data-icon-fallback="">
        {initials}
      </div>
    );
  }
  if (!settled) return <div className="game-card__icon" aria-hidden="true" data-icon-pending="" />;
  return (
    <img
      className="game-card__icon"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      // An icon scrolled away before it arrived stops downloading (Chromium drops a load whose src is removed).
      ref={(img) => () => {
        if (img && !img.complete) img.removeAttribute('src');
      }}
    />
  );
}
