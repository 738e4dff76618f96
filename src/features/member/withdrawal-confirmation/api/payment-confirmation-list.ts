import useSWR from 'swr';
import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import type { PayoutList } from '../types';

/** SWR key of the member's payouts waiting for an answer (the panel, the badge on the withdraw page). */
export const PAYMENT_CONFIRMATION_LIST_KEY = 'payment-confirmation-list';

type Wire = components['schemas']['PaymentConfirmationList'];

/** The wire list in the page's terms: amounts in minor units, deadlines on the page's clock (`receivedAt`). */
export function toPayoutList(value: Wire, receivedAt: number): PayoutList {
  return {
    confirmMinutes: value.confirmMinutes,
    payouts: value.list.map((item) => ({
      transactionId: item.transactionId,
      amount: toMinor(item.amount),
      status: item.status,
      requestTime: item.requestTime,
      paidTime: item.paidTime,
      // The server's remaining seconds, not its deadline: the page's clock may differ from the server's.
      deadlineAt: receivedAt + item.remainingSeconds * 1000,
      fullyPaid: item.fullyPaid,
      bankName: item.bankName ?? null,
      cardNumber: item.cardNumber ?? null,
    })),
  };
}

/** GET MCSFE_getPaymentConfirmationList. */
export async function fetchPaymentConfirmationList(): Promise<PayoutList> {
  const value = (await api.GET('/wps/relay/MCSFE_getPaymentConfirmationList')) as Wire;
  return toPayoutList(value, Date.now());
}

/** The member's payouts to answer; nothing is fetched when `enabled` is false (a visitor). */
export function usePaymentConfirmationList(enabled = true) {
  return useSWR(enabled ? PAYMENT_CONFIRMATION_LIST_KEY : null, fetchPaymentConfirmationList, { revalidateOnFocus: false });
}
