import useSWR from 'swr';
import { api } from '@/api';
import type { SecurityItemMap } from '../completeness';
import { SECURITY_KEY_PREFIX } from './refresh';

export interface SecurityItems {
  percentage: number;
  items: SecurityItemMap;
}

export const SECURITY_ITEMS_KEY = `${SECURITY_KEY_PREFIX}items`;

/** GET /wps/member/security (designed): the security items and how complete they are. */
export async function fetchSecurityItems(): Promise<SecurityItems> {
  return (await api.GET('/wps/member/security')) as SecurityItems;
}

export function useSecurityItems() {
  return useSWR(SECURITY_ITEMS_KEY, fetchSecurityItems, { revalidateOnFocus: false });
}
