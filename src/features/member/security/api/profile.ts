import useSWR from 'swr';
import { api } from '@/api';
import { SECURITY_KEY_PREFIX } from './refresh';

/** The member info fields the security centre shows (masked by the server; see src/lib/mask.ts). */
export interface SecurityProfile {
  id: number | string;
  account: string;
  /** Null until the member chose one; it can be chosen once. */
  nickname?: string | null;
  type: number;
  mobile?: string | null;
  mobileVerified?: boolean;
  email?: string | null;
  payee?: string | null;
  bindGA?: boolean;
  regDate?: number;
  lastLogin?: number | null;
  lastLoginIp?: string | null;
  language?: string | null;
  clubLabel?: { labelName?: string } | null;
}

export const SECURITY_PROFILE_KEY = `${SECURITY_KEY_PREFIX}profile`;

/** GET /wps/member/info with the security centre's fields. */
export async function fetchSecurityProfile(): Promise<SecurityProfile> {
  return (await api.GET('/wps/member/info')) as SecurityProfile;
}

export function useSecurityProfile() {
  return useSWR(SECURITY_PROFILE_KEY, fetchSecurityProfile, { revalidateOnFocus: false });
}
