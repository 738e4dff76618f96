import { api, session } from '@/api';
import type { StartupCalls } from '@/features/system-status';
import { earlyFetch } from '@/lib/system';

/** `device` of the domain-route call; the platform wants an integer and the web site is device 1. */
export const DOMAIN_ROUTE_DEVICE = 1;

/**
 * The start-up check's calls on the platform: the permission call, the domain check, member info, session. The first
 * two are the calls index.html starts before the app's code arrives; the first check takes those answers.
 */
export const appStartupCalls: StartupCalls = {
  checkPermission: (host) => api.GET('/wps/system/status', { params: { query: { host } }, fetch: earlyFetch }),
  checkDomain: () => api.GET('/wps/system/domainRoute', { params: { query: { device: DOMAIN_ROUTE_DEVICE } }, fetch: earlyFetch }),
  loadMember: () => api.GET('/wps/member/info'),
  clearSession: () => session.clear(),
};
