import useSWR from 'swr';
import { api, type components } from '@/api';
import { useLanguage } from '@/i18n';
import { useMember } from '@/lib/member';
import { earlyFetch } from '@/lib/system';
import { useSectionCall } from '@/sections';

export type Banner = components['schemas']['Banner'];
export type Notice = components['schemas']['Notice'];

/** The notice call's types: signed-in visitors also get H (SPEC §7 "notice"). */
export function noticeTypes(signedIn: boolean): string {
  return signedIn ? 'B,PL,PU,PR,H' : 'B,PL,PU,PR';
}

/** SWR key of the notice call (banners and the player notice list come from the same call). */
export const noticeContentKey = (types: string, language: string) => ['notice-content', types, language] as const;

/** Banners and player notices of the notice call (platform W); a visitor's first one was started by index.html. */
export async function fetchNoticeContent(types: string, language: string): Promise<{ banners: Banner[]; notices: Notice[] }> {
  const value = await api.GET('/wps/relay/MCSFE_getListAnnouncements', {
    params: { query: { types, platform: 'W', language } },
    fetch: earlyFetch,
  });
  return { banners: value.banners ?? [], notices: value.player ?? [] };
}

/** The notice call for the current language and sign-in state, started when the screen's call scheduler allows. */
export function useNoticeContent() {
  const { language } = useLanguage();
  const { member } = useMember();
  const types = noticeTypes(member !== null);
  const ready = useSectionCall('notice-content');
  return useSWR(ready ? noticeContentKey(types, language) : null, ([, t, l]) => fetchNoticeContent(t, l), {
    revalidateOnFocus: false,
  });
}

/** The banners of one group, in the server's order. */
export function bannersOf(banners: readonly Banner[], group: string): Banner[] {
  return banners.filter((banner) => banner.groupName === group);
}
