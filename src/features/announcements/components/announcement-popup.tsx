import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '@/ui';
import type { Announcement } from '../api';
import { AnnouncementItem } from './announcement-item';
import './announcements.css';

/** The member page the go-to-promotion button opens (SPEC §2: member page rewardCenter). */
export const REWARD_CENTER_ROUTE = '/member/rewardCenter';

export interface AnnouncementPopupViewProps {
  items: Announcement[];
  onClose: () => void;
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
            return (
              <AnnouncementItem key={id} item={item} panelId={`${baseId}-${id}`} expanded={expanded} onToggle={() => toggle(id)}>
                {item.promotionType ? (
                  <Link className="ui-button ui-button--primary announcement-list__promo" to={REWARD_CENTER_ROUTE} onClick={onClose}>
                    {t('announcement_go_promotion')}
                  </Link>
                ) : null}
              </AnnouncementItem>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
