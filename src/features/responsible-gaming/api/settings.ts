import useSWR from 'swr';
import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';

type Wire = components['schemas']['ResponsibleGamingSettings'];
export type LimitPeriod = components['schemas']['DepositLimitPeriod'];
export type Exclusion = components['schemas']['SelfExclusion'];
export type ExclusionType = Exclusion['type'];
export type ExclusionPeriod = Exclusion['period'];

export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

/** One period's deposit limit in minor units; `amount` null = none. */
export interface DepositLimit {
  period: LimitPeriod;
  amount: number | null;
  used: number;
  /** A raise or removal that applies at `effectiveTime` (epoch ms). */
  pending: { amount: number | null; effectiveTime: number } | null;
}

export interface RgSettings {
  limits: DepositLimit[];
  exclusion: Exclusion | null;
}

/** SWR key of the signed-in member's responsible-gaming settings. */
export const RG_SETTINGS_KEY = 'rg-settings';

const minorOrNull = (value: number | null) => (value === null ? null : toMinor(value));

/** The wire value in the page's terms (minor units). */
export function toRgSettings(value: Wire): RgSettings {
  return {
    limits: value.depositLimits.map((limit) => ({
      period: limit.period,
      amount: minorOrNull(limit.amount),
      used: toMinor(limit.used),
      pending: limit.pending ? { amount: minorOrNull(limit.pending.amount), effectiveTime: limit.pending.effectiveTime } : null,
    })),
    exclusion: value.exclusion,
  };
}

/** GET MCSFE_getResponsibleGamingSettings (designed). */
export async function fetchRgSettings(): Promise<RgSettings> {
  return toRgSettings((await api.GET('/wps/relay/MCSFE_getResponsibleGamingSettings')) as Wire);
}

export function useRgSettings(enabled: boolean) {
  return useSWR(enabled ? RG_SETTINGS_KEY : null, fetchRgSettings, { revalidateOnFocus: false });
}
