import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMember } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { Button } from '@/ui/button';
import { useChatUnread } from '../api/chat-unread';
import { LiveChat } from '../components/live-chat';
import type { ChatRoomPopupProps } from '../entries/chat-room-popup';

/**
 * The live casino page's chat panel (a config section: `screens.category-live`): the chat with its streamers, the
 * member's unread chat lines (CBS_unreadCount) and "Open chat room", which opens the same chat full size.
 */
export default function LiveChatSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { member, role } = useMember();
  const popups = usePopups();
  const real = member !== null && role !== 'anonymous' && role !== 'trial';
  const unread = useChatUnread(real ? member.account : null);
  const [modelId, setModelId] = useState<string | undefined>();
  const count = unread.data ?? 0;
  return (
    <section className="chat-section" aria-labelledby={headingId}>
      <div className="chat-section__head">
        <h2 id={headingId} className="chat-section__title">
          {t('chat_title')}
        </h2>
        {count > 0 ? <span className="chat-badge">{t('chat_unread', { count })}</span> : null}
        {real ? (
          <Button
            variant="secondary"
            className="chat-section__open"
            onClick={() => popups.open('chatRoom', (modelId ? { modelId } : {}) satisfies ChatRoomPopupProps)}
          >
            {t('chat_open_room')}
          </Button>
        ) : null}
      </div>
      <LiveChat size="panel" {...(modelId ? { modelId } : {})} onModelChange={setModelId} />
    </section>
  );
}
