import useSWR from 'swr';
import { api } from '@/api';
import type { components } from '@/api/schema.gen';
import { toMinor } from '@/lib/money';

type Reward = components['schemas']['PointReward'];

/** Goods of the points mall as the page shows them (amount requirement in minor units). */
export interface Goods {
  rewardId: number;
  name: string;
  description: string;
  imageUrl: string | null;
  pointsRequirement: number;
  /** Total deposits the member must have made; 0 = none. Minor units. */
  amountRequirementMinor: number;
  /** Units left; 0 = sold out. */
  quantity: number;
  units: string;
  /** What the member gives to receive it. */
  deliveryType: Reward['deliveryType'];
}

export interface GoodsPage {
  goods: Goods[];
  total: number;
  totalPages: number;
}

/** Goods per page of the mall. */
export const GOODS_PAGE_SIZE = 20;

function toGoods(reward: Reward): Goods {
  return {
    rewardId: reward.rewardId,
    name: reward.name,
    description: reward.description ?? '',
    imageUrl: reward.imageUrl ?? null,
    pointsRequirement: reward.pointsRequirement,
    amountRequirementMinor: toMinor(reward.amountRequirement),
    quantity: reward.quantity,
    units: reward.units,
    deliveryType: reward.deliveryType,
  };
}

/** GET MCSFE_getPointReward: one page of goods (no token needed: visitors browse them). */
export async function fetchGoods(page: number, size = GOODS_PAGE_SIZE): Promise<GoodsPage> {
  const value = await api.GET('/wps/relay/MCSFE_getPointReward', { params: { query: { page, size } } });
  return { goods: value.list.map(toGoods), total: value.total, totalPages: value.totalPages };
}

/** SWR key of one page of goods (all pages revalidate after a redeem: stock moves). */
export const goodsKey = (page: number) => ['points-goods', page] as const;

/** One page of goods; not asked when PTSYS3 is off. */
export function useGoods(page: number, enabled: boolean) {
  return useSWR(enabled ? goodsKey(page) : null, ([, p]) => fetchGoods(p), { keepPreviousData: true, revalidateOnFocus: false });
}
