import useSWR from 'swr';
import { api } from '@/api';

export const TRANSFER_ENABLED_KEY = 'agent:transferEnabled';

export interface TransferSettings {
  enabled: boolean;
  allowDecimal: boolean;
}

/** GET /wps/agent/transferEnabled (designed): whether this agent may transfer to its downlines, and with cents. */
export async function fetchTransferEnabled(): Promise<TransferSettings> {
  const value = await api.GET('/wps/agent/transferEnabled');
  return { enabled: value.enabled, allowDecimal: value.allowDecimal };
}

export function useTransferEnabled() {
  return useSWR(TRANSFER_ENABLED_KEY, fetchTransferEnabled, { revalidateOnFocus: false });
}
