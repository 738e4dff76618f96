import type { FlowError, LoginChallenge, VerificationKind } from './types';

const KINDS: readonly VerificationKind[] = ['mobile', 'email', 'bankAccountName', 'googleCode'];

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Reads the unregistered-IP challenge out of a failed login's `value`, if the server sent one. */
export function challengeOf(value: unknown): LoginChallenge | undefined {
  const verification = record(record(value)?.verification);
  const kind = verification?.type;
  if (typeof kind !== 'string' || !KINDS.includes(kind as VerificationKind)) return undefined;
  const target = verification?.target;
  return { kind: kind as VerificationKind, target: typeof target === 'string' ? target : null };
}

/** Any rejection (ApiError, a login failure, a thrown string) as the flows' error shape. */
export function toFlowError(error: unknown): FlowError {
  const source = record(error);
  const message =
    typeof source?.message === 'string' && source.message ? source.message
    : typeof error === 'string' && error ? error
    : 'unknown_error';
  const out: FlowError = { message };
  const value = source?.value;
  if (record(value)?.captcha === true || source?.captcha === true) out.captcha = true;
  const challenge = challengeOf(value) ?? (source?.challenge as LoginChallenge | undefined);
  if (challenge) out.challenge = challenge;
  return out;
}

/**
 * Server messages and phone-verification codes (SPEC §8) mapped to the texts shown. A server message that is
 * already one of our keys is shown as is; anything unknown shows the server's own words.
 */
export const ERROR_MESSAGES: readonly { match: readonly string[]; messageKey: string }[] = [
  { match: ['in_incorrect_password', 'login.failed', 'password.incorrect'], messageKey: 'in_incorrect_password' },
  { match: ['captcha_error', 'captcha.error'], messageKey: 'auth_captcha_error' },
  { match: ['auth/invalid-phone-number', 'auth/missing-phone-number', 'phone_invalid'], messageKey: 'phone_error_invalid_number' },
  { match: ['auth/too-many-requests', 'phone_too_many_requests', 'sms.rate.limited'], messageKey: 'phone_error_too_many_requests' },
  { match: ['auth/invalid-verification-code', 'auth/missing-verification-code', 'sms_code_invalid', 'verification.invalid'], messageKey: 'phone_error_invalid_code' },
  { match: ['auth/captcha-check-failed'], messageKey: 'phone_error_captcha_failed' },
  { match: ['auth/quota-exceeded'], messageKey: 'phone_error_quota' },
  { match: ['auth/operation-not-allowed', 'function.not.available', '#543'], messageKey: 'phone_error_not_enabled' },
  { match: ['auth/code-expired', 'phone_code_expired', 'verification.expired'], messageKey: 'phone_error_code_expired' },
  { match: ['auth/popup-closed-by-user'], messageKey: 'phone_error_popup_closed' },
  { match: ['non_member_account', 'member.not.found.mobile'], messageKey: 'phone_error_non_member' },
  { match: ['non_agent', 'agent.only'], messageKey: 'auth_non_agent' },
  {
    match: ['auth/complete-verification-first', 'verification_required', 'auth/missing-verification-id', 'auth/invalid-verification-id'],
    messageKey: 'phone_error_verify_first',
  },
  { match: ['auth/network-request-failed'], messageKey: 'network_link_abnormal' },
  { match: ['auth/internal-error', 'auth/popup-blocked'], messageKey: 'auth_third_party_unavailable' },
  { match: ['username_or_email_not_exist', 'member.not.found'], messageKey: 'auth_username_or_email_not_exist' },
  { match: ['reg_username_exists', 'member.exists'], messageKey: 'auth_username_exists' },
  { match: ['reg_mobile_exists'], messageKey: 'auth_mobile_exists' },
  { match: ['reg_password_mismatch'], messageKey: 'auth_confirm_mismatch' },
  { match: ['invitation_code_error'], messageKey: 'invitation_code_error' },
  { match: ['login_verification_required', 'login.verification.required'], messageKey: 'auth_verification_required' },
  { match: ['login_verification_failed', 'login.verification.failed'], messageKey: 'auth_verification_failed' },
  { match: ['network_link_abnormal'], messageKey: 'network_link_abnormal' },
  { match: ['login.not.session'], messageKey: 'auth_not_logged_in' },
  { match: ['unknown_error'], messageKey: 'unknown_error' },
];

/** The i18n key for a server message or code, or null when the message should be shown as the server wrote it. */
export function errorMessageKey(message: string): string | null {
  const entry = ERROR_MESSAGES.find((e) => e.match.includes(message));
  if (entry) return entry.messageKey;
  if (/^reg_pattern_\d+$/.test(message)) return message;
  return null;
}
