import { useTranslation } from 'react-i18next';
import type { PopupProps } from '@/lib/popups';
import { Dialog } from '@/ui/dialog';
import { LiveChat } from '../components/live-chat';

/** Props the `chatRoom` popup is opened with. */
export interface ChatRoomPopupProps {
  /** The streamer whose room opens (the one picked on the live page); else the first online. */
  modelId?: string;
}

/** The chat room popup (SPEC §2 popups): the live-casino chat full size. */
export default function ChatRoomPopup({ onClose, modelId }: PopupProps & ChatRoomPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('chat_room_title')} className="chat-room-dialog">
      <LiveChat size="room" {...(modelId ? { modelId } : {})} />
    </Dialog>
  );
}
