import { api } from '@/api';
import type { components } from '@/api';
import { toMinor } from '@/lib/money';
import type { DepositResult } from '../types';

/** POST MCSFE_manualTransferByAccountName: the receiving account for a bank transfer (a pending deposit). */
export async function manualTransferByAccountName(body: components['schemas']['ManualTransferRequest']): Promise<DepositResult> {
  const value = await api.POST('/wps/relay/MCSFE_manualTransferByAccountName', { body });
  return {
    flow: 'MANUAL',
    depositId: value.depositId,
    bankName: value.bankName,
    accountName: value.accountName,
    accountNumber: value.accountNumber,
    branch: value.branch ?? null,
    amount: toMinor(value.amount),
    reference: value.reference ?? null,
    expiresAt: value.expiresAt ?? null,
  };
}
