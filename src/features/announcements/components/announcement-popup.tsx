import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DATE_TIME, formatDate } from '@/lib/format';
import { Dialog } from '@/ui';
import type { Announcement } from '../api';
import { SafeHtml } from './safe-html';
import './announcements.css';

/** The member page the go-to-promotion button opens (SPEC §2: member page rewardCenter). */
export const REWARD_CENTER_ROUTE = '/member/rewardCenter';

export interface AnnouncementPopupViewProps {
  items: Announcement[];
  onClose: () => void;
}

function startTime(item: Announcement): number | null {
  const raw = item.startDateStr ?? item.startDate;
  const ms = typeof raw === 'string' ? Number(raw) : raw;
  return typeof ms === 'number' && Number.isFinite(ms) ? ms : null;
}

/** The public announcement popup: titles that expand to their (sanitized) content. */
export function AnnouncementPopupView({ items, onClose }: AnnouncementPopupViewProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(items[0] ? [String(items[0].id)] : []));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog open title={t('announcement_title')} onClose={onClose} className="announcement-popup">
      {items.length === 0 ? (
        <p>{t('announcement_empty')}</p>
      ) : (
        <ul className="announcement-list">
          {items.map((item) => {
            const id = String(item.id);
            const expanded = open.has(id);
            const panelId = `${baseId}-${id}`;
            const time = startTime(item);
            return (
              <li key={id} className="announcement-list__item">
                <h3 className="announcement-list__heading">
                  <button
                    type="button"
                    className="announcement-list__toggle"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(id)}
                  >
                    <span className="announcement-list__title">{item.title ?? ''}</span>
                    {time !== null ? <span className="announcement-list__date">{formatDate(time, DATE_TIME)}</span> : null}
                  </button>
                </h3>
                <div id={panelId} className="announcement-list__panel" hidden={!expanded}>
                  {expanded ? <SafeHtml className="announcement-content" html={item.content ?? ''} /> : null}
                  {expanded && item.promotionType ? (
                    <Link className="ui-button ui-button--primary announcement-list__promo" to={REWARD_CENTER_ROUTE} onClick={onClose}>
                      {t('announcement_go_promotion')}
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
