import useSWR from 'swr';
import { api } from '@/api';
import { SECURITY_KEY_PREFIX } from './refresh';

/** SWR key of whether the member has a fund password. */
export const HAS_FUND_PASSWORD_KEY = `${SECURITY_KEY_PREFIX}has-fund-password`;

/** GET /wps/member/hasWithdrawalPassword (older generation, PASS3). */
export async function fetchHasFundPassword(): Promise<boolean> {
  return Boolean(await api.GET('/wps/member/hasWithdrawalPassword'));
}

export function useHasFundPassword() {
  return useSWR(HAS_FUND_PASSWORD_KEY, fetchHasFundPassword, { revalidateOnFocus: false });
}

/** PUT /wps/member/paymentPassword (encrypted): the first fund password. */
export async function setFundPassword(input: { password: string; confirm: string }): Promise<void> {
  await api.PUT('/wps/member/paymentPassword', {
    body: { paymentPassword: input.password, validatePaymentPassword: input.confirm },
  });
}

/** POST /wps/member/paymentPassword (encrypted): change the fund password, proving the old one. */
export async function changeFundPassword(input: { oldPassword: string; password: string; confirm: string }): Promise<void> {
  await api.POST('/wps/member/paymentPassword', {
    body: { oldPaymentPassword: input.oldPassword, paymentPassword: input.password, validatePaymentPassword: input.confirm },
  });
}
