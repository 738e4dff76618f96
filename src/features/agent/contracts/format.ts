import type { TFunction } from 'i18next';
import type { ContractPeriod, ContractType } from './model';
import { formatNumber } from '@/lib/format';

/** A rate in percent as "1.5%" in the current language. */
export function rateText(t: TFunction, rate: number): string {
  return t('contract_rate_value', { rate: formatNumber(rate, { maximumFractionDigits: 2 }) });
}

/** How often a contract settles: its period (D, W, H, M) or, for hourly and real-time, every hour / every 5 minutes. */
export function periodText(t: TFunction, type: ContractType, period: ContractPeriod | null): string {
  if (period) return t(`contract_period_${period}`);
  return t(type === 'REALTIME' ? 'contract_settles_REALTIME' : 'contract_settles_HOURLY');
}

/** The kind's name ("dividend contract"). */
export function kindText(t: TFunction, type: ContractType): string {
  return t(`contract_kind_${type}`);
}
