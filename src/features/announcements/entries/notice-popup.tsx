import { useLanguage } from '@/i18n';
import type { PopupProps } from '@/lib/popups';
import { useNotices, type Announcement } from '../api';
import { NoticePopupView } from '../components/notice-popup';

export interface NoticePopupProps extends PopupProps {
  /** The notice list when the opener already has it (the notice bar); otherwise it is fetched. */
  notices?: Announcement[];
}

/** Popup `notice`: the notice list paged by 9. */
export default function NoticePopup({ notices, onClose }: NoticePopupProps) {
  const { language } = useLanguage();
  const fetched = useNotices(language, notices === undefined);
  const list = notices ?? fetched.data ?? [];
  return <NoticePopupView notices={list} onClose={onClose} loading={notices === undefined && !fetched.data && !fetched.error} />;
}
