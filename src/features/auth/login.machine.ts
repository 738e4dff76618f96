import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { toFlowError } from './errors';
import type { ProviderCredential, ThirdPartyProvider } from './identity/types';
import type {
  FlowError, LoginChallenge, LoginMethod, LoginRequest, LoginResult, LoginValues, LoginVariant, Member, RoleTypes,
} from './types';

/** The password that forces a change after login (SPEC §9). */
export const DEFAULT_PASSWORD = '123456';
/** A captcha image is refreshed at most once a second (SPEC §9). */
export const CAPTCHA_REFRESH_MS = 1000;

export interface LoginInput extends RoleTypes {
  method: LoginMethod;
  variant: LoginVariant;
  /** PWDEXPFORCECHANGE3: an expired password must be changed. */
  forceExpiredChange: boolean;
  /** Username login runs the slider captcha first (SPEC §4 step 2). */
  sliderCaptcha: boolean;
  /** Phone numbers are verified by the third-party service before the login call (step 3). */
  thirdPartyPhone?: boolean;
  /** The server already asked for a captcha (e.g. the popup reopened after a failure). */
  captchaRequired?: boolean;
  /** Start at the unregistered-IP verification for these credentials. */
  challenge?: LoginChallenge;
  values?: LoginValues;
}

export interface LoginContext extends RoleTypes {
  method: LoginMethod;
  variant: LoginVariant;
  forceExpiredChange: boolean;
  sliderCaptcha: boolean;
  thirdPartyPhone: boolean;
  values: LoginValues;
  error: FlowError | null;
  captchaRequired: boolean;
  captchaImage: string | null;
  sliderToken: string | null;
  /** Where the slider piece was released (sent with the token for the server's check). */
  sliderPosition: number | null;
  /** The third-party phone verification's ID token, and the number it proves (reused while that number stays). */
  phoneToken: string | null;
  phoneMobile: string | null;
  /** The provider of a third-party sign-in under way or just done (its failures show by its buttons). */
  provider: ThirdPartyProvider | null;
  credential: ProviderCredential | null;
  challenge: LoginChallenge | null;
  result: LoginResult | null;
  member: Member | null;
}

export type LoginEvent =
  | { type: 'SET_METHOD'; method: LoginMethod }
  | { type: 'SUBMIT'; values: LoginValues }
  | { type: 'SLIDER_SOLVED'; token: string; position: number }
  | { type: 'SLIDER_CANCEL' }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'VERIFY'; code: string }
  | { type: 'CANCEL' }
  | { type: 'PROVIDER_SIGN_IN'; provider: ThirdPartyProvider };

function isIncomplete(context: LoginContext, values: LoginValues): boolean {
  if (!values.username.trim() || !values.password) return true;
  return context.captchaRequired && !values.captcha?.trim();
}

function incompleteMessage(context: LoginContext, values: LoginValues): string {
  if (values.username.trim() && values.password && context.captchaRequired) return 'auth_enter_captcha';
  return context.method === 'sms' ? 'auth_enter_mobile_code' : 'auth_enter_username_password';
}

/** The request for the login call: SPEC §3 payload plus what the captcha steps produced. */
export function loginRequest(context: LoginContext, verification?: { code: string }): LoginRequest {
  const agentLogin = context.variant === 'agentPage' ? { agentLogin: true } : {};
  if (context.credential?.provider === 'google')
    return { type: 'google', idToken: context.credential.idToken, ...agentLogin };
  if (context.credential?.provider === 'facebook')
    return { type: 'facebook', accessToken: context.credential.accessToken, ...agentLogin };
  if (context.method === 'sms' && context.thirdPartyPhone && context.phoneToken)
    return {
      username: context.values.username.trim(),
      type: 'sms-by-third-party',
      firebaseIdToken: context.phoneToken,
      ...agentLogin,
    };
  const request: LoginRequest = {
    username: context.values.username.trim(),
    password: context.values.password,
    type: context.method,
  };
  if (context.captchaRequired && context.values.captcha) request.captcha = context.values.captcha.trim();
  if (context.sliderToken) {
    request.sliderToken = context.sliderToken;
    if (context.sliderPosition !== null) request.sliderPosition = context.sliderPosition;
  }
  if (verification && context.challenge) {
    request.verificationType = context.challenge.kind;
    request.verificationCode = verification.code.trim();
  }
  return request;
}

/** The failure as shown: the header form says in_incorrect_password for any refusal (SPEC §5). */
function shownError(context: LoginContext, error: unknown): FlowError {
  const flow = toFlowError(error);
  if (context.variant === 'header' && !flow.challenge && flow.message !== 'network_link_abnormal')
    return { ...flow, message: 'in_incorrect_password' };
  return flow;
}

/**
 * The login flow of SPEC §4, steps 1–7: validate; slider captcha for username login; third-party phone
 * verification or the login call; save the token, load member info, first-login action; the forced password
 * change (default password, or expired with PWDEXPFORCECHANGE3, never for sms); else load login info, flag the
 * after-login popup and go to / (or /agentHome from the agent login page). A failure flagged with captcha shows the
 * captcha and loads an image; an unregistered IP asks for the extra verification.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    /** `busy`: a call or step is running; the form's submit is disabled. */
    tags: {} as 'busy',
  },
  actors: {
    /** POST /wps/session/login (encrypted). Rejects with the envelope's message and value. */
    login: fromPromise<LoginResult, LoginRequest>(async () => {
      throw new Error('login is provided by the app');
    }),
    /** GET /wps/member/info with the new token. */
    loadMember: fromPromise<Member>(async () => {
      throw new Error('loadMember is provided by the app');
    }),
    /** What the site loads once signed in (member info, balance). */
    loadLoginInfo: fromPromise<unknown>(async () => undefined),
    /** GET /wps/captcha?t= → an image source. */
    loadCaptcha: fromPromise<string>(async () => {
      throw new Error('loadCaptcha is provided by the app');
    }),
    /** The third-party phone verification: confirms the code sent to the number; resolves to its ID token. */
    verifyPhone: fromPromise<string, { mobile: string; code: string }>(async () => {
      throw new Error('verifyPhone is provided by the app');
    }),
    /** A third-party sign-in (Google, Facebook): the provider's dialog; resolves to its token. */
    providerSignIn: fromPromise<ProviderCredential, { provider: ThirdPartyProvider }>(async () => {
      throw new Error('providerSignIn is provided by the app');
    }),
  },
  actions: {
    saveToken: (_args: unknown, _params: { token: string }) => {},
    setMember: (_args: unknown, _params: { member: Member }) => {},
    /** The first-login action (SPEC §4 step 4). */
    firstTimeLogin: () => {},
    /** Remember me: keep or forget the username and method. */
    remember: (_args: unknown, _params: { username: string; method: LoginMethod }) => {},
    close: () => {},
    openChangePassword: () => {},
    flagAfterLoginPopup: () => {},
    navigate: (_args: unknown, _params: { to: string }) => {},
    /** A sign-in that may not stand (non-agent on the agent page) is undone. */
    clearSession: () => {},
  },
  guards: {
    isIncomplete: ({ context, event }) => event.type === 'SUBMIT' && isIncomplete(context, event.values),
    needsSlider: ({ context }) => context.method === 'username' && context.sliderCaptcha,
    usesThirdPartyPhone: ({ context }) => context.method === 'sms' && context.thirdPartyPhone,
    /** The number was already verified (the login call failed after it, e.g. offline): its token is reused. */
    hasPhoneToken: ({ context }) =>
      context.phoneToken !== null && context.phoneMobile === context.values.username.trim(),
    /** The platform refused the phone token: verify again next time. */
    refusesPhoneToken: ({ event }) =>
      'error' in event && ['verification_required', 'auth/complete-verification-first'].includes(toFlowError(event.error).message),
    isThirdPartySignIn: ({ context }) => context.credential !== null,
    hasChallenge: ({ event }) => 'error' in event && toFlowError(event.error).challenge !== undefined,
    asksForCaptcha: ({ context, event }) =>
      'error' in event && (toFlowError(event.error).captcha === true || context.captchaRequired),
    startsWithChallenge: ({ context }) => context.challenge !== null,
    isRefusedByAgentPage: ({ context }) =>
      context.variant === 'agentPage' && (context.member === null || !context.agentTypes.includes(context.member.type)),
    mustChangePassword: ({ context }) => {
      // SPEC §4 step 5: never for sms or third-party verification logins.
      if (context.method !== 'username' || context.credential !== null) return false;
      if (context.values.password === DEFAULT_PASSWORD) return true;
      return context.forceExpiredChange && context.result?.passwordExpired === true;
    },
  },
  delays: {
    captchaCooldown: CAPTCHA_REFRESH_MS,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    method: input.method,
    variant: input.variant,
    forceExpiredChange: input.forceExpiredChange,
    sliderCaptcha: input.sliderCaptcha,
    thirdPartyPhone: input.thirdPartyPhone ?? false,
    agentTypes: input.agentTypes,
    trialTypes: input.trialTypes,
    values: input.values ?? { username: '', password: '' },
    error: null,
    captchaRequired: input.captchaRequired ?? false,
    captchaImage: null,
    sliderToken: null,
    sliderPosition: null,
    phoneToken: null,
    phoneMobile: null,
    provider: null,
    credential: null,
    challenge: input.challenge ?? null,
    result: null,
    member: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startsWithChallenge', target: 'verifying' },
        { guard: ({ context }) => context.captchaRequired, target: 'loadingCaptcha' },
        { target: 'idle' },
      ],
    },
    idle: {
      initial: 'ready',
      on: {
        SET_METHOD: {
          actions: assign({ method: ({ event }) => event.method, error: null, sliderToken: null, provider: null }),
        },
        SUBMIT: [
          {
            guard: 'isIncomplete',
            actions: assign({
              values: ({ event }) => event.values,
              error: ({ context, event }) => ({ message: incompleteMessage(context, event.values) }),
              provider: null,
            }),
          },
          {
            target: 'checking',
            actions: assign({ values: ({ event }) => event.values, error: null, provider: null, credential: null }),
          },
        ],
        PROVIDER_SIGN_IN: {
          target: 'signingInWithProvider',
          actions: assign({ provider: ({ event }) => event.provider, credential: null, error: null }),
        },
      },
      states: {
        ready: {
          on: { REFRESH_CAPTCHA: { guard: ({ context }) => context.captchaRequired, target: '#login.loadingCaptcha' } },
        },
        // A refresh right after a load is ignored: at most one image a second.
        cooling: { after: { captchaCooldown: 'ready' } },
      },
    },
    checking: {
      tags: 'busy',
      always: [
        { guard: 'needsSlider', target: 'slider' },
        { guard: 'usesThirdPartyPhone', target: 'phoneCheck' },
        { target: 'loggingIn' },
      ],
    },
    slider: {
      on: {
        SLIDER_SOLVED: { target: 'loggingIn', actions: assign({ sliderToken: ({ event }) => event.token, sliderPosition: ({ event }) => event.position }) },
        SLIDER_CANCEL: 'idle',
      },
    },
    phoneCheck: {
      tags: 'busy',
      always: [{ guard: 'hasPhoneToken', target: 'loggingIn' }, { target: 'verifyingPhone' }],
    },
    // SPEC §4 step 3: the third-party service confirms the code it sent; its ID token goes to the login call.
    verifyingPhone: {
      tags: 'busy',
      invoke: {
        src: 'verifyPhone',
        input: ({ context }) => ({ mobile: context.values.username.trim(), code: context.values.password }),
        onDone: {
          target: 'loggingIn',
          actions: assign({
            phoneToken: ({ event }) => event.output,
            phoneMobile: ({ context }) => context.values.username.trim(),
          }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    // A third-party sign-in: the provider's own dialog, then the login call with its token.
    signingInWithProvider: {
      tags: 'busy',
      invoke: {
        src: 'providerSignIn',
        input: ({ context }) => ({ provider: context.provider ?? 'google' }),
        onDone: { target: 'loggingIn', actions: assign({ credential: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    loggingIn: {
      tags: 'busy',
      invoke: {
        src: 'login',
        input: ({ context }) => loginRequest(context),
        onDone: {
          target: 'loadingMember',
          actions: [
            assign({ result: ({ event }) => event.output, sliderToken: null }),
            { type: 'saveToken', params: ({ event }) => ({ token: event.output.token }) },
          ],
        },
        onError: [
          {
            // A provider's token is spent by the attempt: the next click asks the provider again.
            guard: 'isThirdPartySignIn',
            target: 'idle',
            actions: assign({ error: ({ event }) => toFlowError(event.error), credential: null }),
          },
          {
            guard: 'refusesPhoneToken',
            target: 'idle',
            actions: assign({ error: ({ event }) => toFlowError(event.error), phoneToken: null, phoneMobile: null }),
          },
          {
            guard: 'hasChallenge',
            target: 'verifying',
            actions: assign({
              challenge: ({ event }) => toFlowError(event.error).challenge ?? null,
              error: null,
              sliderToken: null,
            }),
          },
          {
            guard: 'asksForCaptcha',
            target: 'loadingCaptcha',
            actions: assign({
              error: ({ context, event }) => shownError(context, event.error),
              captchaRequired: true,
              sliderToken: null,
              // The answer was used up; the person types the new image's answer.
              values: ({ context }) => ({ ...context.values, captcha: '' }),
            }),
          },
          {
            target: 'idle',
            actions: assign({ error: ({ context, event }) => shownError(context, event.error), sliderToken: null }),
          },
        ],
      },
    },
    loadingCaptcha: {
      invoke: {
        src: 'loadCaptcha',
        onDone: { target: 'idle.cooling', actions: assign({ captchaImage: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: assign({ captchaImage: null, error: ({ context, event }) => context.error ?? toFlowError(event.error) }),
        },
      },
    },
    verifying: {
      on: {
        VERIFY: [
          {
            guard: ({ event }) => !event.code.trim(),
            actions: assign({ error: { message: 'auth_enter_verification' } }),
          },
          { target: 'submittingVerification', actions: assign({ error: null }) },
        ],
        CANCEL: { target: 'idle', actions: assign({ challenge: null, error: null }) },
      },
    },
    submittingVerification: {
      invoke: {
        src: 'login',
        input: ({ context, event }) => loginRequest(context, { code: event.type === 'VERIFY' ? event.code : '' }),
        onDone: {
          target: 'loadingMember',
          actions: [
            assign({ result: ({ event }) => event.output, challenge: null }),
            { type: 'saveToken', params: ({ event }) => ({ token: event.output.token }) },
          ],
        },
        onError: { target: 'verifying', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    loadingMember: {
      tags: 'busy',
      invoke: {
        src: 'loadMember',
        onDone: { target: 'signedIn', actions: assign({ member: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: ['clearSession', assign({ error: ({ event }) => toFlowError(event.error) })] },
      },
    },
    signedIn: {
      tags: 'busy',
      always: [
        {
          guard: 'isRefusedByAgentPage',
          target: 'idle',
          actions: ['clearSession', assign({ member: null, result: null, error: { message: 'auth_non_agent' } })],
        },
        { target: 'welcomed' },
      ],
    },
    welcomed: {
      tags: 'busy',
      entry: [
        { type: 'setMember', params: ({ context }) => ({ member: context.member! }) },
        enqueueActions(({ context, enqueue }) => {
          // A provider sign-in has no username to remember; the remembered one is left as it was.
          if (!context.credential)
            enqueue({ type: 'remember', params: { username: context.values.username.trim(), method: context.method } });
          if (context.result?.firstTimeLogin) enqueue('firstTimeLogin');
        }),
      ],
      always: [{ guard: 'mustChangePassword', target: 'changingPassword' }, { target: 'loadingLoginInfo' }],
    },
    changingPassword: {
      tags: 'busy',
      type: 'final',
      entry: 'openChangePassword',
    },
    loadingLoginInfo: {
      tags: 'busy',
      invoke: {
        src: 'loadLoginInfo',
        // The member is signed in either way; a failed refresh of the extras does not undo that.
        onDone: 'done',
        onError: 'done',
      },
    },
    done: {
      tags: 'busy',
      type: 'final',
      entry: [
        'flagAfterLoginPopup',
        'close',
        { type: 'navigate', params: ({ context }) => ({ to: context.variant === 'agentPage' ? '/agentHome' : '/' }) },
      ],
    },
  },
});
