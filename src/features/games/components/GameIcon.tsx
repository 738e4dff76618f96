import { useState } from 'react';

export interface GameIconProps {
  src?: string | undefined;
  /** The game's name, for the fallback's initials (the icon itself is decorative: the name is shown beside it). */
  name: string;
  size?: number;
}

/** A game icon loaded lazily with one attempt (SPEC §9); a failed or missing image shows a neutral tile. */
export function GameIcon({ src, name, size = 160 }: GameIconProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const initials = name.split(/\s+/).slice(0, 2).map((word) => word.charAt(0)).join('').toUpperCase();
    return (
      <div className="game-card__icon game-card__fallback" aria-hidden="true" data-icon-fallback="">
        {initials}
      </div>
    );
  }
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
    />
  );
}
