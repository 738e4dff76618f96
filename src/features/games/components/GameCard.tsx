import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { useFavourite } from '../hooks/use-favourite';
import { canFreeTrial, type SportsView } from '@/lib/start-game';
import { useStartGame } from '@/lib/start-game-hook';
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
  /** Delay before the icon is fetched (see `GameIcon`); lists that scroll pass one. */
  iconSettleMs?: number;
}

/** The game list item (SPEC §2): icon, display name, Start, Free trial when offered, and the favourite heart. */
export function GameCardView({ game, freeTrial, isFavourite, favouritePending, onStart, onFreeTrial, onToggleFavourite, iconSettleMs }: GameCardViewProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    // A card is a group of controls named by its game; a fieldset would add a form's semantics and border.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div className="game-card" role="group" aria-labelledby={nameId} data-game-card={game.nodeId}>
      <GameIcon key={game.icon ?? String(game.nodeId)} src={game.icon} name={game.name} {...(iconSettleMs ? { settleMs: iconSettleMs } : {})} />
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
  /** On the sports page: the tab's view, which the game is started at. */
  view?: SportsView;
  /** Delay before the icon is fetched (see `GameIcon`); lists that scroll pass one. */
  iconSettleMs?: number;
}

/**
 * A game list item wired to the member's favourites and SPEC §4's start rules. Memoised on its game: a list
 * re-renders on every scroll frame and keystroke, and its place in the list belongs to the list's cell, not the card.
 */
export const GameCard = memo(function GameCard({ game, view, iconSettleMs }: GameCardProps) {
  const start = useStartGame();
  const favourite = useFavourite(game);
  const { flags } = useSystem();
  return (
    <GameCardView
      game={game}
      freeTrial={game.isGame !== 'VASSALAGE' && canFreeTrial(game, isFlagOn(flags, 'FREEPLAY3'))}
      isFavourite={favourite.isFavourite}
      favouritePending={favourite.pending}
      onStart={() => start(game, view ? { view } : {})}
      onFreeTrial={() => start(game, { freeTrial: true, ...(view ? { view } : {}) })}
      onToggleFavourite={favourite.toggle}
      {...(iconSettleMs ? { iconSettleMs } : {})}
    />
  );
});
