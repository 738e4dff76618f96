import type { DepositOptions, PromotionChoice } from '../types';
import { fetchDepositChannels, toMethods } from './deposit-channels';
import { fetchDepositPromotions } from './deposit-promotions';
import { fetchDepositSettings } from './deposit-settings';
import { fetchExtraRewardClaims } from './extra-reward-claims';

/**
 * Everything the deposit page needs to start: the settings first (deposits off needs nothing else), then the
 * channels, promotions and extra rewards together. The promotions are optional: when their calls fail the member
 * can still deposit, without one.
 */
export async function fetchDepositOptions(): Promise<DepositOptions> {
  const settings = await fetchDepositSettings();
  if (!settings.allowed) return { settings, methods: [], promotions: [] };
  const [channels, promotions, claims] = await Promise.all([
    fetchDepositChannels(),
    fetchDepositPromotions().catch((): PromotionChoice[] => []),
    fetchExtraRewardClaims().catch((): PromotionChoice[] => []),
  ]);
  return { settings, methods: toMethods(channels, settings), promotions: [...claims, ...promotions] };
}
