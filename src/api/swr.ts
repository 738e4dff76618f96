import { useDeferredValue, useMemo } from 'react';
import { unstable_serialize, type Cache, type Middleware, type State, type SWRResponse } from 'swr';

/** SWR keys with this prefix (string keys, or array keys whose first item has it) outlive a page reload. */
const PERSISTED_PREFIX = 'session:';
/** sessionStorage prefix of persisted entries; session.clear() drops them with the rest of the session. */
const STORAGE_PREFIX = 'swr:';

function isPersisted(key: string): boolean {
  // SWR serialises array keys as @"first",…
  return key.startsWith(PERSISTED_PREFIX) || key.startsWith(`@"${PERSISTED_PREFIX}`);
}

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/**
 * SWR `provider` that keeps data of `session:` keys in sessionStorage (hot games, winners, game vendor, merchant
 * wallet, validation rules: SPEC §9), so they survive reloads within the tab.
 * @example <SWRConfig value={{ provider: sessionCache }}>
 */
export function sessionCache(): Cache {
  const map = new Map<string, State>();
  const store = storage();
  if (store) {
    for (let i = 0; i < store.length; i += 1) {
      const storageKey = store.key(i);
      if (storageKey === null || !storageKey.startsWith(STORAGE_PREFIX)) continue;
      try {
        map.set(storageKey.slice(STORAGE_PREFIX.length), { data: JSON.parse(store.getItem(storageKey) ?? 'null') as unknown });
      } catch {
        store.removeItem(storageKey);
      }
    }
  }
  return {
    keys: () => map.keys(),
    get: (key) => map.get(key),
    set: (key, value) => {
      map.set(key, value);
      if (!isPersisted(key)) return;
      // Cleared data (e.g. `mutate(() => true, undefined)` on sign-out) must not come back from storage on reload.
      if (value.data === undefined) {
        storage()?.removeItem(STORAGE_PREFIX + key);
        return;
      }
      try {
        storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify(value.data));
      } catch {
        // Quota or unserialisable data: the in-memory entry still serves this page.
      }
    },
    delete: (key) => {
      map.delete(key);
      storage()?.removeItem(STORAGE_PREFIX + key);
    },
  };
}

/** Whether an SWR key (string, or array whose first item is the name) is one of the session-cached `session:` keys. */
function isSessionKey(key: unknown): boolean {
  const name = Array.isArray(key) ? (key[0] as unknown) : key;
  return typeof name === 'string' && name.startsWith(PERSISTED_PREFIX);
}

/**
 * SWR middleware: a `session:` key that already has data (from this page or restored from sessionStorage after a
 * reload) is not asked for again on mount, focus or reconnect (SPEC §9: asked once per session). Only a changed key
 * (another language) or an explicit `mutate` asks again.
 * @example <SWRConfig value={{ provider: sessionCache, use: [sessionOnce] }}>
 */
export const sessionOnce: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher,
    isSessionKey(key) ? { ...config, revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } : config,
  );

/**
 * SWR middleware: data, error and the loading flag reach the component through `useDeferredValue`, together. SWR
 * stores its state in an external store, so an answer arriving re-renders synchronously, in one task that cannot
 * yield; deferred, the urgent render repeats what is on screen and the new data renders in a transition, in slices
 * that yield to the browser. The three change together, so no render ever shows "loaded, but nothing" in between;
 * a new key is not deferred, so a page never shows another key's data under its own.
 * Only where parts of a page do not depend on each other's data (home's sections, the nav bar): elsewhere a page
 * whose heading follows the address and whose list follows the data would show them a render apart.
 * @example <SWRConfig value={DEFERRED_DATA}>
 */
export const deferredData: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr: SWRResponse = useSWRNext(key, fetcher, config);
  const { data, error, isLoading } = swr;
  const id = unstable_serialize(key);
  const now = useMemo(() => ({ id, data: data as unknown, error: error as unknown, isLoading }), [id, data, error, isLoading]);
  const deferred = useDeferredValue(now);
  // Another key (another page of a list, another downline) shows its own state at once, never the last key's data.
  const shown = deferred.id === id ? deferred : now;
  // Everything else passes through as the inner hook gave it (useSWRInfinite's size and setSize, mutate, isValidating).
  return new Proxy(swr, {
    get(target, property, receiver) {
      if (property === 'data' || property === 'error' || property === 'isLoading') return shown[property];
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
};

/** Nested SWR config adding `deferredData` (the site's cache and its other middleware stay). */
export const DEFERRED_DATA = { use: [deferredData] };
