import useSWR from 'swr';
import { api } from '@/api';
import { toMinor } from '@/lib/money';
import type { MemberBankCards } from '../types';

/** SWR key of the member's cards: the card list and the withdrawal form read it; binding and deleting refresh it. */
export const MEMBER_BANK_CARDS_KEY = 'member-bank-cards';

const minorOrNull = (n: number | null | undefined) => (n == null ? null : toMinor(n));

/** GET MCSFE_getMemberBankCards (designed): cards (masked), card limit, limits and what is left today, in minor units. */
export async function fetchMemberBankCards(): Promise<MemberBankCards> {
  const v = await api.GET('/wps/relay/MCSFE_getMemberBankCards');
  return {
    cards: v.bankCards.map((c) => ({
      bankCardId: c.bankCardId,
      bankName: c.bankName,
      bankCode: c.bankCode,
      cardNumber: c.cardNumber,
      cardHolder: c.cardHolder ?? '',
      methodGroupType: c.methodGroupType,
      isWithdrawActive: c.isWithdrawActive,
      isFrozen: c.isFrozen === true,
      maintenanceStartTime: c.maintenanceStartTime ?? null,
      maintenanceEndTime: c.maintenanceEndTime ?? null,
    })),
    maxCardCount: v.maxCardCount,
    minWithdrawal: minorOrNull(v.minWithdrawal),
    maxWithdrawal: minorOrNull(v.maxWithdrawal),
    remainingWithdrawAmount: minorOrNull(v.remainingWithdrawAmount),
    remainingTransactionTimes: v.remainingTransactionTimes ?? null,
  };
}

export function useMemberBankCards() {
  return useSWR(MEMBER_BANK_CARDS_KEY, fetchMemberBankCards, { revalidateOnFocus: false });
}
