import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { formatDate } from '@/lib/format';
import { SafeHtml } from '@/lib/safe-html';
import { UNREAD_COUNT_KEY, useUnreadCount } from '@/lib/unread-count';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { deleteMessages } from '../api/delete-messages';
import { INBOX_KEY, INBOX_PAGE_SIZE, useInbox, type InboxMessage, type InboxPage } from '../api/inbox';
import { readMessages } from '../api/read-messages';
import { KIND_LABEL_KEYS, MessageKindIcon } from './message-kind-icon';
import './messages.css';

const isInboxKey = (key: unknown) => Array.isArray(key) && key[0] === INBOX_KEY;

function SelectAll({ list, selected, onChange }: { list: InboxMessage[]; selected: Set<number>; onChange: (next: Set<number>) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const count = list.filter((m) => selected.has(m.messageId)).length;
  const all = list.length > 0 && count === list.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <label className="msg-toolbar__all">
      <input ref={ref} type="checkbox" checked={all} onChange={() => onChange(all ? new Set() : new Set(list.map((m) => m.messageId)))} />
      {t('msg_select_all')}
    </label>
  );
}

function MessageRow({ message, checked, onCheck, onOpen }: { message: InboxMessage; checked: boolean; onCheck: (on: boolean) => void; onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = !message.isRead;
  const timeId = useId();
  const kindNamed = t(KIND_LABEL_KEYS[message.kind]) !== message.title;
  return (
    <li className={unread ? 'msg-row msg-row--unread' : 'msg-row'}>
      <input type="checkbox" className="msg-row__check" checked={checked} onChange={(event) => onCheck(event.target.checked)}
        aria-label={t('msg_select_message', { title: message.title })} />
      {/* Named "Unread: <kind> <title>" (the kind only where the title does not already say it); the time describes it. */}
      <button type="button" className="msg-row__open" onClick={onOpen} aria-describedby={timeId}>
        {unread ? (
          <>
            <VisuallyHidden>{t('msg_unread')}:</VisuallyHidden>{' '}
          </>
        ) : null}
        <MessageKindIcon kind={message.kind} labelled={kindNamed} />
        {kindNamed ? ' ' : null}
        <span className="msg-row__title">
          {unread ? <span className="msg-row__dot" aria-hidden="true" /> : null}
          {message.title}
        </span>
      </button>
      <time id={timeId} className="msg-row__time" dateTime={new Date(message.sendTime).toISOString()}>
        {formatDate(message.sendTime)}
      </time>
    </li>
  );
}

/** Member page messageV2: the inbox, paged; open a message to read it (marks it read); select and delete. */
export function MessagesPage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(1);
  const inbox = useInbox(page);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [deleting, setDeleting] = useState(false);
  const headingId = useId();
  // A read or delete still on its way when the page is left has nothing to update: the page's caches are gone with it.
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  // The list and the badges agree on the unread count: a fresh page sets the badges' count, and a count that moved
  // without the list (a live event, a message read elsewhere, a page kept from an earlier visit) reloads the list.
  const unread = useUnreadCount(true);
  const data = inbox.data;
  const listUnread = data?.unreadCount;
  const busy = inbox.isValidating;
  useEffect(() => {
    if (listUnread !== undefined && !busy) void mutate(UNREAD_COUNT_KEY, listUnread, { revalidate: false });
  }, [listUnread, busy, mutate]);
  useEffect(() => {
    if (!busy && listUnread !== undefined && unread.data !== undefined && unread.data !== listUnread) void mutate(isInboxKey);
    // Only a change of the badges' count asks; the list's own answers set that count (above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread.data]);

  const list = data?.list ?? [];

  function goTo(next: number) {
    setSelected(new Set());
    setPage(next);
  }

  async function open(message: InboxMessage) {
    setOpened(message);
    if (message.isRead) return;
    const id = message.messageId;
    const markRead = (current: InboxPage | undefined) =>
      current && { ...current, unreadCount: Math.max(0, current.unreadCount - 1), list: current.list.map((m) => (m.messageId === id ? { ...m, isRead: true } : m)) };
    void inbox.mutate(markRead, { revalidate: false });
    try {
      const { unreadCount } = await readMessages([id]);
      if (gone.current) return;
      await mutate(UNREAD_COUNT_KEY, unreadCount, { revalidate: false });
    } catch {
      if (gone.current) return;
      toast.error(t('msg_read_failed'));
      void inbox.mutate();
    }
  }

  async function remove(ids: number[]) {
    setDeleting(true);
    try {
      const { unreadCount, changed } = await deleteMessages(ids);
      if (gone.current) return;
      await mutate(UNREAD_COUNT_KEY, unreadCount, { revalidate: false });
      toast.success(t('msg_deleted', { count: changed }));
      setConfirming(null);
      setOpened(null);
      setSelected(new Set());
      // Deleting the whole last page goes back one page.
      const left = (data?.total ?? 0) - changed;
      const pages = Math.max(1, Math.ceil(left / INBOX_PAGE_SIZE));
      if (page > pages) setPage(pages);
      await mutate(isInboxKey);
    } catch {
      if (!gone.current) toast.error(t('msg_delete_failed'));
    } finally {
      if (!gone.current) setDeleting(false);
    }
  }

  if (!data) {
    if (inbox.error)
      return (
        <div className="msg-page__state" role="alert">
          <p>{t('msg_load_failed')}</p>
          <Button onClick={() => void inbox.mutate()}>{t('btn_retry')}</Button>
        </div>
      );
    return <Spinner label={t('msg_loading')} />;
  }

  if (data.total === 0)
    return (
      <div className="msg-page__state">
        <p className="msg-page__empty-title">{t('msg_empty_title')}</p>
        <p className="msg-page__empty">{t('msg_empty_text')}</p>
      </div>
    );

  const chosen = [...selected];
  const totalPages = Math.max(1, data.totalPages);

  return (
    <div className="msg-page">
      <h2 id={headingId} className="msg-page__summary">
        {t('msg_summary', { total: data.total, unread: data.unreadCount })}
      </h2>
      {inbox.error ? (
        <div className="msg-page__state" role="alert">
          <p>{t('msg_load_failed')}</p>
          <Button onClick={() => void inbox.mutate()}>{t('btn_retry')}</Button>
        </div>
      ) : null}
      <div className="msg-toolbar">
        <SelectAll list={list} selected={selected} onChange={setSelected} />
        <Button variant="secondary" size="small" disabled={chosen.length === 0} onClick={() => setConfirming(chosen)}>
          {chosen.length ? t('msg_delete_selected', { count: chosen.length }) : t('msg_delete')}
        </Button>
      </div>
      <ul className="msg-list" aria-labelledby={headingId} aria-busy={inbox.isValidating || undefined}>
        {list.map((message) => (
          <MessageRow
            key={message.messageId}
            message={message}
            checked={selected.has(message.messageId)}
            onCheck={(on) => {
              const next = new Set(selected);
              if (on) next.add(message.messageId);
              else next.delete(message.messageId);
              setSelected(next);
            }}
            onOpen={() => void open(message)}
          />
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav className="msg-pager" aria-label={t('msg_pages')}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('msg_previous')}
          </Button>
          <span aria-live="polite">{t('msg_page_of', { page, total: totalPages })}</span>
          <Button variant="secondary" size="small" disabled={page >= totalPages} onClick={() => goTo(page + 1)}>
            {t('msg_next')}
          </Button>
        </nav>
      ) : null}

      <Dialog
        open={opened !== null && confirming === null}
        onClose={() => setOpened(null)}
        title={opened?.title ?? ''}
        className="msg-dialog"
        footer={
          opened ? (
            <Button variant="secondary" onClick={() => setConfirming([opened.messageId])}>
              {t('msg_delete')}
            </Button>
          ) : null
        }
      >
        {opened ? (
          <>
            <p className="msg-dialog__meta">
              <MessageKindIcon kind={opened.kind} labelled={false} />
              <span>{t(KIND_LABEL_KEYS[opened.kind])}</span>
              <time dateTime={new Date(opened.sendTime).toISOString()}>{formatDate(opened.sendTime)}</time>
            </p>
            <SafeHtml className="msg-dialog__content" html={opened.content} />
          </>
        ) : null}
      </Dialog>

      <Dialog
        open={confirming !== null}
        onClose={() => (deleting ? undefined : setConfirming(null))}
        title={t('msg_delete_title')}
        footer={
          <>
            <Button variant="secondary" disabled={deleting} onClick={() => setConfirming(null)}>
              {t('msg_cancel')}
            </Button>
            <Button disabled={deleting} onClick={() => confirming && void remove(confirming)}>
              {deleting ? t('msg_deleting') : t('msg_delete')}
            </Button>
          </>
        }
      >
        <p>{t('msg_delete_confirm', { count: confirming?.length ?? 0 })}</p>
      </Dialog>
    </div>
  );
}
