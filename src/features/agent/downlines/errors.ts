import { ApiError } from '@/api/envelope';

/** A refused or failed downline call as the page shows it: the i18n key that says what to do, and the platform code. */
export interface DownlineError {
  messageKey: string;
  code: string;
  /** The server's own words, shown when the code is not one we know. */
  serverMessage?: string;
}

/** Platform code → message key (codes designed for the downline calls; see the contract). */
const MESSAGES: Record<string, string> = {
  'balance.insufficient': 'downlines_error_insufficient',
  'invalid.payment.pw': 'downlines_error_password',
  'not.exists.payment.password': 'downlines_error_no_password',
  'amount.decimal.not.allowed': 'downlines_error_whole_amount',
  'downline.not.exists': 'downlines_error_not_in_team',
  'downline.frozen': 'downlines_error_frozen',
  'downline.not.direct': 'downlines_error_not_direct',
  'downline.already.agent': 'downlines_error_already_agent',
  'function.not.available': 'downlines_error_not_available',
  request_param_err: 'downlines_error_request',
};

/** Any rejection of a downline call as a DownlineError. */
export function toDownlineError(error: unknown): DownlineError {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { messageKey: 'downlines_error_network', code: 'network' };
    if (error.kind === 'session-expired') return { messageKey: 'downlines_error_session', code: 'session-expired' };
    const code = error.code ?? error.message;
    const messageKey = MESSAGES[code] ?? MESSAGES[error.message];
    if (messageKey) return { messageKey, code };
    return { messageKey: 'downlines_error_generic', code, serverMessage: error.message };
  }
  return { messageKey: 'downlines_error_generic', code: 'unknown' };
}
