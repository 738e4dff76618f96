import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { PROMOTION_CATEGORY_CODES, type PromotionCategoryCode, type PromotionMemberStatus } from '../api/types';
import { usePromotionList } from '../api/promotions';
import { promotionErrorKey } from '../api/errors';
import { PromotionCard } from './promotion-card';
import { promotionsSearch } from './promotion-query';

export interface PromotionsListProps {
  category: PromotionCategoryCode;
  page: number;
  language: string;
  /** The member's statuses by promotion id (empty for a visitor). */
  statuses: ReadonlyMap<number, PromotionMemberStatus> | undefined;
}

/** The 14 filters as links (the filter lives in the URL), the current one marked. */
export function PromotionFilters({ category }: { category: PromotionCategoryCode }) {
  const { t } = useTranslation();
  return (
    <nav className="promotion-filters" aria-label={t('promotions_filters')}>
      <ul>
        {PROMOTION_CATEGORY_CODES.map((code) => (
          <li key={code}>
            <Link
              className="promotion-filters__link"
              to={{ pathname: '/promotions', search: promotionsSearch({ category: code }) }}
              aria-current={code === category ? 'page' : undefined}
            >
              {t(`promotions_category_${code}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One page of promotion cards under the URL's filter, with paging. */
export function PromotionsList({ category, page, language, statuses }: PromotionsListProps) {
  const { t } = useTranslation();
  const { data, error, loading, mutate } = usePromotionList(category, page, language);
  if (error && !data) {
    return (
      <div className="promotions-message" role="alert">
        <p>{t(promotionErrorKey(error))}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  }
  if (!data) return <p className="promotions-message" aria-busy={loading}>{t('loading')}</p>;
  const label = t('promotions_list_label', { category: t(`promotions_category_${category}`), total: data.total });
  return (
    <>
      {data.list.length === 0 ? (
        <p className="promotions-message">{t('promotions_empty')}</p>
      ) : (
        <ul className="promotion-grid" aria-label={label}>
          {data.list.map((promotion) => (
            <li key={promotion.promotionId}>
              <PromotionCard promotion={promotion} member={statuses?.get(promotion.promotionId)} />
            </li>
          ))}
        </ul>
      )}
      {data.totalPages > 1 ? (
        <nav className="promotion-paging" aria-label={t('promotions_paging')}>
          {page > 1 ? <Link to={{ pathname: '/promotions', search: promotionsSearch({ category, page: page - 1 }) }}>{t('promotions_previous')}</Link> : null}
          <span>{t('promotions_page_of', { page, pages: data.totalPages })}</span>
          {page < data.totalPages ? <Link to={{ pathname: '/promotions', search: promotionsSearch({ category, page: page + 1 }) }}>{t('promotions_next')}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
