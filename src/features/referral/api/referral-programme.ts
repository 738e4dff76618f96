import useSWR from 'swr';
import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';

type Wire = components['schemas']['ReferralProgramme'];

/** The brand's referral programme, amounts in minor units, rates in percent. */
export interface ReferralProgramme {
  enabled: boolean;
  invitationReward: number;
  qualifyingDeposit: number;
  qualifyingBet: number;
  depositRebateRate: number;
  betRebateRate: number;
  achievements: { invitees: number; reward: number }[];
}

/** SWR key of the programme (the same for visitors and members). */
export const REFERRAL_PROGRAMME_KEY = 'referral-programme';

/** GET PROMOFE_getReferralProgramme (designed, no token). */
export async function fetchReferralProgramme(): Promise<ReferralProgramme> {
  const value = (await api.GET('/wps/relay/PROMOFE_getReferralProgramme')) as Wire;
  return {
    enabled: value.enabled,
    invitationReward: toMinor(value.invitationReward),
    qualifyingDeposit: toMinor(value.qualifyingDeposit),
    qualifyingBet: toMinor(value.qualifyingBet),
    depositRebateRate: value.depositRebateRate,
    betRebateRate: value.betRebateRate,
    achievements: value.achievements.map((a) => ({ invitees: a.invitees, reward: toMinor(a.reward) })),
  };
}

export function useReferralProgramme() {
  return useSWR(REFERRAL_PROGRAMME_KEY, fetchReferralProgramme, { revalidateOnFocus: false });
}
