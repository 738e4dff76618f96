import { describe, expect, it } from 'vitest';
import { draftsFrom, validateTiers } from '@/features/agent/contracts/tiers';

const row = (validBet: string, rate: string, activeMembers = '2', profitLoss = '') => ({ validBet, rate, activeMembers, profitLoss });

describe('Contract tiers', () => {
  it('accepts ascending tiers within the own rate, in minor units', () => {
    const { tiers, errors } = validateTiers([row('1,000', '0.5'), row('20000.50', '1.2', '10')], { ceiling: 1.5, profitLoss: false });
    expect(errors).toEqual([{}, {}]);
    expect(tiers).toEqual([
      { validBet: 100_000, profitLoss: null, activeMembers: 2, rate: 0.5 },
      { validBet: 2_000_050, profitLoss: null, activeMembers: 10, rate: 1.2 },
    ]);
  });

  it('refuses a rate above the agent’s own, a falling rate and a valid bet that does not rise', () => {
    const { tiers, errors } = validateTiers([row('5000', '1'), row('5000', '0.8'), row('9000', '2')], { ceiling: 1.5, profitLoss: false });
    expect(tiers).toBeNull();
    expect(errors).toEqual([{}, { validBet: 'contract_tier_valid_ascending', rate: 'contract_tier_rate_falling' }, { rate: 'contract_tier_rate_above_own' }]);
  });

  it('asks every field, whole member counts, rates above 0 with 2 decimals, and the loss for dividends', () => {
    const { errors } = validateTiers([row('', '0', '1.5'), row('abc', '1.234', '')], { ceiling: 30, profitLoss: true });
    expect(errors).toEqual([
      { validBet: 'contract_tier_required', profitLoss: 'contract_tier_required', activeMembers: 'contract_tier_members_invalid', rate: 'contract_tier_rate_invalid' },
      { validBet: 'contract_tier_amount_invalid', profitLoss: 'contract_tier_required', activeMembers: 'contract_tier_required', rate: 'contract_tier_rate_invalid' },
    ]);
  });

  it('starts an offer from the agent’s own tiers', () => {
    expect(draftsFrom([{ validBet: 20_000_000, profitLoss: 1_000_000, activeMembers: 5, rate: 10 }])).toEqual([
      { validBet: '200000', profitLoss: '10000', activeMembers: '5', rate: '10' },
    ]);
  });
});
