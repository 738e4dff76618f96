import useSWR from 'swr';
import { api } from '@/api';
import { useMerchant } from '@/merchant';
import { useLanguage } from '@/i18n';
import type { VendorLane } from '../nav';

/** SWR key of the game-vendor menu; the `session:` prefix keeps it in session storage (SPEC §9 session caches). */
export const gameVendorsKey = (language: string) => `session:game-vendors:${language}`;

/** Fetches the game-vendor menu (categories and their vendors, in server order). */
export async function fetchGameVendors(merchant: string, platform: string, language: string): Promise<VendorLane[]> {
  const value = await api.GET('/wps/relay/GCSGAME_newGameVendor', {
    // clientType 3 is the desktop client (PLATFORM.md "Games").
    params: { query: { merchant, platform, clientType: 3, language } },
  });
  return value.data.lanes.map((lane) => ({ title: lane.title, cards: lane.cards }));
}

/** The game-vendor lanes for the current brand and language. */
export function useGameVendors() {
  const merchant = useMerchant();
  const { language } = useLanguage();
  return useSWR(gameVendorsKey(language), () => fetchGameVendors(merchant.code, merchant.platform, language), {
    revalidateOnFocus: false,
  });
}
