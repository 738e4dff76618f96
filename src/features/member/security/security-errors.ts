/**
 * What each refusal of the security centre's calls means for the person, as an i18n key that says what to do next.
 * Codes are the platform's where it has them (invalid.payment.pw, not.exists.payment.password) and designed otherwise.
 */
export const SECURITY_ERROR_KEYS: Readonly<Record<string, string>> = {
  'invalid.payment.pw': 'security_err_wrong_old_fund',
  'payment.password.same.as.login': 'security_err_same_as_login',
  'payment.password.format': 'security_fund_format',
  'payment.password.mismatch': 'security_fund_mismatch',
  'not.exists.payment.password': 'security_err_no_fund_password',
  'exists.payment.password': 'security_err_has_fund_password',
  sms_code_invalid: 'security_err_sms_invalid',
  'verification.invalid': 'security_err_sms_invalid',
  phone_code_expired: 'security_err_sms_expired',
  'verification.expired': 'security_err_sms_expired',
  phone_too_many_requests: 'security_err_sms_rate_limited',
  'sms.rate.limited': 'security_err_sms_rate_limited',
  phone_invalid: 'security_err_mobile_format',
  'mobile.already.bound': 'security_err_mobile_taken',
  'mobile.not.bound': 'security_err_mobile_not_bound',
  'email.invalid': 'security_err_email_format',
  'email.already.bound': 'security_err_email_taken',
  'nickname.exists': 'security_err_nickname_taken',
  'nickname.already.set': 'security_err_nickname_set',
  'nickname.invalid': 'security_err_nickname_format',
  'security.question.invalid': 'security_err_questions_invalid',
  'security.question.exists': 'security_err_questions_set',
  'language.invalid': 'security_err_language',
  network_link_abnormal: 'network_link_abnormal',
  'login.not.session': 'security_err_session',
};

/** The i18n key for a failure's code or message, or undefined when only the server's own words can be shown. */
export function securityErrorKey(failure: { code?: string | undefined; message?: string | undefined; kind?: string } | null | undefined): string | undefined {
  if (!failure) return undefined;
  if (failure.kind === 'network') return 'network_link_abnormal';
  return (failure.code && SECURITY_ERROR_KEYS[failure.code]) || (failure.message && SECURITY_ERROR_KEYS[failure.message]) || undefined;
}
