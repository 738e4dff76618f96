/// <reference lib="webworker" />
/**
 * The site's service worker (built to /sw.js by scripts/pwa-vite-plugin.ts, which injects the precache list).
 * Written by hand on the plain Cache and Fetch APIs: Workbox's runtime cost every visitor 7.5 KB gzip of script for the
 * four routes below. The routing itself is ./routes.ts.
 *
 * - install: precaches the app shell (index.html and what it loads first) into a cache named for this build;
 * - activate: drops other builds' precaches and takes the open pages (the first worker of a first visit; a later one
 *   waits for the person's "reload", which sends SKIP_WAITING);
 * - fetch: app pages get the precached index.html; hashed files come cache first; brand files stale-while-revalidate;
 *   the platform's calls and the sandbox's controls always go to the network;
 * - message CACHE_URLS: takes in what the page loaded before the worker controlled it, so after one visit the site
 *   opens offline (and says the platform cannot be reached) instead of failing on a start-up chunk.
 */
import {
  ASSETS_CACHE,
  ASSETS_MAX_ENTRIES,
  BRAND_CACHE,
  PRECACHE_PREFIX,
  precacheName,
  precachePath,
  routeOf,
  type PrecacheEntry,
} from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

// The build replaces this name with the precache list (vite-plugin-pwa's injection point; the name is theirs).
// oxlint-disable-next-line eslint/no-underscore-dangle
const entries = self.__WB_MANIFEST;
const PRECACHE = precacheName(entries);
const precached = new Set(entries.map(precachePath));
const SHELL_PATH = '/index.html';
/**
 * Matching ignores Vary: a server may send `Vary: Origin` (Vite's does), and a module script's request carries an
 * Origin that the worker's own requests do not, so the file cached would never be found again. Hashed files and
 * brand files are the same whoever asks.
 */
const MATCH: CacheQueryOptions = { ignoreVary: true };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      // An unhashed file (index.html) past the browser's HTTP cache, so a new build never precaches an old one; hashed
      // files from it, so the shell the page has just loaded is not downloaded a second time.
      .then((cache) =>
        cache.addAll(entries.map((entry) => new Request(precachePath(entry), { cache: entry.revision ? 'reload' : 'default' }))),
      ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            // Earlier builds' precaches (this worker's, and the Workbox worker's before it: `member-site-precache-v2-…`).
            .filter((name) => name.startsWith(PRECACHE_PREFIX) && name !== PRECACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * Takes into the runtime caches what a page loaded before this worker controlled it (its first visit), the way a fetch
 * through the worker would have: hashed files and brand files, from the browser's HTTP cache where the page's own load
 * left them, so nothing is downloaded again.
 */
async function keepLoaded(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map((url) => {
      const request = new Request(url);
      const route = routeOf(request, self.location.origin, precached);
      if (route === 'assets') return cacheFirst(request, ASSETS_CACHE).catch(() => undefined);
      if (route === 'brand') return cacheFirst(request, BRAND_CACHE).catch(() => undefined);
      return undefined;
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'CACHE_URLS' && Array.isArray(data.urls)) {
    event.waitUntil(keepLoaded(data.urls.filter((url): url is string => typeof url === 'string')));
  }
});

async function fromPrecache(path: string, request: Request): Promise<Response> {
  const hit = await caches.match(path, { ...MATCH, cacheName: PRECACHE });
  return hit ?? fetch(request);
}

async function keepAtMost(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/** The cached answer, else the network's (kept when it is a 200; the hashed files' cache holds at most its limit). */
async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request, MATCH);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.status === 200) {
    await cache.put(request, response.clone());
    if (cacheName === ASSETS_CACHE) void keepAtMost(cache, ASSETS_MAX_ENTRIES);
  }
  return response;
}

async function staleWhileRevalidate(request: Request, wait: (promise: Promise<unknown>) => void): Promise<Response> {
  const cache = await caches.open(BRAND_CACHE);
  const hit = await cache.match(request, MATCH);
  const fresh = fetch(request).then(async (response) => {
    if (response.status === 200) await cache.put(request, response.clone());
    return response;
  });
  if (!hit) return fresh;
  // The page has its answer; the worker stays up until the refresh is stored.
  wait(fresh.catch(() => undefined));
  return hit;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (routeOf(request, self.location.origin, precached)) {
    case 'shell':
      event.respondWith(fromPrecache(SHELL_PATH, request));
      break;
    case 'precache':
      event.respondWith(fromPrecache(new URL(request.url).pathname, request));
      break;
    case 'assets':
      event.respondWith(cacheFirst(request, ASSETS_CACHE));
      break;
    case 'brand':
      event.respondWith(staleWhileRevalidate(request, (promise) => event.waitUntil(promise)));
      break;
    case 'network':
      // Not answered here: the browser goes to the network as if there were no worker.
      break;
  }
});
