import { assign, fromPromise, setup } from 'xstate';
import type { Member, RoleTypes } from './types';

export interface SessionInput extends RoleTypes {
  /** The member loaded at start-up, or null for a visitor. */
  member: Member | null;
}

export interface SessionContext extends RoleTypes {
  member: Member | null;
  error: string | null;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; member: Member }
  | { type: 'LOGOUT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'EXPIRED' };

/**
 * The login state of SPEC §4: logged out, member, agent or trial (by the member type against the brand's lists),
 * and sign-out: confirm (in_sure_logout), call logout, clear the whole session (merchant keys kept), reset, go to /.
 * The logout call, clearing storage, resetting the member and navigation are injected.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** DELETE /wps/session/logout. */
    logout: fromPromise<unknown>(async () => {
      throw new Error('logout is provided by the app');
    }),
  },
  actions: {
    /** session.clear(): token and session caches go, merchant keys stay. */
    clearSession: () => {},
    /** Tells the app there is no member any more. */
    resetMember: () => {},
    /** Navigates to the path. */
    navigate: (_args: unknown, _params: { to: string }) => {},
  },
  guards: {
    isTrial: ({ context }) => context.member !== null && context.trialTypes.includes(context.member.type),
    isAgent: ({ context }) => context.member !== null && context.agentTypes.includes(context.member.type),
    isMember: ({ context }) => context.member !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    member: input.member,
    agentTypes: input.agentTypes,
    trialTypes: input.trialTypes,
    error: null,
  }),
  initial: 'deciding',
  on: {
    LOGGED_IN: { target: '.deciding', actions: assign({ member: ({ event }) => event.member, error: null }) },
    EXPIRED: { target: '.loggedOut', actions: [assign({ member: null }), 'clearSession', 'resetMember'] },
  },
  states: {
    deciding: {
      always: [
        // Trial wins when a type is in both lists, as in `roleOf`.
        { guard: 'isTrial', target: 'trial' },
        { guard: 'isAgent', target: 'agent' },
        { guard: 'isMember', target: 'member' },
        { target: 'loggedOut' },
      ],
    },
    loggedOut: {},
    member: { on: { LOGOUT: 'confirmingLogout' } },
    agent: { on: { LOGOUT: 'confirmingLogout' } },
    trial: { on: { LOGOUT: 'confirmingLogout' } },
    confirmingLogout: {
      on: {
        CONFIRM: 'loggingOut',
        CANCEL: 'deciding',
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        // A failed logout call still ends the session here: the person asked to leave.
        onDone: 'signedOut',
        onError: { target: 'signedOut', actions: assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }) },
      },
    },
    signedOut: {
      entry: [assign({ member: null }), 'clearSession', 'resetMember', { type: 'navigate', params: { to: '/' } }],
      always: 'loggedOut',
    },
  },
});
