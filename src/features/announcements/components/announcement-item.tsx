import type { ReactNode } from 'react';
import { DATE_TIME, formatDate } from '@/lib/format';
import type { Announcement } from '../api';
import { SafeHtml } from '@/lib/safe-html';

/** When an item starts: `startDateStr` (epoch ms as text, SPEC §3) or `startDate`; null when neither is a number. */
export function startTime(item: Announcement): number | null {
  const raw = item.startDateStr ?? item.startDate;
  const ms = typeof raw === 'string' ? Number(raw) : raw;
  return typeof ms === 'number' && Number.isFinite(ms) ? ms : null;
}

export interface AnnouncementItemProps {
  item: Announcement;
  /** Id of the panel the title button controls. */
  panelId: string;
  expanded: boolean;
  onToggle(): void;
  /** Shown under the content while expanded (e.g. the go-to-promotion button). */
  children?: ReactNode;
}

/** One announcement or notice: a title button with its date that expands to the sanitized content. */
export function AnnouncementItem({ item, panelId, expanded, onToggle, children }: AnnouncementItemProps) {
  const time = startTime(item);
  return (
    <li className="announcement-list__item">
      <h3 className="announcement-list__heading">
        <button
          type="button"
          className="announcement-list__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="announcement-list__title">{item.title ?? ''}</span>
          {time !== null ? <span className="announcement-list__date">{formatDate(time, DATE_TIME)}</span> : null}
        </button>
      </h3>
      <div id={panelId} className="announcement-list__panel" hidden={!expanded}>
        {expanded ? <SafeHtml className="announcement-content" html={item.content ?? ''} /> : null}
        {expanded ? children : null}
      </div>
    </li>
  );
}
