// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/api';
import { expireSession } from '@/api/session';

describe('session', () => {
  it('keeps the token in sessionStorage under "token"', () => {
    expect(session.getToken()).toBeNull();
    session.setToken('abc');
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(session.getToken()).toBe('abc');
  });

  it('clears everything but the merchant keys', () => {
    session.setToken('abc');
    sessionStorage.setItem('swr:session:winners', '[]');
    sessionStorage.setItem('merchant', 'goldenlotus');
    sessionStorage.setItem('merchantTheme', 'dark');
    session.clear();
    expect(Object.keys(sessionStorage).toSorted()).toEqual(['merchant', 'merchantTheme']);
  });

  it('tells listeners when the session expires until they unsubscribe', () => {
    const listener = vi.fn<() => void>();
    const unsubscribe = session.onExpired(listener);
    session.setToken('abc');
    expireSession();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeNull();
    unsubscribe();
    expireSession();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
