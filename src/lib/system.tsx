import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api';
import type { FlagMap } from './whitelabel';
import type { SystemInfo, VisitorLocation } from './system-types';

export type { SystemInfo, VisitorLocation } from './system-types';

/** What the start-up permission call said, for every screen. */
export interface SystemState {
  /** Whitelabel flags `{MODID: boolean}`; unknown flags are off. */
  flags: FlagMap;
  info: SystemInfo | null;
  location: VisitorLocation | null;
  /** The platform's customer-service URL, else the brand's. */
  customerServiceUrl: string | null;
}

const SystemContext = createContext<SystemState | null>(null);

export interface SystemProviderProps extends SystemState {
  children: ReactNode;
}

/** Provides the system status result to the app. */
export function SystemProvider({ flags, info, location, customerServiceUrl, children }: SystemProviderProps) {
  const value = useMemo(
    () => ({ flags, info, location, customerServiceUrl }),
    [flags, info, location, customerServiceUrl],
  );
  return <SystemContext.Provider value={value}>{children}</SystemContext.Provider>;
}

/** The whitelabel flags, platform info, visitor location and customer-service URL. */
export function useSystem(): SystemState {
  const state = useContext(SystemContext);
  if (!state) throw new Error('useSystem needs a SystemProvider');
  return state;
}

/** What the early script of index.html leaves in `window.siteEarlyCalls` (scripts/merchant-vite-plugin.ts). */
export interface EarlyCalls {
  merchant: string;
  language: string;
  /** `pathname + search` → the response of a GET started before the app's code arrived. */
  calls: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    siteEarlyCalls?: EarlyCalls;
  }
}

/**
 * The early response for `request`, handed out once: only a GET without a token to this origin, for the brand and
 * language the early script used and exactly the same address. Null when there is none.
 */
export function takeEarlyCall(request: Request): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const early = window.siteEarlyCalls;
  if (!early || request.method !== 'GET' || request.headers.has('Authorization')) return null;
  const url = new URL(request.url);
  if (url.origin !== window.location.origin) return null;
  if (request.headers.get('Merchant') !== early.merchant || request.headers.get('Language') !== early.language) return null;
  const key = `${url.pathname}${url.search}`;
  const call = early.calls[key];
  if (!call) return null;
  delete early.calls[key];
  return call;
}

async function send(request: Request): Promise<Response> {
  try {
    return await globalThis.fetch(request);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', NETWORK_ERROR_MESSAGE, { cause: error });
  }
}

/**
 * `fetch` for a start-up call the page may already have sent (`api.GET(url, { params, fetch: earlyFetch })`): takes
 * the early response once, else (or when the early one failed) sends the request.
 */
export function earlyFetch(request: Request): Promise<Response> {
  const early = takeEarlyCall(request);
  if (!early) return send(request);
  return early.catch(() => send(request));
}
