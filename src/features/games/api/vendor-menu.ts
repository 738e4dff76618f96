import useSWR from 'swr';
import { api, type components } from '@/api';
import { useLanguage } from '@/i18n';
import { useMerchant } from '@/merchant';

export type VendorMenuLane = components['schemas']['GameLane'];
export type VendorMenuCard = components['schemas']['GameCard'];

/** Session-cached like the nav's copy (SPEC §9 "game vendor (cached)"); its own key, as features share no internals. */
export const vendorMenuKey = (language: string) => `session:games:vendor-menu:${language}`;

/** Fetches the vendor menu lanes (categories with vendors in server order, and RNG's classify counts). */
export async function fetchVendorMenu(merchant: string, platform: string, language: string): Promise<VendorMenuLane[]> {
  const value = await api.GET('/wps/relay/GCSGAME_newGameVendor', { params: { query: { merchant, platform, clientType: 3, language } } });
  return value.data.lanes;
}

/** The vendor menu for the current brand and language. */
export function useVendorMenu() {
  const merchant = useMerchant();
  const { language } = useLanguage();
  return useSWR(vendorMenuKey(language), () => fetchVendorMenu(merchant.code, merchant.platform, language), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
