/** SPEC §9: the favourite toggle runs at most once a second. */
export const FAVOURITE_THROTTLE_MS = 1000;

/** A throttled function; `cancel` forgets the last call so the next one runs at once. */
export interface Throttled<A extends unknown[]> {
  (...args: A): boolean;
  cancel(): void;
}

/**
 * Runs `fn` on the first call and ignores calls for `wait` ms after it (leading edge only: a second tap on a heart
 * within the second is dropped, never replayed later). Returns whether the call ran.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number, now: () => number = Date.now): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  const throttled = (...args: A): boolean => {
    const time = now();
    if (time - last < wait) return false;
    last = time;
    fn(...args);
    return true;
  };
  throttled.cancel = () => {
    last = Number.NEGATIVE_INFINITY;
  };
  return throttled;
}
