import { ApiError } from '@/api';
import type { DepositError } from './types';

/** Platform codes of the deposit calls (designed where PLATFORM-MEMBER has no trace) → the screen that handles them. */
const KINDS: Record<string, DepositError['kind']> = {
  deposit_not_allowed: 'off',
  deposit_amount_out_of_range: 'amount',
  deposit_channel_unavailable: 'channel',
  deposit_too_frequent: 'too-frequent',
  promotion_not_available: 'promotion',
  payee_name_invalid: 'payee',
};

/** Any failure of a deposit call as the page's DepositError. */
export function toDepositError(error: unknown): DepositError {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { kind: 'network', code: null, message: 'deposit_network_error' };
    const code = error.code ?? null;
    return {
      kind: (code && KINDS[code]) || 'server',
      code,
      message: error.message,
      ...(error.value !== undefined ? { value: error.value } : {}),
    };
  }
  return { kind: 'server', code: null, message: error instanceof Error ? error.message : String(error) };
}
