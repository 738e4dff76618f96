import { fromPromise } from 'xstate';
import { api, session } from '@/api';
import { systemStatusMachine } from '@/features/system-status';
import { earlyFetch } from '@/lib/system';
import type { DomainRouteValue, Member, SystemStatusValue } from '@/lib/system-types';

/** `device` of the domain-route call; the platform wants an integer and the web site is device 1. */
export const DOMAIN_ROUTE_DEVICE = 1;

/**
 * The status machine wired to the platform: the permission call, the domain check, member info, session. The first
 * two are the calls index.html starts before the app's code arrives; the first check takes those answers.
 */
export const appStatusMachine = systemStatusMachine.provide({
  actors: {
    checkPermission: fromPromise<SystemStatusValue, { host: string }>(({ input }) =>
      api.GET('/wps/system/status', { params: { query: { host: input.host } }, fetch: earlyFetch }),
    ),
    checkDomain: fromPromise<DomainRouteValue, { host: string }>(() =>
      api.GET('/wps/system/domainRoute', { params: { query: { device: DOMAIN_ROUTE_DEVICE } }, fetch: earlyFetch }),
    ),
    loadMember: fromPromise<Member, { token: string }>(() => api.GET('/wps/member/info')),
  },
  actions: {
    clearSession: () => session.clear(),
  },
});
