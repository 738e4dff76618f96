import { useMember } from '@/lib/member';
import type { PopupProps } from '@/lib/popups';
import type { Announcement } from '../api';
import { AnnouncementPopupView } from '../components/announcement-popup';
import { audienceOf, markClosed, type Audience } from '../execution';

export interface AnnouncementPopupProps extends PopupProps {
  /** The announcements to show (the gate fetched them to know the popup is due). */
  items?: Announcement[];
  /** Whose popup this is; closing sets that audience's session flag. */
  audience?: Audience;
}

/** Popup `announcement`: closing it keeps it closed for the rest of the session (per audience). */
export default function AnnouncementPopup({ items = [], audience, onClose }: AnnouncementPopupProps) {
  const { member } = useMember();
  const close = () => {
    markClosed(sessionStorage, audience ?? audienceOf(member !== null));
    onClose();
  };
  return <AnnouncementPopupView items={items} onClose={close} />;
}
