import { useTranslation } from 'react-i18next';
import type { PopupProps } from '@/lib/popups';
import { Dialog } from '@/ui/dialog';
import { FeedbackForm } from '../components/feedback-form';

/** Popup `feedback` (from the footer, the help centre and the member centre); visitors may send it too. */
export default function FeedbackPopup({ onClose }: PopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog open title={t('help_feedback_title')} onClose={onClose} className="feedback-popup">
      <FeedbackForm onDone={onClose} />
    </Dialog>
  );
}
