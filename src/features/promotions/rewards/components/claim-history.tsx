import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@/lib/money';
import { ReportView, type ReportDefinition, type ReportQuery } from '@/ui/report';
import { fetchPromotionClaims } from '../../api/claims';
import type { PromotionClaim, PromotionClaimStatus, PromotionType } from '../../api/types';

/** Promotion types a reward can come from (PLATFORM-MEMBER "Promotions, rewards, points, referral"). */
export const REWARD_TYPES: readonly PromotionType[] = ['LOGIN', 'SAVIOR', 'MISSION', 'LUCKY_BET', 'MANUAL', 'RAFFLE', 'NEW_REGISTER',
  'SIGNUP', 'DEPOSIT', 'FIRST_DEPOSIT', 'DEPOSIT_COUNT', 'QUEST', 'REFERRAL', 'RANK_BOARD'];
const STATUSES: readonly PromotionClaimStatus[] = ['I', 'C', 'R', 'E'];

function isStatus(value: string): value is PromotionClaimStatus {
  return (STATUSES as readonly string[]).includes(value);
}
function isType(value: string): value is PromotionType {
  return (REWARD_TYPES as readonly string[]).includes(value);
}

/** The claim history (MCS2_getPromotionClaimList) on the report view: status tabs, type, date range, totals, CSV. */
export function claimHistoryReport(t: TFunction): ReportDefinition<PromotionClaim> {
  return {
    id: 'reward-claims',
    titleKey: 'rewards_history_title',
    columns: [
      { id: 'issued', headerKey: 'rewards_col_issued', time: (row) => row.issueTime },
      { id: 'name', headerKey: 'rewards_col_name', cell: (row) => row.promotionName, card: 'title' },
      { id: 'type', headerKey: 'rewards_col_type', cell: (row) => t(`rewards_type_${row.promotionType}`, { defaultValue: row.promotionType }) },
      { id: 'status', headerKey: 'rewards_col_status', cell: (row) => (row.status === 'R' && row.rejectReason
        ? `${t(`rewards_status_${row.status}`)}: ${row.rejectReason}` : t(`rewards_status_${row.status}`)) },
      { id: 'amount', headerKey: 'rewards_col_amount', amount: (row) => toMinor(row.amount), signed: false },
      { id: 'claimed', headerKey: 'rewards_col_claimed', time: (row) => row.claimTime },
    ],
    fetcher: async (query: ReportQuery, page: number) => {
      const promotionType = query.extra.promotionType ?? '';
      const result = await fetchPromotionClaims({
        ...(isStatus(query.type) ? { status: query.type } : {}),
        ...(isType(promotionType) ? { promotionType } : {}),
        startTime: query.startMs,
        endTime: query.endMs,
        page,
        size: query.size,
      });
      return {
        rows: result.list,
        total: result.total,
        totalPages: result.totalPages,
        footer: [
          { id: 'claimed', labelKey: 'rewards_total_claimed', minor: toMinor(result.footer.claimedAmount), signed: false },
          { id: 'issued', labelKey: 'rewards_total_waiting', minor: toMinor(result.footer.issuedAmount), signed: false },
        ],
      };
    },
    rowKey: (row) => row.promotionClaimId,
    types: [{ value: '', labelKey: 'rewards_status_all' }, ...STATUSES.map((status) => ({ value: status, labelKey: `rewards_status_${status}` }))],
    typeLabelKey: 'rewards_col_status',
    extraFilters: [
      {
        name: 'promotionType',
        labelKey: 'rewards_col_type',
        kind: 'select',
        options: [{ value: '', labelKey: 'rewards_type_all' }, ...REWARD_TYPES.map((type) => ({ value: type, labelKey: `rewards_type_${type}` }))],
      },
    ],
    defaultPreset: 'last30',
    maxAgeDays: 90,
  };
}

/** The claim history tab. */
export function ClaimHistory({ layout }: { layout?: 'table' | 'cards' }) {
  const { t } = useTranslation();
  const report = useMemo(() => claimHistoryReport(t), [t]);
  return <ReportView report={report} layout={layout} />;
}
