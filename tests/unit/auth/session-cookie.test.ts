// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_COOKIE, forgetLogin, rememberLogin, rememberedLogin } from '@/lib/session-cookie';

afterEach(() => {
  forgetLogin();
  vi.restoreAllMocks();
});

describe('session-cookie', () => {
  it('remembers the username and method, nothing else', () => {
    rememberLogin({ username: 'member01', method: 'sms', password: 'Passw0rd!' } as never);
    expect(rememberedLogin()).toEqual({ username: 'member01', method: 'sms' });
    expect(decodeURIComponent(document.cookie)).not.toContain('Passw0rd!');
  });

  it('writes a one-day Lax cookie, Secure outside localhost', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
    rememberLogin({ username: 'member01', method: 'username' });
    expect(writes[0]).toMatch(new RegExp(`^${REMEMBER_COOKIE}=.+; Path=/; Max-Age=86400; SameSite=Lax$`));
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, hostname: 'www.luckystar.example' });
    rememberLogin({ username: 'member01', method: 'username' });
    expect(writes[1]).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('forgets the login', () => {
    rememberLogin({ username: 'member01', method: 'username' });
    forgetLogin();
    expect(rememberedLogin()).toBeNull();
  });

  it('ignores a damaged cookie', () => {
    document.cookie = `${REMEMBER_COOKIE}=%7Bnot-json; Path=/`;
    expect(rememberedLogin()).toBeNull();
  });
});
