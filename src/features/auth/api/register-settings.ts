import useSWR from 'swr';
import { api } from '@/api';
import type { FieldRule } from '@/merchant/types';

/** Session-cached (SPEC §9 "validation rules"): the `session:` prefix keeps it in sessionStorage. */
export const registerSettingsKey = 'session:register-settings';

export type RegisterRules = Partial<Record<string, FieldRule>>;

/** GET /wps/system/setting/register: field name → rule. */
export async function fetchRegisterSettings(): Promise<RegisterRules> {
  return ((await api.GET('/wps/system/setting/register')) ?? {}) as RegisterRules;
}

/** The registration rules, loaded once a session. */
export function useRegisterSettings() {
  return useSWR(registerSettingsKey, fetchRegisterSettings, { revalidateOnFocus: false, revalidateIfStale: false });
}
