import useSWR from 'swr';
import { api } from '@/api';
import type { components } from '@/api/schema.gen';
import { toMinor } from '@/lib/money';

export type PointRecordType = components['schemas']['PointRecordType'];

/** One row of the exchange-rate table: `amountMinor` of bets (or deposits) of `type` earns `points`. */
export interface EarnRate {
  type: PointRecordType;
  amountMinor: number;
  points: number;
}

/** The points rules as the page uses them (money in minor units). */
export interface PointRules {
  /** Whether conversion to cash is offered. */
  convertEnabled: boolean;
  neverExpire: boolean;
  /** `conversionPoints` points are worth `conversionMinor`. */
  conversionPoints: number;
  conversionMinor: number;
  minConvertPoints: number;
  earnRates: EarnRate[];
}

export const POINT_CONFIG_KEY = 'points-config';

/** GET MCSFE_getPointConfig (no token needed: visitors read the rules). */
export async function fetchPointConfig(): Promise<PointRules> {
  const value = await api.GET('/wps/relay/MCSFE_getPointConfig');
  return {
    convertEnabled: value.enabled,
    neverExpire: value.neverExpire,
    conversionPoints: value.conversion.points,
    conversionMinor: toMinor(value.conversion.amount),
    minConvertPoints: value.minConvertPoints,
    earnRates: value.earnRates.map((rate) => ({ type: rate.type, amountMinor: toMinor(rate.amount), points: rate.points })),
  };
}

/** The points rules; not asked when PTSYS3 is off. */
export function usePointConfig(enabled: boolean) {
  return useSWR(enabled ? POINT_CONFIG_KEY : null, fetchPointConfig, { revalidateOnFocus: false });
}

/**
 * The cash `points` are worth, in minor units, rounded down to the minor unit; only whole multiples of
 * `conversionPoints` convert.
 */
export function pointsToMinor(points: number, rules: Pick<PointRules, 'conversionPoints' | 'conversionMinor'>): number {
  if (!(points > 0) || rules.conversionPoints <= 0) return 0;
  return Math.floor(points / rules.conversionPoints) * rules.conversionMinor;
}
