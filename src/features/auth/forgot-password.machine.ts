import { assign, fromPromise, setup } from 'xstate';
import { toFlowError } from './errors';
import type { FlowError, LoginRequest, LoginResult, Member } from './types';

/** Recover by mobile number and sms code, or by username and e-mail. */
export type ForgotMethod = 'phone' | 'email';

export interface ForgotPhoneValues {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  countryDialingCode?: string;
}

export interface ForgotEmailValues {
  username: string;
  email: string;
}

export interface ForgotInput {
  method: ForgotMethod;
}

export interface ForgotContext {
  method: ForgotMethod;
  phone: ForgotPhoneValues | null;
  email: ForgotEmailValues | null;
  error: FlowError | null;
  member: Member | null;
}

export type ForgotEvent =
  | { type: 'SET_METHOD'; method: ForgotMethod }
  | { type: 'SUBMIT_PHONE'; values: ForgotPhoneValues }
  | { type: 'SUBMIT_EMAIL'; values: ForgotEmailValues };

/**
 * Forgot password (SPEC §4): by phone, set the new password with the sms code, then log in with the mobile number
 * and the new password, load member info, close and go to /; by e-mail, send the reset and show the confirmation.
 * The popup closes after either success; a failure keeps it open with the message.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotContext,
    events: {} as ForgotEvent,
    input: {} as ForgotInput,
  },
  actors: {
    /** POST /wps/member/password/verification (encrypted). */
    resetByPhone: fromPromise<unknown, ForgotPhoneValues>(async () => {
      throw new Error('resetByPhone is provided by the app');
    }),
    /** POST /wps/member/password/email (form). */
    resetByEmail: fromPromise<unknown, ForgotEmailValues>(async () => {
      throw new Error('resetByEmail is provided by the app');
    }),
    login: fromPromise<LoginResult, LoginRequest>(async () => {
      throw new Error('login is provided by the app');
    }),
    loadMember: fromPromise<Member>(async () => {
      throw new Error('loadMember is provided by the app');
    }),
  },
  actions: {
    saveToken: (_args: unknown, _params: { token: string }) => {},
    setMember: (_args: unknown, _params: { member: Member }) => {},
    /** The e-mail confirmation dialog. */
    showEmailSent: () => {},
    /** The password was reset but signing in failed: say so, the person signs in themselves. */
    showPasswordReset: () => {},
    close: () => {},
    navigate: (_args: unknown, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ method: input.method, phone: null, email: null, error: null, member: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SET_METHOD: { actions: assign({ method: ({ event }) => event.method, error: null }) },
        SUBMIT_PHONE: {
          target: 'resettingByPhone',
          actions: assign({ phone: ({ event }) => event.values, method: 'phone', error: null }),
        },
        SUBMIT_EMAIL: {
          target: 'resettingByEmail',
          actions: assign({ email: ({ event }) => event.values, method: 'email', error: null }),
        },
      },
    },
    resettingByPhone: {
      invoke: {
        src: 'resetByPhone',
        input: ({ context }) => context.phone!,
        onDone: 'loggingIn',
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    loggingIn: {
      invoke: {
        src: 'login',
        input: ({ context }) => ({
          username: context.phone!.mobileNum.trim(),
          password: context.phone!.newPassword,
          type: 'username' as const,
        }),
        onDone: {
          target: 'loadingMember',
          actions: { type: 'saveToken', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: 'passwordReset',
      },
    },
    loadingMember: {
      invoke: {
        src: 'loadMember',
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ member: ({ event }) => event.output }),
            { type: 'setMember', params: ({ event }) => ({ member: event.output }) },
          ],
        },
        onError: 'passwordReset',
      },
    },
    signedIn: {
      type: 'final',
      entry: ['close', { type: 'navigate', params: { to: '/' } }],
    },
    passwordReset: {
      type: 'final',
      entry: ['showPasswordReset', 'close'],
    },
    resettingByEmail: {
      invoke: {
        src: 'resetByEmail',
        input: ({ context }) => context.email!,
        onDone: 'emailSent',
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    emailSent: {
      type: 'final',
      entry: ['showEmailSent', 'close'],
    },
  },
});
