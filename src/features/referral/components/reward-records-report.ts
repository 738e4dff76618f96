import type { TFunction } from 'i18next';
import type { ReportDefinition } from '@/ui/report';
import { fetchRewardRecords, REWARD_TYPES, type RewardRow, type RewardType } from '../api/reward-records';

/** i18n key of a reward kind's name. */
export const REWARD_TYPE_KEYS: Record<RewardType, string> = {
  INVITATION: 'ref_income_invitation',
  ACHIEVEMENT: 'ref_income_achievement',
  DEPOSIT_REBATE: 'ref_income_deposit_rebate',
  BET_REBATE: 'ref_income_bet_rebate',
};

/** The rewards the programme paid into the main wallet, by kind. */
export function rewardRecordsReport(t: TFunction): ReportDefinition<RewardRow> {
  return {
    id: 'referral-rewards',
    titleKey: 'ref_rewards_title',
    columns: [
      { id: 'paid', headerKey: 'ref_col_paid', time: (row) => row.paidMs },
      { id: 'type', headerKey: 'ref_col_reward_type', cell: (row) => t(REWARD_TYPE_KEYS[row.type]), card: 'title' },
      { id: 'invitee', headerKey: 'ref_col_invitee', cell: (row) => row.invitee ?? '—', csv: (row) => row.invitee ?? '' },
      { id: 'amount', headerKey: 'ref_col_amount', amount: (row) => row.amount, signed: false },
    ],
    fetcher: fetchRewardRecords,
    rowKey: (row) => row.id,
    types: [{ value: '', labelKey: 'ref_filter_all' }, ...REWARD_TYPES.map((type) => ({ value: type, labelKey: REWARD_TYPE_KEYS[type] }))],
    typeControl: 'select',
    typeLabelKey: 'ref_col_reward_type',
    maxAgeDays: 365,
    defaultPreset: 'last30',
  };
}
