import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DATE_LONG, formatDate } from '@/lib/format';
import { SafeHtml } from '@/lib/safe-html';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { readAgentAnnouncements, useAgentAnnouncements, type AgentAnnouncement, type AgentAnnouncementPage } from '../api/agent-announcements';
import './agent-announcements.css';

function Item({ item, onRead }: { item: AgentAnnouncement; onRead: (ids: number[]) => Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const toggle = () => {
    setOpen(!open);
    if (!open && !item.read) void onRead([item.id]);
  };
  return (
    <article className={`agent-ann__item${item.read ? '' : ' agent-ann__item--unread'}`} aria-labelledby={titleId}>
      <header className="agent-ann__head">
        <h2 id={titleId} className="agent-ann__title">
          {item.title}
          {item.read ? null : <span className="agent-ann__new"> {t('agent_ann_new')}</span>}
        </h2>
        <p className="agent-ann__date">{t('agent_ann_published', { date: formatDate(item.publishTime, DATE_LONG) })}</p>
        <Button variant="secondary" size="small" aria-expanded={open} aria-controls={bodyId} aria-describedby={titleId} onClick={toggle}>
          {t(open ? 'agent_ann_hide' : 'agent_ann_read_more')}
        </Button>
      </header>
      <div id={bodyId} className="agent-ann__body" hidden={!open}>
        {open ? <SafeHtml html={item.content} /> : null}
      </div>
    </article>
  );
}

/**
 * Agent announcements: newest first with the unread count; opening one shows its sanitized HTML and marks it read (the
 * list and the count follow at once), or all shown at once. The page number lives in the address (`?page=`).
 */
export function AgentAnnouncements() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageText = params.get('page') ?? '1';
  const page = /^[1-9]\d{0,4}$/.test(pageText) ? Number(pageText) : 1;
  const { data, error, loading, mutate } = useAgentAnnouncements(page);

  const markRead = async (ids: number[]) => {
    if (!ids.length) return;
    // Shown as read at once; the server's count replaces the guess.
    const optimistic = (current: AgentAnnouncementPage | undefined): AgentAnnouncementPage => {
      const base = current ?? { list: [], total: 0, totalPages: 1, unreadCount: 0 };
      return {
        ...base,
        list: base.list.map((a) => (ids.includes(a.id) ? { ...a, read: true } : a)),
        unreadCount: Math.max(0, base.unreadCount - base.list.filter((a) => ids.includes(a.id) && !a.read).length),
      };
    };
    try {
      await mutate(
        async (current) => {
          const { unreadCount } = await readAgentAnnouncements(ids);
          return { ...optimistic(current), unreadCount };
        },
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      );
    } catch {
      toast.error(t('agent_ann_read_failed'));
    }
  };

  if (loading) return <Spinner label={t('loading')} />;
  if (error || !data)
    return (
      <div role="alert" className="agent-ann__error">
        <p>{t('agent_ann_error')}</p>
        <Button onClick={() => void mutate()}>{t('btn_retry')}</Button>
      </div>
    );

  const unreadShown = data.list.filter((a) => !a.read).map((a) => a.id);
  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next === 1) nextParams.delete('page');
    else nextParams.set('page', String(next));
    setParams(nextParams);
  };
  return (
    <div className="agent-ann">
      <div className="agent-ann__bar">
        <p className="agent-ann__count" aria-live="polite">
          {data.unreadCount ? t('agent_ann_unread', { count: data.unreadCount }) : t('agent_ann_all_read')}
        </p>
        {unreadShown.length ? (
          <Button variant="secondary" size="small" onClick={() => void markRead(unreadShown)}>
            {t('agent_ann_mark_all')}
          </Button>
        ) : null}
      </div>
      {data.list.length ? (
        <div className="agent-ann__list">
          {data.list.map((item) => (
            <Item key={item.id} item={item} onRead={markRead} />
          ))}
        </div>
      ) : (
        <p>{t('agent_ann_empty')}</p>
      )}
      {data.totalPages > 1 ? (
        <nav className="agent-ann__pages" aria-label={t('report_pages')}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('report_previous')}
          </Button>
          <span>{t('report_page_of', { page, pages: data.totalPages })}</span>
          <Button variant="secondary" size="small" disabled={page >= data.totalPages} onClick={() => goTo(page + 1)}>
            {t('report_next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
