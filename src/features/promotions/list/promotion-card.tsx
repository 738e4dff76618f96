import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DATE_LONG, formatDate } from '@/lib/format';
import type { PromotionMemberStatus, PromotionSummary } from '../api/types';
import { promotionAction } from '../detail/promotion-action';
import { promotionsSearch } from './promotion-query';

/** The promotion's period ("1 March 2026 – 30 April 2026", or "from …" without an end). */
export function PromotionPeriod({ promotion }: { promotion: Pick<PromotionSummary, 'startTime' | 'endTime'> }) {
  const { t } = useTranslation();
  const start = formatDate(promotion.startTime, DATE_LONG);
  return (
    <p className="promotion-period">
      {promotion.endTime === null
        ? t('promotions_period_open', { start })
        : t('promotions_period', { start, end: formatDate(promotion.endTime, DATE_LONG) })}
    </p>
  );
}

/** The tags (newbie, limited …) as a list. */
export function PromotionTags({ tags }: { tags: PromotionSummary['tags'] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className="promotion-tags" aria-label={t('promotions_tags')}>
      {tags.map((tag) => (
        <li key={tag} className={`promotion-tag promotion-tag--${tag.toLowerCase()}`}>
          {t(`promotions_tag_${tag}`)}
        </li>
      ))}
    </ul>
  );
}

/** The card's badge: the member's status or the promotion's (coming soon, closed), none when it is open to join. */
export function PromotionBadge({ promotion, member }: { promotion: PromotionSummary; member?: PromotionMemberStatus | undefined }) {
  const { t } = useTranslation();
  const action = promotionAction(promotion, member);
  const key = action.kind === 'status' && action.status !== 'auto' ? `promotions_status_${action.status}` : action.kind === 'claim' ? 'promotions_status_issued' : null;
  if (!key) return null;
  return <span className={`promotion-badge promotion-badge--${action.kind === 'status' ? action.status : 'issued'}`}>{t(key)}</span>;
}

export interface PromotionCardProps {
  promotion: PromotionSummary;
  /** The member's status in it (none for a visitor or when nothing was done). */
  member?: PromotionMemberStatus | undefined;
}

/** A promotion as a card: image, title (a link to its detail), period, tags and the status badge. */
export function PromotionCard({ promotion, member }: PromotionCardProps) {
  return (
    <article className="promotion-card" aria-labelledby={`promotion-${promotion.promotionId}-title`}>
      <img className="promotion-card__image" src={promotion.imageUrl} alt="" loading="lazy" width={640} height={240} />
      <div className="promotion-card__body">
        <h2 className="promotion-card__title" id={`promotion-${promotion.promotionId}-title`}>
          <Link to={{ pathname: '/promotions', search: promotionsSearch({ id: promotion.promotionId }) }}>{promotion.title}</Link>
        </h2>
        {promotion.summary ? <p className="promotion-card__summary">{promotion.summary}</p> : null}
        <PromotionPeriod promotion={promotion} />
        <div className="promotion-card__footer">
          <PromotionTags tags={promotion.tags} />
          <PromotionBadge promotion={promotion} member={member} />
        </div>
      </div>
    </article>
  );
}
