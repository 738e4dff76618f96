// The report view of the record screens (imported from '@/ui/report', never from the '@/ui' barrel: it loads only on
// record screens).
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
