import useSWR from 'swr';
import { api } from '@/api';
import type { BindCardConfig } from '../types';

export const BIND_CARD_CONFIG_KEY = 'bind-card-config';

/** GET MCSFE_getBindCardConfig (designed): banks with their required fields, sms rule, fund password, masked payee. */
export async function fetchBindCardConfig(): Promise<BindCardConfig> {
  const v = await api.GET('/wps/relay/MCSFE_getBindCardConfig');
  return {
    banks: v.banks.map((b) => ({
      bankCode: b.bankCode,
      bankName: b.bankName,
      methodGroupType: b.methodGroupType,
      requiredFields: b.requiredFields,
      cardNumberLength: (b.cardNumberLength?.length === 2 ? [b.cardNumberLength[0], b.cardNumberLength[1]] : [6, 34]) as [number, number],
    })),
    smsVerification: v.smsVerification,
    hasPaymentPassword: v.hasPaymentPassword,
    payee: v.payee ?? null,
    cardCount: v.cardCount,
    maxCardCount: v.maxCardCount,
    bindAllowed: v.bindAllowed !== false,
  };
}

export function useBindCardConfig(enabled = true) {
  return useSWR(enabled ? BIND_CARD_CONFIG_KEY : null, fetchBindCardConfig, { revalidateOnFocus: false });
}
