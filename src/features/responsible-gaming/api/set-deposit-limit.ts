import { api, type components } from '@/api';
import { fromMinor } from '@/lib/money';
import { toRgSettings, type LimitPeriod, type RgSettings } from './settings';

type Wire = components['schemas']['ResponsibleGamingSettings'];

/** POST MCSFE_setDepositLimit (designed): `amountMinor` null removes the limit (after 24 hours, as a raise does). */
export async function setDepositLimit(period: LimitPeriod, amountMinor: number | null): Promise<RgSettings> {
  const value = await api.POST('/wps/relay/MCSFE_setDepositLimit', {
    body: { period, amount: amountMinor === null ? null : fromMinor(amountMinor) },
  });
  return toRgSettings(value as Wire);
}
