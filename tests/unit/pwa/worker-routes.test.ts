import { describe, expect, it } from 'vitest';
import { precacheName, precachePath, routeOf } from '@/features/pwa/worker/routes';

const ORIGIN = 'https://luckystar.example';
const SHELL = new Set(['/index.html', '/assets/boot-B.js', '/assets/index-A.js']);

function route(path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}) {
  return routeOf({ url: `${origin}${path}`, method, mode }, ORIGIN, SHELL);
}

describe('service worker routes', () => {
  it.each(['/wps/v2/member/info', '/lgw/login', '/__sandbox/state'])('never answers the platform or the sandbox from a cache: %s', (path) => {
    expect(route(path)).toBe('network');
    // Not even a page load there (a payment provider's return address, a sandbox control opened in a tab).
    expect(route(path, { mode: 'navigate' })).toBe('network');
  });

  it('answers a page load of any app route with the precached shell, and a typed-in file address from the network', () => {
    expect(route('/', { mode: 'navigate' })).toBe('shell');
    expect(route('/member/wallet?tab=2', { mode: 'navigate' })).toBe('shell');
    expect(route('/promotions', { mode: 'navigate' })).toBe('shell');
    expect(route('/merchants/luckystar/logo.svg', { mode: 'navigate' })).toBe('network');
    expect(route('/sw.js', { mode: 'navigate' })).toBe('network');
    // SPEC §2: /index.html is home too; it is a shell file.
    expect(route('/index.html', { mode: 'navigate' })).toBe('precache');
  });

  it('serves the shell files from the precache, other hashed files cache first, brand files stale-while-revalidate', () => {
    expect(route('/assets/boot-B.js')).toBe('precache');
    expect(route('/assets/wallet-page-C.js')).toBe('assets');
    expect(route('/merchants/goldenlotus/favicon.svg')).toBe('brand');
    expect(route('/manifest/luckystar.webmanifest')).toBe('brand');
    expect(route('/robots.txt')).toBe('network');
  });

  it('leaves other sites and anything but GET to the network', () => {
    expect(route('/assets/wallet-page-C.js', { origin: 'https://cdn.example' })).toBe('network');
    expect(route('/assets/boot-B.js', { method: 'POST' })).toBe('network');
    expect(route('/', { method: 'POST', mode: 'navigate' })).toBe('network');
  });
});

describe('precacheName', () => {
  const build = [
    { url: 'index.html', revision: 'a1' },
    { url: 'assets/boot-B.js', revision: null },
  ];

  it('is the same for the same build in any order, so reinstalling keeps the cache', () => {
    expect(precacheName(build)).toBe(precacheName(build.toReversed()));
    expect(precacheName(build)).toMatch(/^member-site-precache-[a-z0-9]+$/);
  });

  it('changes with any file of a deploy, so the new worker fills a cache of its own', () => {
    expect(precacheName([{ url: 'index.html', revision: 'a2' }, build[1]!])).not.toBe(precacheName(build));
    expect(precacheName([build[0]!, { url: 'assets/boot-C.js', revision: null }])).not.toBe(precacheName(build));
  });

  it('keys entries by their absolute path', () => {
    expect(precachePath({ url: 'index.html', revision: 'a1' })).toBe('/index.html');
  });
});
