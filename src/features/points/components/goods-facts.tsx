import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/lib/money';
import type { Goods } from '../api/point-rewards';
import { formatPoints } from '../format';

export interface GoodsFactsProps {
  goods: Goods;
  className: string;
  /** Further rows after the goods' own (e.g. the member's points in the redeem form). */
  children?: ReactNode;
}

/** What goods ask and how many are left (SPEC §3 "Redeem item"): on the card and in the redeem form alike. */
export function GoodsFacts({ goods, className, children }: GoodsFactsProps) {
  const { t } = useTranslation();
  return (
    <dl className={className}>
      <div>
        <dt>{t('points_goods_points')}</dt>
        <dd>{t('points_count', { points: formatPoints(goods.pointsRequirement) })}</dd>
      </div>
      <div>
        <dt>{t('points_goods_amount')}</dt>
        <dd>{goods.amountRequirementMinor > 0 ? t('points_goods_amount_value', { amount: formatMinor(goods.amountRequirementMinor) }) : t('points_goods_amount_none')}</dd>
      </div>
      <div>
        <dt>{t('points_goods_available')}</dt>
        <dd>{goods.quantity <= 0 ? t('points_goods_sold_out') : t('points_goods_quantity', { quantity: formatPoints(goods.quantity), units: goods.units })}</dd>
      </div>
      {children}
    </dl>
  );
}
