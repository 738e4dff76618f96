import useSWR from 'swr';
import { api } from '@/api';
import type { RegisterRules } from '@/forms';

/** The register popup's session cache key: the rules are loaded once a session, whoever asks first. */
const REGISTER_RULES_KEY = 'session:register-settings';

/** GET /wps/system/setting/register: field name → rule (the register popup's rules; an opened account follows them). */
export async function fetchRegisterRules(): Promise<RegisterRules> {
  return ((await api.GET('/wps/system/setting/register')) ?? {}) as RegisterRules;
}

export function useRegisterRules() {
  return useSWR(REGISTER_RULES_KEY, fetchRegisterRules, { revalidateOnFocus: false, revalidateIfStale: false });
}
