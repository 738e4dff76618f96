import { api, type components } from '@/api';
import { earlyFetch } from '@/lib/system';

export type Banner = components['schemas']['Banner'];
export type Notice = components['schemas']['Notice'];

/** The notice call's types: signed-in visitors also get H (SPEC §7 "notice"). */
export function noticeTypes(signedIn: boolean): string {
  return signedIn ? 'B,PL,PU,PR,H' : 'B,PL,PU,PR';
}

/**
 * SWR key of the notice call. Banners (every group: home, categories, the sign-in popups) and the player notice list
 * come from this one call, so every screen and popup shares one answer per language and sign-in state.
 */
export const noticeContentKey = (types: string, language: string) => ['notice-content', types, language] as const;

/** Banners and player notices of the notice call (platform W); a visitor's first one was started by index.html. */
export async function fetchNoticeContent(types: string, language: string): Promise<{ banners: Banner[]; notices: Notice[] }> {
  const value = await api.GET('/wps/relay/MCSFE_getListAnnouncements', {
    params: { query: { types, platform: 'W', language } },
    fetch: earlyFetch,
  });
  return { banners: value.banners ?? [], notices: value.player ?? [] };
}

/** The banners of one group, in the server's order. */
export function bannersOf(banners: readonly Banner[], group: string): Banner[] {
  return banners.filter((banner) => banner.groupName === group);
}
