/**
 * How the site's service worker answers each request: a pure table, so the routing is tested without a worker.
 * Kept free of worker and DOM types: the worker (sw.ts) and the logic tests both import it.
 */

/** Address prefixes never answered from a cache: the platform's calls and the sandbox's controls. */
export const NETWORK_ONLY_PREFIXES = ['/wps/', '/lgw/', '/__sandbox/'] as const;

/** Cache names. The precache's carries the build's version, so a deploy fills a new one and drops the old. */
export const CACHE_PREFIX = 'member-site';
export const ASSETS_CACHE = `${CACHE_PREFIX}-assets`;
export const BRAND_CACHE = `${CACHE_PREFIX}-brand`;
export const PRECACHE_PREFIX = `${CACHE_PREFIX}-precache-`;
/** Hashed files kept at most (oldest dropped first): the lazy screens are cached as they are used. */
export const ASSETS_MAX_ENTRIES = 400;

export type Route =
  /** Straight to the network, never cached. */
  | 'network'
  /** A page of the single-page app: the precached index.html (the app reads the address itself). */
  | 'shell'
  /** A file of the shell, precached at install. */
  | 'precache'
  /** A hashed, immutable file: the cache first, else the network (then cached). */
  | 'assets'
  /** A brand's files and manifests: the cache at once, refreshed from the network behind it. */
  | 'brand';

export interface RouteRequest {
  url: string;
  method: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
}

/**
 * Which way a request is answered, given the worker's origin and the precached paths.
 *
 * @example routeOf({ url: 'https://luckystar.example/member/wallet', method: 'GET', mode: 'navigate' }, 'https://luckystar.example', new Set()) // 'shell'
 */
export function routeOf(request: RouteRequest, origin: string, precached: ReadonlySet<string>): Route {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (NETWORK_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'network';
  if (precached.has(path)) return 'precache';
  // A page load of an app route; an address with a file extension (a logo, a manifest, sw.js) is a file, not a page
  // (online, the host's own fallback still answers a route that has one with index.html).
  if (request.mode === 'navigate') return /\.[a-z0-9]+$/i.test(path) ? 'network' : 'shell';
  if (path.startsWith('/assets/')) return 'assets';
  if (path.startsWith('/merchants/') || path.startsWith('/manifest/')) return 'brand';
  return 'network';
}

/** One precache entry as the build injects it (a path relative to the site root, and a revision for unhashed files). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The precache's name for a build: the same entries give the same name, so reinstalling the same build keeps its
 * cache, and a deploy with any changed file gets a new one.
 */
export function precacheName(entries: readonly PrecacheEntry[]): string {
  const text = entries.map((entry) => `${entry.url}@${entry.revision ?? ''}`).toSorted().join('\n');
  // FNV-1a, 32 bits: a name, not a security check.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${PRECACHE_PREFIX}${(hash >>> 0).toString(36)}`;
}

/** The absolute path of a precache entry ('index.html' → '/index.html'). */
export function precachePath(entry: PrecacheEntry): string {
  return `/${entry.url.replace(/^\//, '')}`;
}
