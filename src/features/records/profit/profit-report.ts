import type { TFunction } from 'i18next';
import type { ReportDefinition, ReportPage, ReportQuery } from '@/ui/report';
import type { ReportFilterDefaults } from '@/lib/report-filters';
import { fetchProfitLoss, type ProfitCategoryRow } from './api/personal-profit-loss';
import { categoryName } from './game-categories';

/** The platform answers at most 90 days at a time, and keeps 90 days of records. */
export const PROFIT_MAX_DAYS = 90;

/** The range the page opens on. */
export const PROFIT_DEFAULT_PRESET = 'last7' as const;

/** The report view's defaults for this report (the chart reads the same filters from the address). */
export const PROFIT_FILTER_DEFAULTS: ReportFilterDefaults = { preset: PROFIT_DEFAULT_PRESET, type: '', extra: {} };

/**
 * One "page" of the profit and loss: the categories the member bet on in the range (none = the empty state) and the
 * range's totals for the totals strip.
 */
export async function fetchProfitPage(query: ReportQuery): Promise<ReportPage<ProfitCategoryRow>> {
  const value = await fetchProfitLoss(query.startMs, query.endMs);
  const rows = value.categories.filter((category) => category.betCount > 0);
  const { total } = value;
  return {
    rows,
    total: rows.length,
    totalPages: rows.length > 0 ? 1 : 0,
    footer: [
      { id: 'bet', labelKey: 'pnl_total_bet', minor: total.bet, signed: false },
      { id: 'valid', labelKey: 'pnl_total_valid', minor: total.validBet, signed: false },
      { id: 'win', labelKey: 'pnl_total_win', minor: total.win, signed: false },
      { id: 'rebate', labelKey: 'pnl_total_rebate', minor: total.rebate, signed: false },
      { id: 'pnl', labelKey: 'pnl_total_pnl', minor: total.pnl },
    ],
  };
}

/** The profit and loss per game category of a range, with its total (the totals strip). */
export function profitReport(t: TFunction): ReportDefinition<ProfitCategoryRow> {
  return {
    id: 'profit-loss',
    titleKey: 'member_page_personalProfit',
    columns: [
      { id: 'category', headerKey: 'pnl_col_category', cell: (row) => categoryName(t, row.category), card: 'title' },
      { id: 'bets', headerKey: 'pnl_col_bets', cell: (row) => row.betCount, align: 'end' },
      { id: 'bet', headerKey: 'pnl_col_bet', amount: (row) => row.bet, signed: false },
      { id: 'valid', headerKey: 'pnl_col_valid', amount: (row) => row.validBet, signed: false },
      { id: 'win', headerKey: 'pnl_col_win', amount: (row) => row.win, signed: false },
      { id: 'rebate', headerKey: 'pnl_col_rebate', amount: (row) => row.rebate, signed: false },
      { id: 'pnl', headerKey: 'pnl_col_pnl', amount: (row) => row.pnl },
    ],
    fetcher: (query) => fetchProfitPage(query),
    rowKey: (row) => row.category,
    maxRangeDays: PROFIT_MAX_DAYS,
    maxAgeDays: PROFIT_MAX_DAYS,
    defaultPreset: PROFIT_DEFAULT_PRESET,
    pageSize: 10,
  };
}
