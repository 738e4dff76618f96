import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import type { ReportPage, ReportQuery } from '@/ui/report';

type Wire = components['schemas']['ReferralRewardPage'];
export type RewardType = components['schemas']['ReferralRewardType'];

/** The reward kinds in the order the filter and the overview show them. */
export const REWARD_TYPES: readonly RewardType[] = ['INVITATION', 'ACHIEVEMENT', 'DEPOSIT_REBATE', 'BET_REBATE'];

/** One reward paid into the main wallet, amount in minor units. */
export interface RewardRow {
  id: string;
  type: RewardType;
  amount: number;
  paidMs: number;
  invitee: string | null;
}

const isRewardType = (value: string): value is RewardType => (REWARD_TYPES as readonly string[]).includes(value);

/** GET MCSFE_getReferralRewardRecords: rewards paid in the range (`query.type` a reward type, '' all). */
export async function fetchRewardRecords(query: ReportQuery, page: number): Promise<ReportPage<RewardRow>> {
  const value = (await api.GET('/wps/relay/MCSFE_getReferralRewardRecords', {
    params: { query: { startTime: query.startMs, endTime: query.endMs, page, size: query.size, ...(isRewardType(query.type) ? { rewardType: query.type } : {}) } },
  })) as Wire;
  return {
    rows: value.list.map((row) => ({ id: row.recordId, type: row.rewardType, amount: toMinor(row.amount), paidMs: row.time, invitee: row.inviteeName })),
    total: value.total,
    totalPages: value.totalPages,
    footer: [{ id: 'total', labelKey: 'ref_rewards_total', minor: toMinor(value.footer.totalAmount), signed: false }],
  };
}
