import useSWR from 'swr';
import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';

type Wire = components['schemas']['ReferralIncome'];
type WireFigures = components['schemas']['ReferralIncomeFigures'];

/** Referral income of one period by kind, minor units. */
export interface IncomeFigures {
  invitation: number;
  achievement: number;
  depositRebate: number;
  betRebate: number;
  total: number;
}

export interface ReferralIncome {
  today: IncomeFigures;
  total: IncomeFigures;
}

/** SWR key of the income overview. */
export const REFERRAL_INCOME_KEY = 'referral-income';

const toFigures = (wire: WireFigures): IncomeFigures => ({
  invitation: toMinor(wire.invitation),
  achievement: toMinor(wire.achievement),
  depositRebate: toMinor(wire.depositRebate),
  betRebate: toMinor(wire.betRebate),
  total: toMinor(wire.total),
});

/** GET MCSFE_getReferralIncome (designed): today and in total. */
export async function fetchReferralIncome(): Promise<ReferralIncome> {
  const value = (await api.GET('/wps/relay/MCSFE_getReferralIncome')) as Wire;
  return { today: toFigures(value.today), total: toFigures(value.total) };
}

export function useReferralIncome(enabled: boolean) {
  return useSWR(enabled ? REFERRAL_INCOME_KEY : null, fetchReferralIncome, { revalidateOnFocus: false });
}
