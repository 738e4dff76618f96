import type { Member } from '@/lib/system-types';

export type { Member } from '@/lib/system-types';

/** How a person signs in: username and password, or mobile number and sms code. */
export type LoginMethod = 'username' | 'sms';

/** Where the sign-in form sits: the popup, the compact header form, or the agent login page. */
export type LoginVariant = 'popup' | 'header' | 'agentPage';

/** What the unregistered-IP challenge asks for (SPEC §4). */
export type VerificationKind = 'mobile' | 'email' | 'bankAccountName' | 'googleCode';

/** The server's extra check for a login from an IP the account has not used before. */
export interface LoginChallenge {
  kind: VerificationKind;
  /** Masked target the server names (e.g. the phone number the code went to). */
  target?: string | null;
}

/** Fields of the sign-in form. `password` is the sms code for sms login. */
export interface LoginValues {
  username: string;
  password: string;
  captcha?: string;
}

/** `value` of a successful login (SPEC §3 "Login payload"). */
export interface LoginResult {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  captcha?: boolean;
}

/**
 * The login call's `type`: the form's methods, the third-party phone verification (`sms-by-third-party`) and the
 * third-party sign-ins (`google`, `facebook`).
 */
export type LoginType = LoginMethod | 'sms-by-third-party' | 'google' | 'facebook';

/** What the login call is sent (before encryption). */
export interface LoginRequest {
  /** Username, or the mobile number for sms logins; absent for google and facebook. */
  username?: string;
  /** Password, or the sms code for sms login; absent for third-party logins. */
  password?: string;
  type: LoginType;
  /** type google: the ID token Google Identity Services returned. */
  idToken?: string;
  /** type facebook: the access token FB.login returned. */
  accessToken?: string;
  /** type sms-by-third-party: the phone verification service's ID token. */
  firebaseIdToken?: string;
  /** A third-party login from the agent login page: the platform refuses a non-agent. */
  agentLogin?: boolean;
  captcha?: string;
  sliderToken?: string;
  sliderPosition?: number;
  verificationType?: VerificationKind;
  verificationCode?: string;
}

/** A failed call as the flows see it: a message (server text or i18n key) and what the server asked for next. */
export interface FlowError {
  message: string;
  /** The server wants a captcha on the next try. */
  captcha?: boolean;
  /** The server wants the unregistered-IP verification. */
  challenge?: LoginChallenge;
}

/** `value` of the sms code calls. */
export interface SmsResult {
  expiredMinutes?: number | null;
}

/** Brand and server facts that decide roles. */
export interface RoleTypes {
  agentTypes: readonly number[];
  trialTypes: readonly number[];
}

export type { Member as MemberInfo };
