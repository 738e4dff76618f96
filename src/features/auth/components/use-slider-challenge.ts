import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SliderControl } from '@/forms';
import { fetchSliderChallenge, type SliderChallenge } from '../api/slider-challenge';

/** The answer a login sends: the challenge id and where the piece was released. */
export interface SliderAnswer {
  token: string;
  position: number;
}

/**
 * The slider captcha's server challenge while `enabled`: `control` feeds the form's slider widget, `answer()` gives
 * what the login sends once solved, and `renew()` loads a fresh puzzle (each challenge answers one attempt).
 */
export function useSliderChallenge(enabled: boolean) {
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [error, setError] = useState(false);
  const released = useRef<number | null>(null);
  const load = useCallback(() => {
    fetchSliderChallenge().then(setChallenge, () => setError(true));
  }, []);
  const renew = useCallback(() => {
    released.current = null;
    setChallenge(null);
    setError(false);
    load();
  }, [load]);
  useEffect(() => {
    if (enabled) load();
  }, [enabled, load]);
  const control = useMemo<SliderControl>(
    () => ({ target: challenge?.target ?? null, onSolved: (position) => void (released.current = position) }),
    [challenge],
  );
  const answer = useCallback(
    (): SliderAnswer | null =>
      challenge && released.current !== null ? { token: challenge.id, position: released.current } : null,
    [challenge],
  );
  /** `error`: the puzzle could not be loaded; `renew()` tries again. */
  return { control, answer, renew, error };
}
