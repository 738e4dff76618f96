/**
 * The report view of the record screens (import from '@/ui/report', never the '@/ui' barrel: it loads only on record
 * screens). A page describes its report once and draws it; filters live in the address (?from&to&type&page + extras).
 *
 * @example
 * const report: ReportDefinition<BetRow> = {
 *   id: 'bets', titleKey: 'bets_title', rowKey: (row) => row.orderNo,
 *   types: categories.map((c) => ({ value: c.code, labelKey: c.labelKey })), // tabs (typeControl 'select' for a select)
 *   extraFilters: [{ name: 'settled', labelKey: 'bets_settlement', kind: 'switch', types: ['SPORTS'], options: [...] }],
 *   columns: ({ type }) => [{ id: 'bet', headerKey: 'bets_col_bet', amount: (row) => toMinor(row.betAmount) }, ...],
 *   fetcher: async (query, page) => ({ rows, total, totalPages, footer: [{ id: 'pl', labelKey: 'bets_total_pnl', minor }] }),
 *   maxRangeDays: 30, renderDetail: (row) => <BetDetail row={row} />,
 * };
 * return <ReportView report={report} />; // build `report` at module level or in useMemo
 */
export { ReportView, reportKey } from './report-view';
export type { ReportViewProps } from './report-view';
export { ReportAmount, csvAmount } from './amount';
export type { ReportAmountProps } from './amount';
export { PHONE_QUERY, useMediaQuery } from './use-media-query';
export type {
  ReportColumn,
  ReportCsvValue,
  ReportDefinition,
  ReportExtraFilter,
  ReportFetcher,
  ReportOption,
  ReportPage,
  ReportQuery,
  ReportTotal,
} from './types';
export { REPORT_KEY_PREFIX, revalidateReports } from '@/lib/report-cache';
