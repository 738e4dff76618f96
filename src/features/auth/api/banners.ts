import useSWR from 'swr';
import { api } from '@/api';

export interface BannerItem {
  url: string;
  groupName: string;
}

export const bannersKey = 'auth-banners';

/** The announcements call's banners (anonymous execution B), for the popups' w_login / w_register / w_forget. */
export async function fetchBanners(): Promise<BannerItem[]> {
  const value = (await api.GET('/wps/relay/MCSFE_getListAnnouncements', {
    params: { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } },
  })) as { banners?: BannerItem[] } | null;
  return value?.banners ?? [];
}

/** The first banner of the first group that has one, or null (no banner is shown then). */
export function useBanner(groups: readonly string[]): BannerItem | null {
  const { data } = useSWR(bannersKey, fetchBanners, { revalidateOnFocus: false });
  for (const group of groups) {
    const banner = data?.find((b) => b.groupName === group);
    if (banner) return banner;
  }
  return null;
}
