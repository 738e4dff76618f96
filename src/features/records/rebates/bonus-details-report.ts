import type { TFunction } from 'i18next';
import { dayOf } from '@/lib/date-range';
import { formatDate, formatNumber } from '@/lib/format';
import type { ReportDefinition } from '@/ui/report';
import { categoryName, RECORD_GAME_CATEGORIES } from '../profit/game-categories';
import { fetchBonusDetails, type BonusRow } from './api/bonus-details';

/** Bonus details reach back as far as the records (90 days). */
export const BONUS_MAX_AGE_DAYS = 90;

/** A period as text: "24/11/2026" for a whole day, "24/11/2026 08:00 – 23:59" within a day, both ends in full otherwise. */
export function periodText(startMs: number, endMs: number): string {
  const sameDay = dayOf(startMs) === dayOf(endMs);
  if (sameDay && formatDate(startMs, 'HH:mm') === '00:00' && formatDate(endMs, 'HH:mm') === '23:59') return formatDate(startMs, 'DD/MM/YYYY');
  const start = formatDate(startMs, 'DD/MM/YYYY HH:mm');
  const end = sameDay ? formatDate(endMs, 'HH:mm') : formatDate(endMs, 'DD/MM/YYYY HH:mm');
  return `${start} – ${end}`;
}

/** A rate as "1.2%" in the current language. */
export function rateText(t: TFunction, rate: number | null): string {
  return rate === null ? t('rebate_rate_none') : t('rebate_rate_value', { rate: formatNumber(rate, { maximumFractionDigits: 2 }) });
}

/**
 * The rebates paid to the member per category and period (the platform's daily rebates and the member's own claims),
 * filtered by category. `id` and `titleKey` let the manual-rebate page show the same report as its claim history.
 */
export function bonusDetailsReport(
  t: TFunction,
  { id = 'bonus-details', titleKey = 'member_page_bonusDetails' }: { id?: string; titleKey?: string } = {},
): ReportDefinition<BonusRow> {
  return {
    id,
    titleKey,
    columns: [
      { id: 'paid', headerKey: 'rebate_col_paid', time: (row) => row.paidMs },
      { id: 'category', headerKey: 'rebate_category', cell: (row) => categoryName(t, row.category), card: 'title' },
      { id: 'kind', headerKey: 'rebate_col_kind', cell: (row) => (row.claimType === 'MANUAL' ? t('rebate_kind_manual') : t('rebate_kind_auto')) },
      { id: 'period', headerKey: 'rebate_col_period', cell: (row) => periodText(row.periodStartMs, row.periodEndMs) },
      { id: 'valid', headerKey: 'rebate_col_valid', amount: (row) => row.validBet, signed: false },
      { id: 'rate', headerKey: 'rebate_col_rate', cell: (row) => rateText(t, row.rate), align: 'end', csv: (row) => row.rate },
      { id: 'rebate', headerKey: 'rebate_col_amount', amount: (row) => row.rebate, signed: false },
    ],
    fetcher: fetchBonusDetails,
    rowKey: (row) => row.rebateId,
    types: [{ value: '', labelKey: 'rebate_category_all' }, ...RECORD_GAME_CATEGORIES.map((category) => ({ value: category.id, labelKey: category.labelKey }))],
    typeControl: 'select',
    typeLabelKey: 'rebate_category',
    maxAgeDays: BONUS_MAX_AGE_DAYS,
    defaultPreset: 'last7',
    pageSize: 10,
  };
}
