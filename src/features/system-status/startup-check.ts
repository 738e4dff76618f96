import { flattenWhitelabel, type FlagMap } from '@/lib/whitelabel';
import type { DomainRouteValue, Member, SystemInfo, SystemStatusValue, VisitorLocation } from '@/lib/system-types';
import { isHostListed, isValidHost } from './domain';

/**
 * Why the site shows the domain-error page. `unreachable`: a start-up call got no answer at all (the device is
 * offline, or the platform cannot be reached), which retrying fixes and customer service does not.
 */
export type DomainErrorReason = 'invalid-url' | 'domain-not-listed' | 'domain-check-failed' | 'permission-failed' | 'unreachable';

/** The top screen the start-up check decided: a status page, or the site. */
export type StartupOutcome = 'maintenance' | 'regionBlocked' | 'domainError' | 'ready';

export interface StartupInput {
  /** `location.hostname` of the page: sent to the permission call and checked against the domain list. */
  host: string;
  /** A login token from the URL query (already saved to the session) or the session; null when there is none. */
  token: string | null;
}

/** The platform calls the check makes, injected so this file knows no transport. */
export interface StartupCalls {
  /** GET /wps/system/status?host=<host>. */
  checkPermission: (host: string) => Promise<SystemStatusValue>;
  /** GET /wps/system/domainRoute. */
  checkDomain: (host: string) => Promise<DomainRouteValue>;
  /** GET /wps/member/info with the token. */
  loadMember: (token: string) => Promise<Member>;
  /** Forgets the login token and session data (an expired token). */
  clearSession: () => void;
}

export interface StartupResult {
  outcome: StartupOutcome;
  info: SystemInfo | null;
  flags: FlagMap;
  customerServiceUrl: string | null;
  location: VisitorLocation | null;
  /** The signed-in member (outcome `ready` with a token the platform still accepts), else null. */
  member: Member | null;
  /** The token still in use: null once an expired one was cleared. */
  token: string | null;
  /** Set when the outcome is `domainError`. */
  error: DomainErrorReason | null;
}

/** A call that got no answer (the API client's `network` error): nothing the platform said, so not a domain error. */
function isNoAnswer(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { kind?: unknown }).kind === 'network';
}

/** The first customer-service URL the platform gives, if any. */
function firstCustomerService(info: SystemInfo | null | undefined): string | null {
  return info?.customerService?.find((c) => c.url)?.url ?? null;
}

/**
 * Decides the top screen at start-up (SPEC §4 "System status"): an invalid address is the domain error without a
 * call; otherwise the permission call and the domain check run together, and maintenance wins over region blocked,
 * which wins over a host missing from the domain list (or a failed call: the domain error). Only then, for the site,
 * is a login token turned into the member; a token the platform refuses is cleared and the visitor goes on signed out.
 *
 * One pass with no user step in it, so a plain async function: the retry on the domain-error page runs it again.
 */
export async function checkStartup({ host, token }: StartupInput, calls: StartupCalls): Promise<StartupResult> {
  const result: StartupResult = {
    outcome: 'domainError',
    info: null,
    flags: {},
    customerServiceUrl: null,
    location: null,
    member: null,
    token,
    error: null,
  };
  if (!isValidHost(host)) return { ...result, error: 'invalid-url' };

  const [permission, domain] = await Promise.allSettled([calls.checkPermission(host), calls.checkDomain(host)]);
  if (permission.status === 'rejected') return { ...result, error: isNoAnswer(permission.reason) ? 'unreachable' : 'permission-failed' };
  const status = permission.value;
  Object.assign(result, {
    info: status.info ?? null,
    flags: flattenWhitelabel(status.info?.whitelabel),
    customerServiceUrl: firstCustomerService(status.info),
    location: status.location ?? null,
  });
  if (domain.status === 'rejected') return { ...result, error: isNoAnswer(domain.reason) ? 'unreachable' : 'domain-check-failed' };
  if (status.maintenance === true) return { ...result, outcome: 'maintenance' };
  if (status.regionRestriction === true) return { ...result, outcome: 'regionBlocked' };
  if (!isHostListed(host, domain.value.domainList ?? [])) return { ...result, error: 'domain-not-listed' };

  if (!token) return { ...result, outcome: 'ready' };
  try {
    return { ...result, outcome: 'ready', member: await calls.loadMember(token) };
  } catch {
    calls.clearSession();
    return { ...result, outcome: 'ready', token: null };
  }
}
