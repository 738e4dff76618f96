import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api';
import { useAccess } from '@/lib/access';
import { useMember } from '@/lib/member';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useChatModels, type Streamer } from '../api/chat-models';
import { useChatUrl } from '../api/launch-chat';
import './chat.css';

/**
 * What the chat frame may do: the chat is the platform's page (its own origin in production) that runs scripts, keeps
 * its session, posts messages and may open links in a new window. It may not navigate the site or open modals.
 */
export const CHAT_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export interface LiveChatProps {
  /** `panel` on the live casino page (streamers beside the chat on wide screens); `room` fills the chat-room popup. */
  size?: 'panel' | 'room';
  /** The streamer whose room opens first; else the first streamer online. */
  modelId?: string;
  /** Told when the person picks another streamer (the panel hands it to the chat room). */
  onModelChange?: (modelId: string) => void;
}

/** A visitor is asked to sign in; a trial account is told it needs a real one. */
function ChatPrompt({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const { requireMember } = useAccess();
  if (trial) {
    return (
      <div className="live-chat__prompt">
        <p>{t('in_need_true_account')}</p>
      </div>
    );
  }
  return (
    <div className="live-chat__prompt">
      <p>{t('chat_sign_in_prompt')}</p>
      <Button onClick={() => requireMember()}>{t('layout_sign_in')}</Button>
    </div>
  );
}

function StreamerPicker({ streamers, selected, onPick }: { streamers: readonly Streamer[]; selected: string | null; onPick: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="live-chat__streamers" aria-label={t('chat_streamers')}>
      {streamers.map((streamer) => (
        <li key={streamer.modelId}>
          <button
            type="button"
            className="live-chat__streamer"
            aria-pressed={streamer.modelId === selected}
            disabled={!streamer.online}
            onClick={() => onPick(streamer.modelId)}
          >
            <span>{streamer.name}</span>
            <span className="live-chat__streamer-meta">
              {streamer.online
                ? [streamer.tableName, t('chat_viewers', { count: streamer.viewers ?? 0 })].filter(Boolean).join(' · ')
                : t('chat_offline')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ChatFrame({ account, streamer }: { account: string; streamer: Streamer }) {
  const { t } = useTranslation();
  const chat = useChatUrl(account, streamer.modelId);
  if (chat.error) {
    const reason = chat.error instanceof ApiError && chat.error.message === 'in_need_true_account' ? 'in_need_true_account' : 'chat_load_failed';
    return (
      <div className="live-chat__message" role="alert">
        <p>{t(reason)}</p>
        <Button variant="secondary" onClick={() => void chat.mutate()}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  }
  if (!chat.data) {
    return (
      <div className="live-chat__message">
        <Spinner label={t('chat_opening', { name: streamer.name })} />
      </div>
    );
  }
  return (
    <iframe
      src={chat.data}
      title={t('chat_frame_title', { name: streamer.name })}
      sandbox={CHAT_FRAME_SANDBOX}
      referrerPolicy="no-referrer"
    />
  );
}

/**
 * The live-casino chat (SPEC §1): the streamers (CBS_modelList) and the chosen streamer's chat (CBS_launchChat's
 * `chatUrl`) in a sandboxed frame. Only signed-in real members chat: visitors get the sign-in prompt, trial accounts
 * the real-account message.
 */
export function LiveChat({ size = 'panel', modelId, onModelChange }: LiveChatProps) {
  const { t } = useTranslation();
  const { member, role } = useMember();
  const canChat = member !== null && role !== 'anonymous' && role !== 'trial';
  const streamers = useChatModels(canChat);
  const [picked, setPicked] = useState<string | null>(modelId ?? null);
  if (!canChat) return <ChatPrompt trial={role === 'trial'} />;
  const list = streamers.data ?? [];
  const current = list.find((s) => s.modelId === picked && s.online) ?? list.find((s) => s.online) ?? null;
  const pick = (id: string) => {
    setPicked(id);
    onModelChange?.(id);
  };
  return (
    <div className={`live-chat live-chat--${size}`}>
      {streamers.error ? (
        <div className="live-chat__message" role="alert">
          <p>{t('chat_load_failed')}</p>
          <Button variant="secondary" onClick={() => void streamers.mutate()}>
            {t('btn_retry')}
          </Button>
        </div>
      ) : !streamers.data ? (
        <Spinner label={t('chat_loading')} />
      ) : (
        <StreamerPicker streamers={list} selected={current?.modelId ?? null} onPick={pick} />
      )}
      {streamers.data ? (
        <div className="live-chat__stage">
          {current ? (
            <ChatFrame key={current.modelId} account={member.account} streamer={current} />
          ) : (
            <p className="live-chat__message">{t('chat_nobody_online')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
