// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { session } from '@/api';
import { takeBootToken } from '@/app/boot-token';

describe('takeBootToken', () => {
  it('saves a ?token= from the URL to the session and removes it from the address', () => {
    window.history.replaceState(null, '', '/lottery?token=abc123&gameCode=VN#draw');
    expect(takeBootToken()).toBe('abc123');
    expect(session.getToken()).toBe('abc123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/lottery?gameCode=VN#draw',
    );
  });

  it("uses the session's token when the URL has none", () => {
    window.history.replaceState(null, '', '/');
    session.setToken('from-session');
    expect(takeBootToken()).toBe('from-session');
  });

  it('gives null for a visitor', () => {
    window.history.replaceState(null, '', '/');
    expect(takeBootToken()).toBeNull();
  });
});
