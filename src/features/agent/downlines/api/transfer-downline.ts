import { api } from '@/api';
import { fromMinor, toMinor } from '@/lib/money';

export interface DownlineTransferInput {
  account: string;
  amountMinor: number;
  password: string;
}

export interface DownlineTransferResult {
  memberName: string;
  downlineName: string;
  amountMinor: number;
  mainMinor: number;
}

/** PUT /wps/agent/transferDownline (encrypted, with the fund password): the agent's main wallet → the downline's. */
export async function transferToDownline({ account, amountMinor, password }: DownlineTransferInput): Promise<DownlineTransferResult> {
  const value = await api.PUT('/wps/agent/transferDownline', { body: { customerName: account, amount: fromMinor(amountMinor), password } });
  return { memberName: value.memberName, downlineName: value.downlineName, amountMinor: toMinor(value.amount), mainMinor: toMinor(value.mainBalance) };
}
