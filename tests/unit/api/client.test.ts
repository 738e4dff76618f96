// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import { api, ApiError, configureApi, session } from '@/api';

const ok = (value: unknown) => HttpResponse.json({ success: true, message: null, value });

const credentials: RequestCredentials[] = [];

function captureHeaders(method: 'get' | 'post' | 'delete', path: string, value: unknown = {}) {
  const seen: Headers[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      seen.push(request.headers);
      credentials.push(request.credentials);
      return ok(value);
    }),
  );
  return seen;
}

const memberInfo = { id: 7, account: 'member01', nickname: 'Lucky', type: 0 };

describe('api client', () => {
  beforeEach(() => configureApi({ merchantCode: 'luckystar', language: 'TY' }));
  afterEach(() => configureApi({ merchantCode: '', language: 'EN' }));

  it('sends exactly one Merchant header with the platform headers on every call', async () => {
    const seen = captureHeaders('get', '/wps/system/domainRoute', { domainList: [] });
    await api.GET('/wps/system/domainRoute', { params: { query: { device: 1 } }, headers: { Merchant: 'other' } });
    const headers = seen[0]!;
    expect(headers.get('Merchant')).toBe('luckystar');
    expect(headers.get('Device')).toBe('web');
    expect(headers.get('Language')).toBe('TY');
    expect(headers.get('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(atob(headers.get('X-Real-UA') ?? '')).toBe(navigator.userAgent);
    expect(credentials.at(-1)).toBe('include');
  });

  it('sends the raw token only on calls that need it', async () => {
    session.setToken('tok-123');
    const member = captureHeaders('get', '/wps/member/info', memberInfo);
    const status = captureHeaders('get', '/wps/system/domainRoute', { domainList: [] });
    await api.GET('/wps/member/info');
    await api.GET('/wps/system/domainRoute', { params: { query: { device: 1 } } });
    expect(member[0]!.get('Authorization')).toBe('tok-123');
    expect(status[0]!.has('Authorization')).toBe(false);
  });

  it('leaves Authorization out when signed out', async () => {
    const seen = captureHeaders('get', '/wps/member/info', memberInfo);
    await api.GET('/wps/member/info');
    expect(seen[0]!.has('Authorization')).toBe(false);
  });

  it('resolves to the envelope value', async () => {
    server.use(http.get('*/wps/member/info', () => ok(memberInfo)));
    await expect(api.GET('/wps/member/info')).resolves.toEqual(memberInfo);
  });

  it('rejects with the server message when success is false', async () => {
    server.use(http.get('*/wps/system/domainRoute', () => HttpResponse.json({ success: false, message: 'request_param_err' }, { status: 400 })));
    const error = await api.GET('/wps/system/domainRoute', { params: { query: { device: 9 } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', message: 'request_param_err', status: 400 });
  });

  it('rejects with the server message and code when a 200 answer says success false', async () => {
    server.use(
      http.put('*/wps/feedback', () => HttpResponse.json({ success: false, message: 'function.not.available', errorCode: '#543' })),
    );
    await expect(api.PUT('/wps/feedback', { body: { type: 'other', content: 'hi' } })).rejects.toMatchObject({
      kind: 'server',
      message: 'function.not.available',
      code: '#543',
    });
  });

  it('accepts a bare value from the lottery gateway', async () => {
    const menus = [{ gameGroupCode: 'VN', games: [{ gameCode: 'HN' }] }];
    server.use(http.get('*/lgw/games/game_menus', () => HttpResponse.json(menus)));
    await expect(api.GET('/lgw/games/game_menus', { params: { query: { prizeMode: 'ELOTT' } } })).resolves.toEqual(menus);
  });

  it('also unwraps an enveloped lottery gateway answer', async () => {
    const menus = [{ gameGroupCode: 'VN' }];
    server.use(http.get('*/lgw/games/game_menus', () => ok(menus)));
    await expect(api.GET('/lgw/games/game_menus')).resolves.toEqual(menus);
  });

  it('rejects a bare body on /wps calls, which always carry the envelope', async () => {
    server.use(http.get('*/wps/member/info', () => HttpResponse.json(memberInfo)));
    await expect(api.GET('/wps/member/info')).rejects.toMatchObject({ kind: 'http', status: 200 });
  });

  it('reports a network failure as network_link_abnormal', async () => {
    server.use(http.get('*/wps/member/info', () => HttpResponse.error()));
    await expect(api.GET('/wps/member/info')).rejects.toMatchObject({ kind: 'network', message: 'network_link_abnormal' });
  });

  it('ends the session on 401 and tells the listeners', async () => {
    session.setToken('old');
    sessionStorage.setItem('merchant', 'luckystar');
    sessionStorage.setItem('swr:session:hot', '[]');
    const listener = vi.fn<() => void>();
    const unsubscribe = session.onExpired(listener);
    server.use(http.get('*/wps/member/info', () => HttpResponse.json({ success: false, message: 'unauthorized' }, { status: 401 })));
    await expect(api.GET('/wps/member/info')).rejects.toMatchObject({ kind: 'session-expired', status: 401 });
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeNull();
    expect(sessionStorage.getItem('swr:session:hot')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('luckystar');
  });

  it('ends the session when the server answers login.not.session', async () => {
    session.setToken('elsewhere');
    const listener = vi.fn<() => void>();
    const unsubscribe = session.onExpired(listener);
    server.use(http.get('*/wps/v2/wallets/balance', () => HttpResponse.json({ success: false, message: 'login.not.session' })));
    await expect(api.GET('/wps/v2/wallets/balance')).rejects.toMatchObject({ kind: 'session-expired', message: 'login.not.session' });
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeNull();
  });

  it('keeps a new session when a call sent under the old one comes back 401', async () => {
    session.setToken('old');
    const listener = vi.fn<() => void>();
    const unsubscribe = session.onExpired(listener);
    let arrived!: () => void;
    const sent = new Promise<void>((resolve) => (arrived = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/wps/member/info', async () => {
        arrived();
        await answered;
        return HttpResponse.json({ success: false, message: 'login.not.session' }, { status: 401 });
      }),
    );
    const call = api.GET('/wps/member/info');
    await sent;
    // The member signs in again while the old call is out.
    session.setToken('new');
    answer();
    await expect(call).rejects.toMatchObject({ kind: 'session-expired' });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(session.getToken()).toBe('new');
  });

  it('sends the forgot-password call as a form', async () => {
    let contentType: string | null = null;
    let fields: Record<string, string> = {};
    server.use(
      http.post('*/wps/member/password/email', async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        fields = Object.fromEntries(new URLSearchParams(await request.text()));
        return ok(null);
      }),
    );
    await api.POST('/wps/member/password/email', { body: { username: 'member01', email: 'm@example.com' } });
    expect(contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(fields).toEqual({ username: 'member01', email: 'm@example.com' });
  });

  it('marks the free play login with gateway version 3 and a random Encryption header, body in clear', async () => {
    let headers: Headers | undefined;
    let body: unknown;
    server.use(
      http.post('*/wps/session/login/freeplay', async ({ request }) => {
        headers = request.headers;
        body = await request.json();
        return ok({ token: 'trial' });
      }),
    );
    await api.POST('/wps/session/login/freeplay', { body: { os: 'Linux', platform: 'W' } });
    expect(headers?.get('X-Gateway-Version')).toBe('3');
    expect(headers?.get('Encryption')).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(body).toEqual({ os: 'Linux', platform: 'W' });
  });

  it('refuses an encrypted call before encryption is configured, sending nothing', async () => {
    const seen = captureHeaders('post', '/wps/session/login', { token: 't' });
    await expect(api.POST('/wps/session/login', { body: { username: 'a', password: 'b' } })).rejects.toThrow(/encryption/);
    expect(seen).toHaveLength(0);
  });
});
