import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '@/i18n';
import { useMember } from '@/lib/member';
import { usePromotionStatuses } from '../api/promotions';
import { PromotionDetailView } from '../detail/promotion-detail';
import { PromotionBanners } from './promotion-banners';
import { PromotionFilters, PromotionsList } from './promotions-list';
import { readPromotionsQuery } from './promotion-query';
import './promotions.css';

/**
 * `/promotions`: the w_promotions banners, the 14 filters and the promotion cards (filter and page in the URL);
 * `/promotions?id=…` is one promotion's detail, where banners and announcements link.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const query = readPromotionsQuery(search);
  const { language } = useLanguage();
  const { role } = useMember();
  const statuses = usePromotionStatuses(role !== 'anonymous');
  if (query.id !== null) {
    return (
      <div className="promotions-page">
        <PromotionDetailView key={query.id} promotionId={query.id} language={language} />
      </div>
    );
  }
  return (
    <div className="promotions-page">
      <h1 className="promotions-page__title">{t('screen_promotions')}</h1>
      <PromotionBanners />
      <PromotionFilters category={query.category} />
      <PromotionsList category={query.category} page={query.page} language={language} statuses={statuses.data} />
    </div>
  );
}
