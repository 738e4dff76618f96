import { ApiError } from '@/api/envelope';

/** A refused or failed points call as the page shows it: the message's i18n key and values, and the platform code. */
export interface PointsError {
  /** i18n key of the message. */
  messageKey: string;
  /** Values for the message's placeholders (already formatted where they are money). */
  values?: Record<string, number>;
  /** The platform's code, or the ApiError kind for network/session failures. */
  code: string;
  /** The server's own words, shown when the code is not one we know. */
  serverMessage?: string;
}

/** Platform code → message key (the codes of the points calls; see the contract). */
const MESSAGES: Record<string, string> = {
  'invalid.payment.pw': 'points_error_password',
  'not.exists.payment.password': 'points_error_no_password',
  'points.insufficient': 'points_error_insufficient',
  'reward.unavailable': 'points_error_unavailable',
  'redeem.address.required': 'points_error_address',
  'redeem.mobile.required': 'points_error_mobile',
  'redeem.amount.requirement': 'points_error_amount_requirement',
  'points.convert.min': 'points_error_convert_min',
  'points.convert.step': 'points_error_convert_step',
  in_need_true_account: 'in_need_true_account',
  'function.not.available': 'points_not_available',
  request_param_err: 'points_error_request',
};

function numbers(value: unknown): Record<string, number> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Any rejection of a points call as a PointsError. */
export function toPointsError(error: unknown): PointsError {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { messageKey: 'points_error_network', code: 'network' };
    if (error.kind === 'session-expired') return { messageKey: 'points_error_session', code: 'session-expired' };
    const code = error.code ?? error.message;
    const messageKey = MESSAGES[code] ?? MESSAGES[error.message];
    const values = numbers(error.value);
    if (messageKey) return { messageKey, code, ...(values ? { values } : {}) };
    return { messageKey: 'points_error_generic', code, serverMessage: error.message };
  }
  return { messageKey: 'points_error_generic', code: 'unknown' };
}

/** Refusals after which nothing changed and the same form can be sent again once corrected. */
export const FORM_CODES: readonly string[] = [
  'invalid.payment.pw',
  'points.insufficient',
  'reward.unavailable',
  'redeem.address.required',
  'redeem.mobile.required',
  'redeem.amount.requirement',
  'points.convert.min',
  'points.convert.step',
  'request_param_err',
];
