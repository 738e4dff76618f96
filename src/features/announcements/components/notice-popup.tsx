import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@/ui';
import type { Announcement } from '../api';
import { NOTICE_PAGE_SIZE, clampPage, pageCount, pageItems } from '../paging';
import { AnnouncementItem } from './announcement-item';
import './announcements.css';

export interface NoticePopupViewProps {
  notices: Announcement[];
  onClose: () => void;
  /** Still loading the list. */
  loading?: boolean;
}

/** The notice popup: 9 notices a page, one expanded at a time (SPEC §2). */
export function NoticePopupView({ notices, onClose, loading = false }: NoticePopupViewProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const pages = pageCount(notices.length, NOTICE_PAGE_SIZE);
  const current = clampPage(page, notices.length, NOTICE_PAGE_SIZE);
  const goTo = (next: number) => {
    setPage(clampPage(next, notices.length, NOTICE_PAGE_SIZE));
    setExpanded(null);
  };

  return (
    <Dialog open title={t('notice_title')} onClose={onClose} className="notice-popup">
      {loading ? (
        <p aria-busy="true">{t('notice_loading')}</p>
      ) : notices.length === 0 ? (
        <p>{t('notice_empty')}</p>
      ) : (
        <>
          <ul className="announcement-list" aria-label={t('notice_page_label', { page: current, pages })}>
            {pageItems(notices, current, NOTICE_PAGE_SIZE).map((notice) => {
              const id = String(notice.id);
              const isOpen = expanded === id;
              return (
                <AnnouncementItem
                  key={id}
                  item={notice}
                  panelId={`${baseId}-${id}`}
                  expanded={isOpen}
                  onToggle={() => setExpanded(isOpen ? null : id)}
                />
              );
            })}
          </ul>
          {pages > 1 ? (
            <nav className="notice-pager" aria-label={t('notice_pages')}>
              <Button variant="secondary" size="small" disabled={current <= 1} onClick={() => goTo(current - 1)}>
                {t('notice_previous')}
              </Button>
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <Button
                  key={n}
                  variant={n === current ? 'primary' : 'ghost'}
                  size="small"
                  aria-current={n === current ? 'page' : undefined}
                  aria-label={t('notice_page_n', { page: n })}
                  onClick={() => goTo(n)}
                >
                  {n}
                </Button>
              ))}
              <Button variant="secondary" size="small" disabled={current >= pages} onClick={() => goTo(current + 1)}>
                {t('notice_next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
