import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { useFavourite } from '../hooks/use-favourite';
import { useStartGame } from '../hooks/use-start-game';
import { canFreeTrial } from '../logic/launch-routing';
import type { Game } from '../types';
import { GameIcon } from './GameIcon';
import './games.css';

export interface GameCardViewProps {
  game: Game;
  /** Show the Free trial button (supportPlay 0 and FREEPLAY3 on). */
  freeTrial: boolean;
  isFavourite: boolean;
  /** A favourite change is on its way. */
  favouritePending?: boolean;
  onStart(): void;
  onFreeTrial(): void;
  onToggleFavourite(): void;
  /** Inside a `role="list"` container (the virtual grid): the card is the list item, with its position (1-based). */
  position?: { index: number; size: number };
}

/** The game list item (SPEC §2): icon, display name, Start, Free trial when offered, and the favourite heart. */
export function GameCardView({ game, freeTrial, isFavourite, favouritePending, onStart, onFreeTrial, onToggleFavourite, position }: GameCardViewProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <div
      className="game-card"
      role={position ? 'listitem' : 'group'}
      aria-labelledby={nameId}
      aria-posinset={position?.index}
      aria-setsize={position?.size}
      data-game-card={game.nodeId}
    >
      <GameIcon key={game.icon ?? String(game.nodeId)} src={game.icon} name={game.name} />
      <h3 className="game-card__name" id={nameId} title={game.name}>
        {game.name}
      </h3>
      <button
        type="button"
        className="game-card__heart"
        aria-pressed={isFavourite}
        aria-busy={favouritePending || undefined}
        aria-label={t('games_favourite_named', { name: game.name })}
        onClick={onToggleFavourite}
      >
        <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span>
      </button>
      <div className="game-card__actions">
        <Button size="small" aria-label={t('games_start_named', { name: game.name })} onClick={onStart}>
          {t('games_start')}
        </Button>
        {freeTrial ? (
          <Button size="small" variant="secondary" aria-label={t('games_free_trial_named', { name: game.name })} onClick={onFreeTrial}>
            {t('games_free_trial')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export interface GameCardProps {
  game: Game;
  position?: { index: number; size: number };
}

/**
 * A game list item wired to the member's favourites and SPEC §4's start rules. Memoised: a list re-renders on every
 * scroll frame and keystroke, and a card only needs to when its game or place changes.
 */
export const GameCard = memo(GameCardInner, (a, b) =>
  a.game === b.game && a.position?.index === b.position?.index && a.position?.size === b.position?.size,
);

function GameCardInner({ game, position }: GameCardProps) {
  const start = useStartGame();
  const favourite = useFavourite(game);
  const { flags } = useSystem();
  return (
    <GameCardView
      game={game}
      freeTrial={game.isGame !== 'VASSALAGE' && canFreeTrial(game, isFlagOn(flags, 'FREEPLAY3'))}
      isFavourite={favourite.isFavourite}
      favouritePending={favourite.pending}
      onStart={() => start(game)}
      onFreeTrial={() => start(game, { freeTrial: true })}
      onToggleFavourite={favourite.toggle}
      {...(position ? { position } : {})}
    />
  );
}
