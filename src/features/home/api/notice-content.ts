import useSWR from 'swr';
import { useLanguage } from '@/i18n';
import { useMember } from '@/lib/member';
import { fetchNoticeContent, noticeContentKey, noticeTypes } from '@/lib/notice-content';
import { useSectionCall } from '@/sections';

export { bannersOf, fetchNoticeContent, noticeContentKey, noticeTypes, type Banner, type Notice } from '@/lib/notice-content';

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
