import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, challengeOf, errorMessageKey, toFlowError } from '@/features/auth/errors';

function keys(language: string): Set<string> {
  const dir = join(process.cwd(), 'locales', language);
  const merged: Record<string, string> = {};
  for (const file of ['common.json', 'auth.json', 'forms.json'])
    Object.assign(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>);
  return new Set(Object.keys(merged));
}

describe('errorMessageKey', () => {
  it.each([
    ['auth/invalid-phone-number', 'phone_error_invalid_number'],
    ['auth/missing-phone-number', 'phone_error_invalid_number'],
    ['auth/too-many-requests', 'phone_error_too_many_requests'],
    ['auth/invalid-verification-code', 'phone_error_invalid_code'],
    ['auth/missing-verification-code', 'phone_error_invalid_code'],
    ['auth/captcha-check-failed', 'phone_error_captcha_failed'],
    ['auth/quota-exceeded', 'phone_error_quota'],
    ['auth/operation-not-allowed', 'phone_error_not_enabled'],
    ['auth/code-expired', 'phone_error_code_expired'],
    ['auth/popup-closed-by-user', 'phone_error_popup_closed'],
    ['non_member_account', 'phone_error_non_member'],
    ['non_agent', 'auth_non_agent'],
    ['auth/complete-verification-first', 'phone_error_verify_first'],
    ['verification_required', 'phone_error_verify_first'],
    ['auth/missing-verification-id', 'phone_error_verify_first'],
    ['auth/invalid-verification-id', 'phone_error_verify_first'],
    ['auth/network-request-failed', 'network_link_abnormal'],
    ['auth/internal-error', 'auth_third_party_unavailable'],
    ['auth/popup-blocked', 'auth_third_party_unavailable'],
    ['in_incorrect_password', 'in_incorrect_password'],
    ['network_link_abnormal', 'network_link_abnormal'],
    ['reg_pattern_4', 'reg_pattern_4'],
  ])('maps %s to %s', (message, key) => expect(errorMessageKey(message)).toBe(key));

  it('leaves an unknown server message to be shown as written', () => {
    expect(errorMessageKey('Account frozen, contact support')).toBeNull();
  });

  it.each(['EN', 'TY'])('has every mapped text in %s', (language) => {
    const known = keys(language);
    expect(ERROR_MESSAGES.map((e) => e.messageKey).filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('toFlowError', () => {
  it('keeps the captcha flag of a failed login', () => {
    expect(toFlowError(Object.assign(new Error('in_incorrect_password'), { value: { captcha: true } }))).toEqual({
      message: 'in_incorrect_password',
      captcha: true,
    });
  });

  it('reads the unregistered-IP challenge', () => {
    const error = Object.assign(new Error('login_verification_required'), {
      value: { verification: { type: 'bankAccountName', target: null } },
    });
    expect(toFlowError(error).challenge).toEqual({ kind: 'bankAccountName', target: null });
  });

  it('ignores a challenge of an unknown kind', () => {
    expect(challengeOf({ verification: { type: 'retina' } })).toBeUndefined();
  });

  it('turns anything else into unknown_error', () => {
    expect(toFlowError(undefined)).toEqual({ message: 'unknown_error' });
    expect(toFlowError('plain text')).toEqual({ message: 'plain text' });
  });
});
