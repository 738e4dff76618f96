import { assign, fromPromise, setup } from 'xstate';
import { flattenWhitelabel, type FlagMap } from '@/lib/whitelabel';
import type {
  DomainRouteValue,
  Member,
  SystemInfo,
  SystemStatusValue,
  VisitorLocation,
} from '@/lib/system-types';
import { isHostListed, isValidHost } from './domain';

/** Why the site shows the domain-error page. */
export type DomainErrorReason = 'invalid-url' | 'domain-not-listed' | 'domain-check-failed' | 'permission-failed';

export interface SystemStatusInput {
  /** `location.hostname` of the page: sent to the permission call and checked against the domain list. */
  host: string;
  /** A login token from the URL query (already saved to the session) or the session; null when there is none. */
  token: string | null;
}

export interface SystemStatusContext {
  host: string;
  token: string | null;
  info: SystemInfo | null;
  flags: FlagMap;
  customerServiceUrl: string | null;
  location: VisitorLocation | null;
  maintenance: boolean;
  regionRestriction: boolean;
  domainList: { domainName: string }[] | null;
  member: Member | null;
  error: DomainErrorReason | null;
}

export type SystemStatusEvent = { type: 'RETRY' };

/** The first customer-service URL the platform gives, if any. */
function firstCustomerService(info: SystemInfo | null | undefined): string | null {
  return info?.customerService?.find((c) => c.url)?.url ?? null;
}

/**
 * Decides the top screen at start-up (SPEC §4 "System status"): maintenance, region blocked, domain error,
 * or the app once the optional member load has settled. The permission call, the domain check, the member
 * load and clearing the session are injected, so this file knows no transport.
 */
export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
    input: {} as SystemStatusInput,
  },
  actors: {
    /** GET /wps/system/status?host=<host>. */
    checkPermission: fromPromise<SystemStatusValue, { host: string }>(async () => {
      throw new Error('checkPermission is provided by the app');
    }),
    /** GET /wps/system/domainRoute. */
    checkDomain: fromPromise<DomainRouteValue, { host: string }>(async () => {
      throw new Error('checkDomain is provided by the app');
    }),
    /** GET /wps/member/info with the token. */
    loadMember: fromPromise<Member, { token: string }>(async () => {
      throw new Error('loadMember is provided by the app');
    }),
  },
  actions: {
    /** Forgets the login token and session data; the app provides the real one (the API's session.clear). */
    clearSession: () => {},
  },
  guards: {
    isInvalidHost: ({ context }) => !isValidHost(context.host),
    isHostListed: ({ context }) => context.domainList !== null && isHostListed(context.host, context.domainList),
    isMaintenance: ({ context }) => context.maintenance,
    isRegionBlocked: ({ context }) => context.regionRestriction,
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'systemStatus',
  context: ({ input }) => ({
    host: input.host,
    token: input.token,
    info: null,
    flags: {},
    customerServiceUrl: null,
    location: null,
    maintenance: false,
    regionRestriction: false,
    domainList: null,
    member: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      initial: 'validating',
      entry: assign({ error: null }),
      states: {
        validating: {
          always: [
            {
              guard: 'isInvalidHost',
              target: '#systemStatus.domainError',
              actions: assign({ error: 'invalid-url' as const }),
            },
            { target: 'requests' },
          ],
        },
        requests: {
          type: 'parallel',
          states: {
            permission: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    src: 'checkPermission',
                    input: ({ context }) => ({ host: context.host }),
                    onDone: {
                      target: 'done',
                      actions: assign(({ event }) => ({
                        info: event.output.info ?? null,
                        flags: flattenWhitelabel(event.output.info?.whitelabel),
                        customerServiceUrl: firstCustomerService(event.output.info),
                        location: event.output.location ?? null,
                        maintenance: event.output.maintenance === true,
                        regionRestriction: event.output.regionRestriction === true,
                      })),
                    },
                    onError: {
                      target: '#systemStatus.domainError',
                      actions: assign({ error: 'permission-failed' as const }),
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
            domain: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    src: 'checkDomain',
                    input: ({ context }) => ({ host: context.host }),
                    onDone: {
                      target: 'done',
                      actions: assign({ domainList: ({ event }) => event.output.domainList ?? [] }),
                    },
                    onError: {
                      target: '#systemStatus.domainError',
                      actions: assign({ error: 'domain-check-failed' as const }),
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: { target: 'deciding' },
        },
        deciding: {
          always: [
            { guard: 'isMaintenance', target: '#systemStatus.maintenance' },
            { guard: 'isRegionBlocked', target: '#systemStatus.regionBlocked' },
            { guard: 'isHostListed', target: '#systemStatus.normal' },
            { target: '#systemStatus.domainError', actions: assign({ error: 'domain-not-listed' as const }) },
          ],
        },
      },
    },
    maintenance: {},
    regionBlocked: {},
    domainError: {
      on: { RETRY: { target: 'checking' } },
    },
    normal: {
      always: [{ guard: 'hasToken', target: 'loadingMember' }, { target: 'ready' }],
    },
    loadingMember: {
      invoke: {
        src: 'loadMember',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'ready', actions: assign({ member: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: ['clearSession', assign({ member: null, token: null })],
        },
      },
    },
    ready: {},
  },
});
