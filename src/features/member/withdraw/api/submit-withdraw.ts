import { api } from '@/api';
import { fromMinor, toMinor } from '@/lib/money';
import type { WithdrawRequest, WithdrawResult } from '../types';

/** POST /wps/v2/transaction/withdraw (encrypted); amounts in minor units on both sides of this file. */
export async function submitWithdraw(request: WithdrawRequest): Promise<WithdrawResult> {
  const body: { amount: number; bankCardId: number; password?: string; verificationCode?: string } = {
    amount: fromMinor(request.amount),
    bankCardId: request.bankCardId,
  };
  if (request.password !== undefined) body.password = request.password;
  if (request.verificationCode !== undefined) body.verificationCode = request.verificationCode;
  const v = await api.POST('/wps/v2/transaction/withdraw', { body });
  return { withdrawalId: v.withdrawalId, amount: toMinor(v.amount), fee: toMinor(v.fee), receivedAmount: toMinor(v.receivedAmount) };
}
