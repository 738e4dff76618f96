import useSWR from 'swr';
import { api, session } from '@/api';

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

export const countryCodesKey = 'session:country-codes';

/** The country-codes call (token required by the contract). */
export async function fetchCountryCodes(): Promise<Country[]> {
  const value = await api.GET('/wps/relay/WPSCORE_getCountryCodeList');
  return ((value ?? []) as Country[]).map(({ countryCode, countryDialingCode }) => ({ countryCode, countryDialingCode }));
}

/**
 * Countries for the mobile picker. The call needs a token, so a visitor gets no list (the picker is optional) and
 * no 401 that would end a session.
 */
export function useCountryCodes(): Country[] {
  const token = session.getToken();
  const { data } = useSWR(token ? countryCodesKey : null, fetchCountryCodes, { revalidateOnFocus: false });
  return data ?? [];
}
