import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useMember } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { addFavourite } from '../api/add-favourite';
import { useFavouriteIds } from '../api/favourite-ids';
import { removeFavourite } from '../api/remove-favourite';
import { FAVOURITE_THROTTLE_MS, throttle } from '../logic/throttle';
import type { Game } from '../types';

/** A game's favourite state and its toggle. */
export interface FavouriteState {
  isFavourite: boolean;
  /** Adds or removes; at most once a second; a visitor gets the sign-in popup, a trial account the real-account dialog. */
  toggle(): void;
  /** A change is on its way to the server. */
  pending: boolean;
  /** The last change failed (the heart shows the server's state again). */
  failed: boolean;
}

/** The favourite heart's state for a game (SPEC §4 "Favourite toggle"). */
export function useFavourite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): FavouriteState {
  const { member, role } = useMember();
  const popups = usePopups();
  const { mutate: mutateAny } = useSWRConfig();
  const memberId = role === 'anonymous' ? null : (member?.id ?? null);
  const { data: ids, mutate } = useFavouriteIds(memberId);
  const id = String(game.nodeId);
  const isFavourite = ids?.includes(id) ?? false;
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  // One gate per heart, kept across renders: the toggle itself reads this render's state.
  const [gate] = useState(() => throttle(() => undefined, FAVOURITE_THROTTLE_MS));

  const toggle = () => {
    if (!gate()) return;
    if (role === 'anonymous') return popups.open('login');
    if (role === 'trial') return popups.open('needTrueAccount');
    const next = isFavourite ? (ids ?? []).filter((x) => x !== id) : [id, ...(ids ?? [])];
    setPending(true);
    setFailed(false);
    void mutate(
      async () => {
        await (isFavourite ? removeFavourite(game) : addFavourite(game));
        return next;
      },
      { optimisticData: next, rollbackOnError: true, revalidate: false, populateCache: true },
    )
      .then(() => mutateAny((key) => Array.isArray(key) && key[0] === 'games:favourite-list'))
      .catch(() => setFailed(true))
      .finally(() => setPending(false));
  };
  return { isFavourite, toggle, pending, failed };
}
