import { ApiError } from '@/api/envelope';

/** A refused or failed wallet call as the page shows it: the i18n key that says what to do, and the platform code. */
export interface WalletError {
  /** i18n key of the message. */
  messageKey: string;
  /** The platform's code, or the ApiError kind for network/session failures. */
  code: string;
  /** The wallet a maintenance refusal names. */
  accountTypeId?: number;
  /** The server's own words, shown when the code is not one we know. */
  serverMessage?: string;
}

/** Platform code → message key (codes designed for the wallet and upline calls; see the contract). */
const MESSAGES: Record<string, string> = {
  'balance.insufficient': 'wallet_error_insufficient',
  'wallet.maintenance': 'wallet_error_maintenance',
  'amount.decimal.not.allowed': 'wallet_error_whole_amount',
  'trial.account': 'wallet_error_trial',
  request_param_err: 'wallet_error_request',
  'invalid.payment.pw': 'wallet_upline_error_password',
  'not.exists.payment.password': 'wallet_upline_error_no_password',
  'upline.not.exists': 'wallet_upline_none',
  'function.not.available': 'wallet_error_not_available',
};

function accountTypeIdOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as { accountTypeId?: unknown }).accountTypeId;
  return typeof id === 'number' ? id : undefined;
}

/** Any rejection of a wallet call as a WalletError. */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { messageKey: 'wallet_error_network', code: 'network' };
    if (error.kind === 'session-expired') return { messageKey: 'wallet_error_session', code: 'session-expired' };
    const code = error.code ?? error.message;
    const messageKey = MESSAGES[code] ?? MESSAGES[error.message];
    const accountTypeId = accountTypeIdOf(error.value);
    if (messageKey) return { messageKey, code, ...(accountTypeId === undefined ? {} : { accountTypeId }) };
    return { messageKey: 'wallet_error_generic', code, serverMessage: error.message };
  }
  return { messageKey: 'wallet_error_generic', code: 'unknown' };
}
