import type { TFunction } from 'i18next';
import { ApiError } from '@/api';
import { money } from './money';

/** Platform codes of the rewards centre's calls with their own text; anything else shows the server's words. */
const KNOWN: Record<string, string> = {
  promo_code_invalid: 'rewards_code_invalid',
  promo_code_used: 'rewards_code_used',
  promo_code_expired: 'rewards_code_expired',
  ticket_not_found: 'rewards_ticket_not_found',
  ticket_already_opened: 'rewards_ticket_already_opened',
  ticket_expired: 'rewards_ticket_expired',
  login_promotion_claimed: 'rewards_signin_already',
  login_promotion_not_today: 'rewards_signin_not_today',
  savior_claimed: 'rewards_rescue_already',
  savior_not_eligible: 'rewards_rescue_not_eligible',
  'claim.already.claimed': 'rewards_claim_already',
  'claim.expired': 'rewards_claim_expired',
  'claim.not.found': 'rewards_claim_not_found',
  in_need_true_account: 'in_need_true_account',
  network_link_abnormal: 'network_link_abnormal',
  unknown_error: 'unknown_error',
};

/** The amounts a deposit / bet requirement refusal carries (claim_deposit_required, claim_bet_required). */
export interface RequirementShortfall {
  kind: 'deposit' | 'bet';
  required: number;
  current: number;
}

/** The requirement a refusal names, when it is one of the sign-in's "deposit / bet required" answers. */
export function shortfallOf(error: unknown): RequirementShortfall | null {
  if (!(error instanceof ApiError)) return null;
  const code = error.code ?? error.message;
  const kind = code === 'claim_deposit_required' ? 'deposit' : code === 'claim_bet_required' ? 'bet' : null;
  if (!kind) return null;
  const value = (error.value ?? {}) as { requiredAmount?: unknown; currentAmount?: unknown };
  return { kind, required: Number(value.requiredAmount ?? 0), current: Number(value.currentAmount ?? 0) };
}

/** The text for a failed rewards call: our words for the codes we know, else the platform's message. */
export function rewardsErrorText(error: unknown, t: TFunction): string {
  const shortfall = shortfallOf(error);
  if (shortfall)
    return t(shortfall.kind === 'deposit' ? 'rewards_signin_deposit_required' : 'rewards_signin_bet_required', {
      required: money(shortfall.required),
      current: money(shortfall.current),
    });
  const failure = error instanceof ApiError ? error : null;
  const key = (failure?.code && KNOWN[failure.code]) ?? (failure?.message && KNOWN[failure.message]);
  if (key) return t(key);
  return failure?.message || t('unknown_error');
}
