import type { Merchant } from './types';

/** Query parameter that picks a brand outside production, e.g. `?merchant=goldenlotus`. */
export const MERCHANT_QUERY_PARAM = 'merchant';

/** Where the page is running: `location.hostname`, `location.search`, and whether this is a production build. */
export interface ResolveInput {
  hostname: string;
  search: string;
  production: boolean;
}

/** Lower case without a trailing dot, so `LuckyStar.localhost.` matches `luckystar.localhost`. */
export function normalizeHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Picks a brand code: the `?merchant=` override (only outside production, only a known code), else the brand whose
 * `domains` list the hostname, else `defaultCode`. The boot script in index.html applies the same rule before first paint.
 */
export function pickMerchantCode(
  brands: readonly Pick<Merchant, 'code' | 'domains'>[],
  defaultCode: string,
  { hostname, search, production }: ResolveInput,
): string {
  if (!production) {
    const override = new URLSearchParams(search).get(MERCHANT_QUERY_PARAM);
    if (override && brands.some((b) => b.code === override)) return override;
  }
  const host = normalizeHostname(hostname);
  return brands.find((b) => b.domains.includes(host))?.code ?? defaultCode;
}
