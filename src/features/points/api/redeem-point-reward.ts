import { api } from '@/api';
import type { components } from '@/api/schema.gen';

export interface RedeemInput {
  rewardId: number;
  quantity: number;
  /** The fund password; sent encrypted, never kept. */
  password: string;
  receiverAddress?: string;
  receiverMobile?: string;
}

export interface RedeemResult {
  redeemId: string;
  pointsBalance: number;
  status: components['schemas']['RedeemStatus'];
}

/** POST passwordCheck/MCSFE_redeemPointReward (encrypted with the fund password). */
export async function redeemGoods(input: RedeemInput): Promise<RedeemResult> {
  const body = {
    rewardId: input.rewardId,
    quantity: input.quantity,
    password: input.password,
    ...(input.receiverAddress ? { receiverAddress: input.receiverAddress } : {}),
    ...(input.receiverMobile ? { receiverMobile: input.receiverMobile } : {}),
  };
  const value = await api.POST('/wps/relay/passwordCheck/MCSFE_redeemPointReward', { body });
  return { redeemId: value.redeemId, pointsBalance: value.pointsBalance, status: value.status };
}
