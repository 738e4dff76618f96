import { describe, expect, it } from 'vitest';
import { audienceOf, closedFlagKey, executionsFor, isDue, isFirstLogin, markClosed, FIRST_LOGIN_KEY } from '@/features/announcements';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('announcement execution rules', () => {
  it('shows execution B to anonymous visitors', () => {
    expect(executionsFor({ signedIn: false, firstLogin: false })).toEqual(['B']);
    expect(executionsFor({ signedIn: false, firstLogin: true })).toEqual(['B']);
  });

  it('shows execution A to signed-in members', () => {
    expect(executionsFor({ signedIn: true, firstLogin: false })).toEqual(['A']);
  });

  it('adds execution F on a first login', () => {
    expect(executionsFor({ signedIn: true, firstLogin: true })).toEqual(['A', 'F']);
  });

  it('keeps one closed flag per audience for the session', () => {
    const storage = memoryStorage();
    expect(audienceOf(false)).toBe('anonymous');
    expect(audienceOf(true)).toBe('member');
    expect(isDue(storage, 'anonymous')).toBe(true);
    markClosed(storage, 'anonymous');
    expect(isDue(storage, 'anonymous')).toBe(false);
    expect(isDue(storage, 'member')).toBe(true);
    expect(closedFlagKey('member')).not.toBe(closedFlagKey('anonymous'));
  });

  it('reads the first-login flag the sign-in flow leaves in the session', () => {
    const storage = memoryStorage();
    expect(isFirstLogin(storage)).toBe(false);
    storage.setItem(FIRST_LOGIN_KEY, 'true');
    expect(isFirstLogin(storage)).toBe(true);
    storage.setItem(FIRST_LOGIN_KEY, 'false');
    expect(isFirstLogin(storage)).toBe(false);
  });
});
