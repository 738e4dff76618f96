import { assign, fromPromise, setup } from 'xstate';
import { toFlowError } from './errors';
import type { FlowError } from './types';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordInput {
  /** Opened by the login flow for a default or expired password: it cannot be skipped. */
  forced: boolean;
}

export interface ChangePasswordContext {
  forced: boolean;
  error: FlowError | null;
}

export type ChangePasswordEvent =
  | { type: 'SUBMIT'; values: ChangePasswordValues }
  | { type: 'DISMISS' };

/**
 * Change password (SPEC §2, §5): old, new and confirmation; the confirmation must match; the call; then a
 * success message. The forced variant has no way out but changing the password or signing out.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    /** POST /wps/member/password (encrypted). */
    changePassword: fromPromise<unknown, ChangePasswordValues>(async () => {
      throw new Error('changePassword is provided by the app');
    }),
  },
  actions: {
    /** Success: the message, then the flow goes on (forced: to the after-login steps; else: close). */
    finish: (_args: unknown, _params: { forced: boolean }) => {},
    /** Leaving the forced change signs the person out. */
    signOut: () => {},
    close: () => {},
  },
  guards: {
    isMismatch: ({ event }) => event.type === 'SUBMIT' && event.values.newPassword !== event.values.confirmNewPassword,
    isForced: ({ context }) => context.forced,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ forced: input.forced, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [
          { guard: 'isMismatch', actions: assign({ error: { message: 'auth_confirm_mismatch' } }) },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
        DISMISS: [{ guard: 'isForced', target: 'signedOut' }, { target: 'closed' }],
      },
    },
    submitting: {
      invoke: {
        src: 'changePassword',
        input: ({ event }) => (event.type === 'SUBMIT' ? event.values : { oldPassword: '', newPassword: '', confirmNewPassword: '' }),
        onDone: 'changed',
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    changed: {
      type: 'final',
      entry: { type: 'finish', params: ({ context }) => ({ forced: context.forced }) },
    },
    signedOut: { type: 'final', entry: ['signOut', 'close'] },
    closed: { type: 'final', entry: 'close' },
  },
});
