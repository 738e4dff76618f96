/** sessionStorage key of the raw login token. */
export const TOKEN_KEY = 'token';
/** Keys starting with this survive `session.clear()`: the brand choice outlives a login. */
const KEEP_PREFIX = 'merchant';

const expiredListeners = new Set<() => void>();

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** The login session: the token in sessionStorage and who to tell when the server ends it. */
export const session = {
  /** The raw token, or null when signed out. */
  getToken(): string | null {
    return storage()?.getItem(TOKEN_KEY) ?? null;
  },
  /** Stores the token returned by login (or passed as ?token= at boot). */
  setToken(token: string): void {
    storage()?.setItem(TOKEN_KEY, token);
  },
  /** Clears session storage (token, session caches) but keeps keys starting with `merchant`. */
  clear(): void {
    const store = storage();
    if (!store) return;
    const doomed: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key !== null && !key.startsWith(KEEP_PREFIX)) doomed.push(key);
    }
    for (const key of doomed) store.removeItem(key);
  },
  /** Calls `listener` whenever the server ends the session (401 or login.not.session); returns an unsubscribe. */
  onExpired(listener: () => void): () => void {
    expiredListeners.add(listener);
    return () => {
      expiredListeners.delete(listener);
    };
  },
};

/** Ends the session after the server rejected the token and tells every listener. */
export function expireSession(): void {
  session.clear();
  for (const listener of expiredListeners) listener();
}
