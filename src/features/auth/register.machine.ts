import { assign, fromPromise, setup } from 'xstate';
import { toFlowError } from './errors';
import type { FlowError, Member } from './types';

/** Username register (PUT /wps/member/register) or mobile register (PUT /wps/member/register/mobile). */
export type RegisterMode = 'username' | 'mobile';

/** Form values as the register form gives them (field name → value). */
export type RegisterValues = Record<string, unknown>;

export interface RegisterInput {
  mode: RegisterMode;
  /** The affiliate code in the page URL, used when the form shows no code input. */
  urlAffiliateCode?: string | null;
  /** `referralCode` of /register?referralCode=. */
  referralCode?: string | null;
  /** Whether the form has its own affiliate (invitation) code input. */
  showAffiliateInput: boolean;
  /** THIRDPARTYPHONE3: the sms code is confirmed by the third-party service and its token sent instead. */
  thirdPartyPhone?: boolean;
  /** `firebaseChannel` sent with the token (merchant config identity.phone.channel). */
  phoneChannel?: string;
}

export interface RegisterContext {
  mode: RegisterMode;
  urlAffiliateCode: string;
  referralCode: string;
  showAffiliateInput: boolean;
  thirdPartyPhone: boolean;
  phoneChannel: string;
  /** The service's ID token and the number it proves (kept while that number stays, e.g. the username was taken). */
  phoneToken: string | null;
  phoneMobile: string | null;
  values: RegisterValues;
  error: FlowError | null;
  token: string | null;
  member: Member | null;
}

export type RegisterEvent = { type: 'SET_MODE'; mode: RegisterMode } | { type: 'SUBMIT'; values: RegisterValues };

export interface RegisterRequestInput {
  mode: RegisterMode;
  body: RegisterValues;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The affiliate code sent: the form's input when shown, else the one from the URL. */
export function affiliateCodeOf(context: Pick<RegisterContext, 'showAffiliateInput' | 'urlAffiliateCode' | 'values'>): string {
  return context.showAffiliateInput ? text(context.values.affiliateCode) : context.urlAffiliateCode;
}

/** The register body: the form's values, the affiliate and referral codes, login straight away (SPEC §3). */
export function registerBody(context: RegisterContext): RegisterValues {
  const body: RegisterValues = { ...context.values, login: true };
  const affiliateCode = affiliateCodeOf(context);
  if (affiliateCode) body.affiliateCode = affiliateCode;
  else delete body.affiliateCode;
  if (context.referralCode) body.referralCode = context.referralCode;
  // In mobile register the username becomes the mobile number.
  if (context.mode === 'mobile') body.username = text(context.values.mobileNum);
  if (context.thirdPartyPhone && context.phoneToken) {
    body.firebaseChannel = context.phoneChannel;
    body.firebaseIdToken = context.phoneToken;
    delete body.verificationCode;
  }
  return body;
}

/** The register form asked for an sms code, and the third-party service sent it. */
function needsPhoneCheck(context: RegisterContext): boolean {
  return context.thirdPartyPhone && text(context.values.verificationCode) !== '';
}

/**
 * The register flow of SPEC §4: (the form validated every field) set the affiliate code from the URL when no
 * code input is shown; check the affiliate (invitation_code_error when refused); with THIRDPARTYPHONE3 confirm the
 * sms code with the third-party service; register; load login info; close; go to /promotions.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    /** `busy`: a call or step is running; the form's submit is disabled. */
    tags: {} as 'busy',
  },
  actors: {
    /** GET /wps/agent/affiliate?affiliateCode= → whether the code belongs to an agent. */
    checkAffiliate: fromPromise<{ valid: boolean }, { affiliateCode: string }>(async () => {
      throw new Error('checkAffiliate is provided by the app');
    }),
    /** PUT /wps/member/register or /register/mobile; resolves to the login token when the server signed in. */
    register: fromPromise<{ token?: string | null }, RegisterRequestInput>(async () => {
      throw new Error('register is provided by the app');
    }),
    /** The third-party phone verification: confirms the code it sent to the number; resolves to its ID token. */
    verifyPhone: fromPromise<string, { mobile: string; code: string }>(async () => {
      throw new Error('verifyPhone is provided by the app');
    }),
    /** Login info: GET /wps/member/info with the new token. */
    loadMember: fromPromise<Member>(async () => {
      throw new Error('loadMember is provided by the app');
    }),
  },
  actions: {
    saveToken: (_args: unknown, _params: { token: string }) => {},
    setMember: (_args: unknown, _params: { member: Member }) => {},
    /** A single-use captcha answer was spent: show a new image. */
    refreshCaptcha: () => {},
    close: () => {},
    navigate: (_args: unknown, _params: { to: string }) => {},
  },
  guards: {
    hasAffiliateCode: ({ context }) => affiliateCodeOf(context) !== '',
    hasToken: ({ context }) => context.token !== null,
    needsPhoneVerification: ({ context }) =>
      needsPhoneCheck(context) && !(context.phoneToken && context.phoneMobile === text(context.values.mobileNum)),
    refusesPhoneToken: ({ event }) =>
      'error' in event && toFlowError(event.error).message === 'verification_required',
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    mode: input.mode,
    urlAffiliateCode: input.urlAffiliateCode?.trim() ?? '',
    referralCode: input.referralCode?.trim() ?? '',
    showAffiliateInput: input.showAffiliateInput,
    thirdPartyPhone: input.thirdPartyPhone ?? false,
    phoneChannel: input.phoneChannel ?? '',
    phoneToken: null,
    phoneMobile: null,
    values: {},
    error: null,
    token: null,
    member: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SET_MODE: { actions: assign({ mode: ({ event }) => event.mode, error: null }) },
        SUBMIT: { target: 'preparing', actions: assign({ values: ({ event }) => event.values, error: null }) },
      },
    },
    preparing: {
      tags: 'busy',
      always: [{ guard: 'hasAffiliateCode', target: 'checkingAffiliate' }, { target: 'phoneCheck' }],
    },
    checkingAffiliate: {
      tags: 'busy',
      invoke: {
        src: 'checkAffiliate',
        input: ({ context }) => ({ affiliateCode: affiliateCodeOf(context) }),
        onDone: [
          { guard: ({ event }) => event.output.valid, target: 'phoneCheck' },
          { target: 'idle', actions: assign({ error: { message: 'invitation_code_error' } }) },
        ],
        onError: { target: 'idle', actions: assign({ error: { message: 'invitation_code_error' } }) },
      },
    },
    phoneCheck: {
      tags: 'busy',
      always: [{ guard: 'needsPhoneVerification', target: 'verifyingPhone' }, { target: 'registering' }],
    },
    // THIRDPARTYPHONE3: the service confirms its code; the register call carries firebaseChannel + firebaseIdToken.
    verifyingPhone: {
      tags: 'busy',
      invoke: {
        src: 'verifyPhone',
        input: ({ context }) => ({ mobile: text(context.values.mobileNum), code: text(context.values.verificationCode) }),
        onDone: {
          target: 'registering',
          actions: assign({
            phoneToken: ({ event }) => event.output,
            phoneMobile: ({ context }) => text(context.values.mobileNum),
          }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    registering: {
      tags: 'busy',
      invoke: {
        src: 'register',
        input: ({ context }) => ({ mode: context.mode, body: registerBody(context) }),
        onDone: { target: 'registered', actions: assign({ token: ({ event }) => event.output.token ?? null }) },
        onError: [
          {
            guard: 'refusesPhoneToken',
            target: 'idle',
            actions: [
              assign({ error: ({ event }) => toFlowError(event.error), phoneToken: null, phoneMobile: null }),
              'refreshCaptcha',
            ],
          },
          { target: 'idle', actions: [assign({ error: ({ event }) => toFlowError(event.error) }), 'refreshCaptcha'] },
        ],
      },
    },
    registered: {
      tags: 'busy',
      always: [
        {
          guard: 'hasToken',
          target: 'loadingLoginInfo',
          actions: { type: 'saveToken', params: ({ context }) => ({ token: context.token! }) },
        },
        // Registered but not signed in by the server: still done; the person signs in next.
        { target: 'done' },
      ],
    },
    loadingLoginInfo: {
      tags: 'busy',
      invoke: {
        src: 'loadMember',
        onDone: {
          target: 'done',
          actions: [
            assign({ member: ({ event }) => event.output }),
            { type: 'setMember', params: ({ event }) => ({ member: event.output }) },
          ],
        },
        // The account exists; a failed member load is repaired by the next page load.
        onError: 'done',
      },
    },
    done: {
      tags: 'busy',
      type: 'final',
      entry: ['close', { type: 'navigate', params: { to: '/promotions' } }],
    },
  },
});
