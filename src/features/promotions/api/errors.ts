import { ApiError } from '@/api';

/** Platform codes of the promotion calls with a message of their own (locales/<LANG>/promotions.json). */
const KEYS: Record<string, string> = {
  'promotion.not.found': 'promotions_error_not_found',
  'promotion.not.running': 'promotions_error_not_running',
  'promotion.already.joined': 'promotions_error_already_joined',
  'promotion.already.applied': 'promotions_error_already_applied',
  'remark.too.long': 'promotions_remark_too_long',
  'picture.too.many': 'promotions_error_picture',
  'picture.too.large': 'promotions_error_picture',
  'picture.invalid.type': 'promotions_error_picture',
  'raffle.not.drawn': 'promotions_error_raffle_not_drawn',
  'raffle.not.won': 'promotions_error_raffle_not_won',
  'raffle.already.claimed': 'promotions_error_already_claimed',
  'claim.already.claimed': 'promotions_error_already_claimed',
  'claim.expired': 'promotions_error_claim_expired',
  'claim.not.found': 'promotions_error_claim_not_found',
  in_need_true_account: 'in_need_true_account',
};

/** The i18n key of a refused or failed promotion call. */
export function promotionErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    const key = KEYS[error.code ?? ''] ?? KEYS[error.message];
    if (key) return key;
    if (error.kind === 'network') return 'network_link_abnormal';
  }
  return 'unknown_error';
}
