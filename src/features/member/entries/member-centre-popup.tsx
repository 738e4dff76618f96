import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMemberPage, type MemberPage } from '@/lib/member-centre';
import type { PopupProps } from '@/lib/popups';
import { Dialog } from '@/ui';
import { MemberCentre } from '../components/member-centre';

export interface MemberCentrePopupProps extends PopupProps {
  /** The page to show first. */
  page?: string;
}

/** The member centre over the current screen (brands whose `memberCentre.display` is 'popup'); the title is the page's. */
export default function MemberCentrePopup({ page: initial, onClose }: MemberCentrePopupProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState<MemberPage>(isMemberPage(initial) ? initial : 'securityCenter');
  return (
    <Dialog open title={t(`member_page_${page}`)} onClose={onClose} className="member-centre-dialog">
      <MemberCentre page={page} display="popup" onSelect={setPage} renderTitle={() => null} />
    </Dialog>
  );
}
