import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { Goods } from '../api/point-rewards';
import { GoodsFacts } from './goods-facts';

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
      <GoodsFacts goods={goods} className="points-goods__facts" />
      <Button className="points-goods__redeem" size="small" disabled={soldOut} onClick={() => onRedeem(goods)}>
        {soldOut ? t('points_goods_sold_out') : t('points_redeem')}{' '}
        <VisuallyHidden>{goods.name}</VisuallyHidden>
      </Button>
    </article>
  );
}
