import { minorToInput, parseAmountInput } from '@/lib/money';
import type { ContractTier } from './model';

/** At most this many tiers in one offer (the contract's designed limit). */
export const MAX_TIERS = 5;

/** A tier as typed in the offer form. */
export interface TierDraft {
  validBet: string;
  profitLoss: string;
  activeMembers: string;
  rate: string;
}

/** i18n keys of what is wrong with each field of a tier (none: fine). */
export type TierErrors = Partial<Record<keyof TierDraft, string>>;

export interface TierRules {
  /** The agent's own highest rate of this kind: no tier may be above it. */
  ceiling: number;
  /** Dividend tiers also ask a team loss. */
  profitLoss: boolean;
}

export const EMPTY_TIER: TierDraft = { validBet: '', profitLoss: '', activeMembers: '', rate: '' };

/** The form rows of existing tiers (the offer starts from the agent's own tiers). */
export function draftsFrom(tiers: readonly ContractTier[]): TierDraft[] {
  return tiers.map((tier) => ({
    validBet: minorToInput(tier.validBet),
    profitLoss: tier.profitLoss === null ? '' : minorToInput(tier.profitLoss),
    activeMembers: String(tier.activeMembers),
    rate: String(tier.rate),
  }));
}

function money(text: string): { minor: number } | { error: string } {
  if (!text.trim()) return { error: 'contract_tier_required' };
  const parsed = parseAmountInput(text);
  return parsed.ok ? { minor: parsed.minor } : { error: 'contract_tier_amount_invalid' };
}

function rateOf(text: string): number | null {
  const clean = text.trim().replace(/%$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(clean)) return null;
  return Number(clean);
}

/**
 * Checks an offer's tiers (SPEC §4 and the contract's rules): every field filled, amounts valid, active members whole,
 * rates above 0 with at most 2 decimals and never above the agent's own; valid bets ascending and rates never falling.
 * Returns the tiers (minor units) when all is well, and one error map per row.
 */
export function validateTiers(drafts: readonly TierDraft[], rules: TierRules): { tiers: ContractTier[] | null; errors: TierErrors[] } {
  const tiers: ContractTier[] = [];
  const errors = drafts.map((draft, i) => {
    const rowErrors: TierErrors = {};
    const validBet = money(draft.validBet);
    if ('error' in validBet) rowErrors.validBet = validBet.error;
    let profitLoss: number | null = null;
    if (rules.profitLoss) {
      const loss = money(draft.profitLoss);
      if ('error' in loss) rowErrors.profitLoss = loss.error;
      else profitLoss = loss.minor;
    }
    const members = draft.activeMembers.trim();
    if (!members) rowErrors.activeMembers = 'contract_tier_required';
    else if (!/^\d{1,6}$/.test(members)) rowErrors.activeMembers = 'contract_tier_members_invalid';
    const rate = rateOf(draft.rate);
    if (!draft.rate.trim()) rowErrors.rate = 'contract_tier_required';
    else if (rate === null || rate <= 0) rowErrors.rate = 'contract_tier_rate_invalid';
    else if (rate > rules.ceiling) rowErrors.rate = 'contract_tier_rate_above_own';
    const previous = tiers[i - 1];
    if (!rowErrors.validBet && 'minor' in validBet && previous && validBet.minor <= previous.validBet) rowErrors.validBet = 'contract_tier_valid_ascending';
    if (!rowErrors.rate && rate !== null && previous && rate < previous.rate) rowErrors.rate = 'contract_tier_rate_falling';
    tiers.push({
      validBet: 'minor' in validBet ? validBet.minor : (previous?.validBet ?? 0),
      profitLoss,
      activeMembers: Number(members) || 0,
      rate: rate ?? previous?.rate ?? 0,
    });
    return rowErrors;
  });
  const ok = drafts.length > 0 && drafts.length <= MAX_TIERS && errors.every((e) => Object.keys(e).length === 0);
  return { tiers: ok ? tiers : null, errors };
}
