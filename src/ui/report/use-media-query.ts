import { useCallback, useSyncExternalStore } from 'react';

/** Phones: cards and "load more as you scroll" instead of the table and pages. */
export const PHONE_QUERY = '(max-width: 640px)';

/** Whether a CSS media query matches now; re-renders when it changes. False where there is no matchMedia. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
