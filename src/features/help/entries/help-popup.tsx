import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopups, type PopupProps } from '@/lib/popups';
import { Dialog } from '@/ui/dialog';
import { HelpCentre } from '../components/help-centre';

export interface HelpPopupProps extends PopupProps {
  /** The address's `#anchor` (/help#deposit): the topic or article to open. */
  anchor?: string;
}

/** Popup `help` over home (/help[#anchor]): the help centre; closing it returns to / (the route's doing). */
export default function HelpPopup({ anchor, onClose }: HelpPopupProps) {
  const { t } = useTranslation();
  const { open } = usePopups();
  // Choices inside the popup stay in it: changing the address would open the popup afresh.
  const [current, setCurrent] = useState(anchor || undefined);
  return (
    <Dialog open title={t('screen_help')} onClose={onClose} className="help-popup">
      <HelpCentre level={3} {...(current ? { anchor: current } : {})} onSelect={setCurrent} onFeedback={() => open('feedback')} />
    </Dialog>
  );
}
