import type { TFunction } from 'i18next';

/** Platform codes with their own text; anything else shows the server's own words. */
const KNOWN: Record<string, string> = {
  'invalid.payment.pw': 'withdraw_error_wrong_password',
  'not.exists.payment.password': 'withdraw_error_no_fund_password',
  'withdraw.not.allowed': 'withdraw_error_not_allowed',
  'withdraw.amount.invalid': 'withdraw_error_amount_refused',
  'balance.insufficient': 'withdraw_amount_above_available',
  'verification.invalid': 'withdraw_sms_wrong',
  'card.limit.reached': 'withdraw_cards_limit_reached',
  'card.bind.not.allowed': 'withdraw_cards_bind_not_allowed',
  'card.number.exists': 'withdraw_card_number_exists',
  'card.number.invalid': 'withdraw_card_number_invalid',
  'card.not.found': 'withdraw_card_not_found',
  'payment.password.mismatch': 'withdraw_fund_password_mismatch',
  'payment.password.invalid': 'withdraw_password_short',
  'sms.rate.limited': 'phone_error_too_many_requests',
  'mobile.not.bound': 'withdraw_sms_no_mobile',
  request_param_err: 'withdraw_error_check_fields',
  network_link_abnormal: 'network_link_abnormal',
  unknown_error: 'unknown_error',
};

/** The text for a failed call: our words for the codes we know, else the platform's message. */
export function errorText(failure: { code?: string | undefined; message?: string | undefined } | null | undefined, t: TFunction): string {
  if (!failure) return '';
  const key = (failure.code && KNOWN[failure.code]) ?? (failure.message && KNOWN[failure.message]);
  if (key) return t(key);
  return failure.message || t('unknown_error');
}
