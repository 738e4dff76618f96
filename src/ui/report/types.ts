import type { ReactNode } from 'react';
import type { DatePreset } from '@/lib/date-range';

/** What a report's fetcher is asked for: the filters of the address, ready for the platform. */
export interface ReportQuery {
  /** First and last day, `YYYY-MM-DD`, in the member's time zone. */
  from: string;
  to: string;
  /** The same range as the platform's epoch ms: start of `from`, last millisecond of `to`. */
  startMs: number;
  endMs: number;
  /** The type tab or select value ('' = all). */
  type: string;
  /** The report's extra filters by name ('' = not set). */
  extra: Readonly<Record<string, string>>;
  /** Rows per page (the report's `pageSize`, 10 unless told). */
  size: number;
}

/** One figure of the totals strip (from the response footer). */
export interface ReportTotal {
  id: string;
  /** i18n key of its label. */
  labelKey: string;
  /** Minor units. */
  minor: number;
  /** Whether a negative figure is a loss (minus sign and the loss colour); true unless told. */
  signed?: boolean;
}

/** One page of rows as the fetcher returns it. */
export interface ReportPage<Row> {
  rows: Row[];
  /** Rows over the whole filtered range. */
  total: number;
  totalPages: number;
  /** Totals over the whole filtered range (the totals strip); none hides the strip. */
  footer?: ReportTotal[] | null;
}

/** Fetches one page (1-based) of a report. Throwing (an ApiError) shows the error with Retry. */
export type ReportFetcher<Row> = (query: ReportQuery, page: number) => Promise<ReportPage<Row>>;

/** What a cell or CSV field shows of a row. */
export type ReportCsvValue = string | number | null | undefined;

/**
 * One column: the table's column on wide screens, a labelled line of the card on phones, a CSV column.
 * Give `amount` (minor units) or `time` (epoch ms) for the standard look, or `cell` for anything else.
 * @example { id: 'amount', headerKey: 'txn_col_amount', amount: (row) => toMinor(row.amount) }
 */
export interface ReportColumn<Row> {
  id: string;
  /** i18n key of the header (and of the card line's label, and of the CSV header). */
  headerKey: string;
  /** Minor units: right-aligned with the currency; a negative amount has a minus sign and the loss colour. */
  amount?: (row: Row) => number | null | undefined;
  /** Whether a negative `amount` is marked as money out (sign and colour); true unless told. */
  signed?: boolean;
  /** Epoch ms, shown as DD/MM/YYYY HH:mm:ss in the member's time zone. */
  time?: (row: Row) => number | null | undefined;
  /** Custom cell content (a text, a status badge, a Details button). */
  cell?: (row: Row) => ReactNode;
  /** The CSV field; defaults to the amount (plain decimal), the time, or a `cell` that returns a string or number. `false` leaves the column out of the CSV. */
  csv?: ((row: Row) => ReportCsvValue) | false;
  /** Text alignment; amounts are 'end' unless told. */
  align?: 'start' | 'end' | 'center';
  /** On phone cards: 'title' heads the card, 'hidden' leaves the column out (e.g. an actions column shown elsewhere). */
  card?: 'title' | 'line' | 'hidden';
}

/** An option of the type tabs/select or of a select filter. */
export interface ReportOption {
  /** The value in the address and the query ('' = all). */
  value: string;
  /** i18n key of its label. */
  labelKey?: string;
  /** Its label as is, when it is data rather than a text of ours (a vendor's name). */
  label?: string;
}

/** A filter of one report besides the range and the type (vendor, order number, settled / unsettled …). */
export interface ReportExtraFilter {
  /** Its name in the address and in `ReportQuery.extra`. */
  name: string;
  /** i18n key of its label. */
  labelKey: string;
  /** 'text' (applied by Search), 'select' (applied by Search) or 'switch' (segmented buttons, applied at once). */
  kind: 'text' | 'select' | 'switch';
  /** Options of a select or switch. */
  options?: readonly ReportOption[];
  /** Default value ('' unless told; a switch defaults to its first option). */
  defaultValue?: string;
  /** Longest text accepted (text filters). */
  maxLength?: number;
  /** Only for these type values (e.g. the settled switch for sports and lottery); all types unless told. */
  types?: readonly string[];
}

/**
 * A report: what it asks, how it shows rows and which filters it offers. A record page builds one (module level or
 * memoised) and draws `<ReportView report={…} />`.
 */
export interface ReportDefinition<Row> {
  /** Stable id: part of the SWR key (`['report:', id, …]`) and of the CSV file name. */
  id: string;
  /** i18n key of the report's name: the region's label and the CSV file name. */
  titleKey: string;
  /** The columns, or the columns for a type and extra filters (e.g. sports rows have event, selection, odds). */
  columns: readonly ReportColumn<Row>[] | ((filters: { type: string; extra: Readonly<Record<string, string>> }) => readonly ReportColumn<Row>[]);
  fetcher: ReportFetcher<Row>;
  /** A unique key per row (order number, transaction id). */
  rowKey: (row: Row) => string;
  /** Type filter options ('' = all first if the report has "all"); none hides the type filter. */
  types?: readonly ReportOption[];
  /** Tabs (few types, e.g. game categories) or a select (many, e.g. transaction codes); tabs unless told. */
  typeControl?: 'tabs' | 'select';
  /** i18n key naming the type filter (tab list label or select label). */
  typeLabelKey?: string;
  /** Type when the address has none; the first option unless told. */
  defaultType?: string;
  extraFilters?: readonly ReportExtraFilter[];
  /** Most days in a range (transaction history: 30); checked before asking, with a message why. */
  maxRangeDays?: number;
  /** How far back records go, in days (the range may not start earlier); 90 unless told. */
  maxAgeDays?: number;
  /** Preset when the address has no range; 'today' unless told. */
  defaultPreset?: Exclude<DatePreset, 'custom'>;
  /** Rows per page as the platform asks; 10 unless told. */
  pageSize?: number;
  /**
   * Whether the member has any record at all (tells "no records yet" from "no records for these filters"). By default
   * the fetcher is asked for the default filters over the last `maxRangeDays` (or `maxAgeDays`) days.
   */
  hasAnyRecords?: () => Promise<boolean>;
  /** A row's detail view, opened by a button in the row (table) or card (phones). */
  renderDetail?: (row: Row) => ReactNode;
  /** i18n key of the detail toggle's label ("Details"). */
  detailLabelKey?: string;
}
