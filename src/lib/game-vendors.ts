import useSWR from 'swr';
import { api, type components } from '@/api';
import { useLanguage } from '@/i18n';
import { useMerchant } from '@/merchant';

/** One category of the vendor menu: its gameType title, its vendors in server order, RNG's classify counts. */
export type GameLane = components['schemas']['GameLane'];
/** One vendor (or vendor lobby) of a lane. */
export type GameLaneCard = components['schemas']['GameCard'];

/**
 * SWR key of the game-vendor menu. The nav bar and the game pages share it, so a page makes the call once; the
 * `session:` prefix keeps it in session storage (SPEC §9 "game vendor (cached)").
 */
export const gameVendorsKey = (language: string) => `session:game-vendors:${language}`;

/** Fetches the game-vendor menu (PLATFORM.md "Games": `GCSGAME_newGameVendor`; clientType 3 is the desktop client). */
export async function fetchGameVendors(merchant: string, platform: string, language: string): Promise<GameLane[]> {
  const value = await api.GET('/wps/relay/GCSGAME_newGameVendor', {
    params: { query: { merchant, platform, clientType: 3, language } },
  });
  return value.data.lanes;
}

/** The game-vendor lanes for the current brand and language. */
export function useGameVendors() {
  const merchant = useMerchant();
  const { language } = useLanguage();
  return useSWR(gameVendorsKey(language), () => fetchGameVendors(merchant.code, merchant.platform, language));
}
