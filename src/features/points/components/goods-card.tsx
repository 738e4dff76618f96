import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/lib/money';
import { Button } from '@/ui/button';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { Goods } from '../api/point-rewards';
import { formatPoints } from '../format';

export interface GoodsCardProps {
  goods: Goods;
  /** Opens the redeem form (visitors are asked to sign in first, trial accounts told they need a real account). */
  onRedeem: (goods: Goods) => void;
}

/** One goods card: picture, name, points requirement, amount requirement, available quantity, Redeem. */
export function GoodsCard({ goods, onRedeem }: GoodsCardProps) {
  const { t } = useTranslation();
  const headingId = `goods-${goods.rewardId}`;
  const soldOut = goods.quantity <= 0;
  return (
    <article className="points-goods" aria-labelledby={headingId}>
      {goods.imageUrl ? <img className="points-goods__image" src={goods.imageUrl} alt="" width={120} height={120} loading="lazy" /> : null}
      <h3 id={headingId} className="points-goods__name">
        {goods.name}
      </h3>
      <dl className="points-goods__facts">
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
          <dd>{soldOut ? t('points_goods_sold_out') : t('points_goods_quantity', { quantity: formatPoints(goods.quantity), units: goods.units })}</dd>
        </div>
      </dl>
      <Button className="points-goods__redeem" size="small" disabled={soldOut} onClick={() => onRedeem(goods)}>
        {soldOut ? t('points_goods_sold_out') : t('points_redeem')}{' '}
        <VisuallyHidden>{goods.name}</VisuallyHidden>
      </Button>
    </article>
  );
}
