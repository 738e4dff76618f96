import { api } from '@/api';
import type { components } from '@/api';
import { toMinor } from '@/lib/money';
import type { DepositResult } from '../types';

/** POST MCSFE_depositByLaunchUrl: the provider's page to pay on (value.redirectUrl). */
export async function depositByLaunchUrl(body: components['schemas']['DepositRequest']): Promise<DepositResult> {
  const value = await api.POST('/wps/relay/MCSFE_depositByLaunchUrl', { body });
  return {
    flow: 'REDIRECT',
    depositId: value.depositId ?? null,
    redirectUrl: value.redirectUrl,
    amount: value.amount == null ? toMinor(body.amount) : toMinor(value.amount),
  };
}
