import useSWR from 'swr';
import { api, session } from '@/api';
import { useMerchant } from '@/merchant';

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
 * Countries for the mobile picker. The call needs a token, so a visitor (signing in, registering, resetting a
 * password) gets the brand's own list from config; a signed-in member gets the server's list.
 */
export function useCountryCodes(): readonly Country[] {
  const token = session.getToken();
  const merchant = useMerchant();
  const { data } = useSWR(token ? countryCodesKey : null, fetchCountryCodes, { revalidateOnFocus: false });
  return data && data.length > 0 ? data : merchant.countries;
}
