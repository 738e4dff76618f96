import { useEffect } from 'react';
import { preload } from 'swr';
import { useLanguage } from '@/i18n';
import { useMember } from '@/lib/member';
import { useMerchant } from '@/merchant';
import { SectionRenderer } from '@/sections';
import { fetchNoticeContent, noticeContentKey, noticeTypes } from '../api/notice-content';

/**
 * The home screen: the brand's `screens.home` sections in config order; the h1 is the brand name. The notice call
 * (the banners, the page's largest paint) starts once this screen is drawn, while the section code is still
 * downloading (for a visitor index.html has already sent it, and this takes that answer).
 */
export default function HomePage() {
  const merchant = useMerchant();
  const { language } = useLanguage();
  const { member } = useMember();
  const types = noticeTypes(member !== null);
  // preload() is idempotent per key: SWR hands its promise to the first useSWR with the same key.
  useEffect(() => {
    void preload(noticeContentKey(types, language), ([, t, l]) => fetchNoticeContent(t, l));
  }, [types, language]);
  return (
    <>
      <h1 className="visually-hidden">{merchant.name}</h1>
      <SectionRenderer screen="home" />
    </>
  );
}
