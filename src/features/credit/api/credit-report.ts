import useSWR from 'swr';
import { api } from '@/api';
import { toMinor } from '@/lib/money';

/** A credit-market member's credit line, amounts in minor units. */
export interface CreditReport {
  currency: string;
  creditLimit: number;
  usedCredit: number;
  availableCredit: number;
  unsettledBets: number;
  /** Epoch ms the figures were worked out. */
  updatedTime: number;
  /** Epoch ms of the next settlement; null when the merchant settles by hand. */
  nextSettlementTime: number | null;
}

/** SWR key of the credit report. */
export const CREDIT_REPORT_KEY = 'credit-report';

/** GET MCSFE_getCreditReport (designed): the member's credit limit, what is used and what is left. */
export async function fetchCreditReport(): Promise<CreditReport> {
  const value = await api.GET('/wps/relay/MCSFE_getCreditReport');
  return {
    currency: value.currency,
    creditLimit: toMinor(value.creditLimit),
    usedCredit: toMinor(value.usedCredit),
    availableCredit: toMinor(value.availableCredit),
    unsettledBets: toMinor(value.unsettledBets),
    updatedTime: value.updatedTime,
    nextSettlementTime: value.nextSettlementTime ?? null,
  };
}

/** The credit report; nothing is asked unless `enabled` (a signed-in member of a credit-market brand). */
export function useCreditReport(enabled: boolean) {
  return useSWR(enabled ? CREDIT_REPORT_KEY : null, fetchCreditReport, { revalidateOnFocus: false });
}
