import { api } from '@/api';
import { fromMinor, toMinor } from '@/lib/money';
import { fetchWallets } from './wallets';

/** What the upline transfer needs before the form: who the upline is and what the main wallet holds. */
export interface UplineSettings {
  /** The upline's account; null when the member has none. */
  uplineName: string | null;
  mainMinor: number;
  allowDecimal: boolean;
}

/** GET /wps/agent/upline (designed) and the balances, together. */
export async function fetchUplineSettings(): Promise<UplineSettings> {
  const [upline, wallets] = await Promise.all([api.GET('/wps/agent/upline'), fetchWallets()]);
  return { uplineName: upline.uplineName ?? null, mainMinor: wallets.main.balanceMinor, allowDecimal: wallets.allowDecimal };
}

export interface UplineTransferInput {
  amountMinor: number;
  password: string;
}

export interface UplineTransferResult {
  memberName: string;
  uplineName: string;
  amountMinor: number;
}

/** PUT /wps/agent/transferUpline (designed, encrypted with the fund password): main wallet → the upline. */
export async function transferToUpline({ amountMinor, password }: UplineTransferInput): Promise<UplineTransferResult> {
  const value = await api.PUT('/wps/agent/transferUpline', { body: { amount: fromMinor(amountMinor), password } });
  return { memberName: value.memberName, uplineName: value.uplineName, amountMinor: toMinor(value.amount) };
}
