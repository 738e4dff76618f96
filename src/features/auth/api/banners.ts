import useSWR from 'swr';
import { useLanguage } from '@/i18n';
import { useMember } from '@/lib/member';
import { bannersOf, fetchNoticeContent, noticeContentKey, noticeTypes, type Banner } from '@/lib/notice-content';

/**
 * The popups' banner (w_login, w_register, w_forget): the first banner of the first group that has one, from the
 * notice call the home screen already made (same key, so no second request), or null (no banner is shown then).
 */
export function useBanner(groups: readonly string[]): Banner | null {
  const { language } = useLanguage();
  const { member } = useMember();
  const types = noticeTypes(member !== null);
  const { data } = useSWR(noticeContentKey(types, language), ([, t, l]) => fetchNoticeContent(t, l), { revalidateOnFocus: false });
  for (const group of groups) {
    const banner = data ? bannersOf(data.banners, group)[0] : undefined;
    if (banner) return banner;
  }
  return null;
}
