import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxMiddleware } from '../../../sandbox/middleware';
import { resetStore } from '../../../sandbox/store';

function request(url: string, headers: Record<string, string> = {}, method = 'GET', body = ''): IncomingMessage {
  const req = Readable.from(body ? [Buffer.from(body)] : []) as unknown as IncomingMessage;
  Object.assign(req, { url, method, headers: { host: 'localhost:4173', ...headers }, socket: { destroy: vi.fn<() => void>() } });
  return req;
}

function deferred() {
  const out: { resolve?: (body: string) => void } = {};
  const promise = new Promise<string>((done) => {
    out.resolve = done;
  });
  return { promise, resolve: (body: string) => out.resolve?.(body) };
}

function response() {
  const headers = new Map<string, string | string[]>();
  const { promise: ended, resolve } = deferred();
  const res = {
    statusCode: 200,
    setHeader: (key: string, value: string | string[]) => headers.set(key.toLowerCase(), value),
    end: (chunk?: Buffer) => resolve(chunk ? chunk.toString() : ''),
  } as unknown as ServerResponse;
  return { res, headers, ended };
}

describe('Sandbox middleware', () => {
  const handle = createSandboxMiddleware(process.cwd());
  afterEach(() => resetStore());

  it('remembers ?scenario= from a page load in a cookie and passes the page on', async () => {
    const { res, headers } = response();
    const next = vi.fn<(error?: unknown) => void>();
    await handle(request('/?scenario=maintenance', { accept: 'text/html' }), res, next);
    expect(next).toHaveBeenCalledWith();
    expect(String(headers.get('set-cookie'))).toContain('sandbox-scenario=maintenance');
  });

  it('clears the cookie for ?scenario=normal', async () => {
    const { res, headers } = response();
    await handle(request('/login?scenario=normal', { accept: 'text/html' }), res, vi.fn<(error?: unknown) => void>());
    expect(String(headers.get('set-cookie'))).toContain('Max-Age=0');
  });

  it('answers API calls in the scenario named by the cookie', async () => {
    const { res, ended } = response();
    const next = vi.fn<(error?: unknown) => void>();
    await handle(request('/wps/system/status?host=localhost', { merchant: 'luckystar', cookie: 'a=1; sandbox-scenario=maintenance' }), res, next);
    const body = JSON.parse(await ended) as { value: { maintenance: boolean } };
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(200);
    expect(body.value.maintenance).toBe(true);
  });

  it('reads request bodies and reaches the store', async () => {
    const { res, ended } = response();
    const body = JSON.stringify({ username: 'member01', password: 'Passw0rd!' });
    await handle(request('/wps/session/login', { merchant: 'luckystar', 'content-type': 'application/json' }, 'POST', body), res, vi.fn<(error?: unknown) => void>());
    expect((JSON.parse(await ended) as { value: { token: string } }).value.token).toEqual(expect.any(String));
  });

  it('drops the connection for api-offline so the browser sees a network error', async () => {
    const req = request('/wps/system/status', { merchant: 'luckystar', cookie: 'sandbox-scenario=api-offline' });
    await handle(req, response().res, vi.fn<(error?: unknown) => void>());
    expect(req.socket.destroy).toHaveBeenCalled();
  });

  it('leaves other paths to the next middleware', async () => {
    const next = vi.fn<(error?: unknown) => void>();
    await handle(request('/assets/index.js'), response().res, next);
    expect(next).toHaveBeenCalledWith();
  });
});
