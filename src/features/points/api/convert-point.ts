import { api } from '@/api';
import { toMinor } from '@/lib/money';

export interface ConvertInput {
  points: number;
  /** The fund password; sent encrypted, never kept. */
  password: string;
}

export interface ConvertResult {
  pointsBalance: number;
  /** Cash credited to the main wallet, minor units. */
  amountMinor: number;
  transactionRef: string;
}

/** POST passwordCheck/MCSFE_convertPoint (encrypted with the fund password): points → cash in the main wallet. */
export async function convertPoints({ points, password }: ConvertInput): Promise<ConvertResult> {
  const value = await api.POST('/wps/relay/passwordCheck/MCSFE_convertPoint', { body: { points, password } });
  return { pointsBalance: value.pointsBalance, amountMinor: toMinor(value.amount), transactionRef: value.transactionRef };
}
