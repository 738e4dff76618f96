import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { csvFileName, downloadCsv, toCsv } from '@/lib/csv';
import { addDays, checkRange, dayOf, rangeToMs, type RangeProblem } from '@/lib/date-range';
import { REPORT_KEY_PREFIX, registerOpenReport } from '@/lib/report-cache';
import { readFilters, writeFilters, type ReportFilterDefaults, type ReportFilters } from '@/lib/report-filters';
import { FilterBar, optionText, useRangeMessage } from './filter-bar';
import { csvValue, inCsv, ReportCards, ReportTable, TotalsStrip } from './report-results';
import type { ReportColumn, ReportDefinition, ReportPage, ReportQuery } from './types';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import './report.css';
// The shared parts through the barrel: the first load has it already (importing the files one by one splits it).
import { Button, Spinner, Tabs } from '../index';

export interface ReportViewProps<Row> {
  /** The report: columns, fetcher, filters and limits (build it once: module level or useMemo). */
  report: ReportDefinition<Row>;
  /** Forces the layout (stories, tests); by default phones (max-width 640px) get cards, wider screens the table. */
  layout?: 'table' | 'cards';
}

const DEFAULT_PAGE_SIZE = 10;
const DEFAULT_MAX_AGE_DAYS = 90;

function filterDefaults<Row>(report: ReportDefinition<Row>): ReportFilterDefaults {
  return {
    preset: report.defaultPreset ?? 'today',
    type: report.defaultType ?? report.types?.[0]?.value ?? '',
    extra: Object.fromEntries(
      (report.extraFilters ?? []).map((filter) => [filter.name, filter.defaultValue ?? (filter.kind === 'switch' ? (filter.options?.[0]?.value ?? '') : '')]),
    ),
  };
}

function toQuery(filters: ReportFilters, size: number): ReportQuery {
  return { from: filters.from, to: filters.to, ...rangeToMs(filters), type: filters.type, extra: filters.extra, size };
}

/** The SWR key of one page of a report (`['report:', id, query, page]`), which `revalidateReports` finds. */
export function reportKey(id: string, query: ReportQuery, page: number) {
  return [REPORT_KEY_PREFIX, id, query.from, query.to, query.type, JSON.stringify(query.extra), query.size, page] as const;
}

/**
 * The one report view of the record screens: filter bar (type tabs or select, date presets and a custom range, the
 * report's extra filters, Search and Reset) with its state in the address, the range checked before asking, a totals
 * strip, a table with server paging on wide screens and virtualised cards that load more as you scroll on phones, two
 * empty states, an error with Retry that keeps the filters, and CSV export of the loaded rows.
 *
 * @example <ReportView report={transactionsReport} />
 */
export function ReportView<Row>({ report, layout }: ReportViewProps<Row>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => filterDefaults(report), [report]);
  const allowedTypes = useMemo(() => report.types?.map((option) => option.value), [report.types]);
  const filters = readFilters(params, defaults, { allowedTypes });
  const maxAgeDays = report.maxAgeDays ?? DEFAULT_MAX_AGE_DAYS;
  const problem = checkRange(filters, { maxDays: report.maxRangeDays, maxAgeDays });
  const size = report.pageSize ?? DEFAULT_PAGE_SIZE;
  const query = toQuery(filters, size);
  const columns = typeof report.columns === 'function' ? report.columns({ type: filters.type, extra: filters.extra }) : report.columns;
  const phone = useMediaQuery(PHONE_QUERY);
  const cards = layout ? layout === 'cards' : phone;

  const apply = (next: ReportFilters) => setParams((prev) => writeFilters(next, defaults, prev));
  const reset = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const name of ['from', 'to', 'type', 'page', ...Object.keys(defaults.extra)]) next.delete(name);
      return next;
    });
  const setPage = (page: number) => apply({ ...filters, page });

  const typeTabs = report.types && report.types.length > 1 && (report.typeControl ?? 'tabs') === 'tabs';
  const typeSelect =
    report.types && report.types.length > 1 && report.typeControl === 'select'
      ? { labelKey: report.typeLabelKey ?? 'report_type', options: report.types }
      : undefined;

  const body = (
    <>
      <FilterBar
        applied={filters}
        onApply={apply}
        onReset={reset}
        typeSelect={typeSelect}
        extraFilters={report.extraFilters ?? []}
        maxRangeDays={report.maxRangeDays}
        maxAgeDays={maxAgeDays}
      />
      {problem ? (
        <RangeRefused problem={problem} />
      ) : cards ? (
        <CardResults report={report} columns={columns} query={query} onReset={reset} defaults={defaults} />
      ) : (
        <PagedResults report={report} columns={columns} query={query} page={filters.page} onPage={setPage} onReset={reset} defaults={defaults} />
      )}
    </>
  );

  return (
    <div className="report">
      {typeTabs ? (
        <Tabs
          label={t(report.typeLabelKey ?? 'report_type')}
          selected={filters.type}
          onChange={(type) => apply({ ...filters, type, page: 1 })}
          tabs={report.types!.map((option) => ({ id: option.value, label: optionText(t, option), panel: body }))}
        />
      ) : (
        body
      )}
    </div>
  );
}

function RangeRefused({ problem }: { problem: RangeProblem }) {
  const message = useRangeMessage();
  return (
    <p className="report-state report-state--problem" role="alert">
      {message(problem)}
    </p>
  );
}

interface ResultsProps<Row> {
  report: ReportDefinition<Row>;
  columns: readonly ReportColumn<Row>[];
  query: ReportQuery;
  defaults: ReportFilterDefaults;
  onReset: () => void;
}

/** Whether the member has any record (for the empty state), asked only when a result is empty. */
function useHasAnyRecords<Row>(report: ReportDefinition<Row>, defaults: ReportFilterDefaults, enabled: boolean, size: number) {
  return useSWR(enabled ? [REPORT_KEY_PREFIX, report.id, 'any'] : null, async () => {
    if (report.hasAnyRecords) return report.hasAnyRecords();
    const today = dayOf();
    const days = Math.min(report.maxRangeDays ?? Number.POSITIVE_INFINITY, report.maxAgeDays ?? DEFAULT_MAX_AGE_DAYS);
    const filters: ReportFilters = { from: addDays(today, -(days - 1)), to: today, type: defaults.type, page: 1, extra: defaults.extra };
    const page = await report.fetcher(toQuery(filters, size), 1);
    return page.total > 0;
  });
}

function EmptyState<Row>({ report, defaults, onReset, size }: Omit<ResultsProps<Row>, 'columns' | 'query'> & { size: number }) {
  const { t } = useTranslation();
  const any = useHasAnyRecords(report, defaults, true, size);
  if (any.data === undefined && !any.error) return <Spinner />;
  if (any.data === false)
    return (
      <div className="report-state report-state--empty">
        <p className="report-state__title">{t('report_empty_none')}</p>
        <p>{t('report_empty_none_text')}</p>
      </div>
    );
  return (
    <div className="report-state report-state--empty">
      <p className="report-state__title">{t('report_empty_filtered')}</p>
      <p>{t('report_empty_filtered_text')}</p>
      <Button variant="secondary" onClick={onReset}>
        {t('report_reset')}
      </Button>
    </div>
  );
}

function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="report-state report-state--error" role="alert">
      <p>{t('report_error')}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {t('btn_retry')}
      </Button>
    </div>
  );
}

/** The count of records and the CSV export of the rows loaded. */
function Toolbar<Row>({
  report,
  columns,
  query,
  rows,
  total,
  busy,
}: {
  report: ReportDefinition<Row>;
  columns: readonly ReportColumn<Row>[];
  query: ReportQuery;
  rows: readonly Row[];
  total: number;
  /** A new page or filter is on its way: the rows shown are the previous ones, so nothing is exported. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const exportCsv = () => {
    const included = columns.filter(inCsv);
    const csv = toCsv(
      included.map((column) => t(column.headerKey)),
      rows.map((row) => included.map((column) => csvValue(column, row))),
    );
    downloadCsv(csvFileName(t(report.titleKey), query.from, query.to), csv);
  };
  return (
    <div className="report-toolbar">
      <output className="report-toolbar__count">{t('report_count', { count: total })}</output>
      <Button variant="secondary" size="small" onClick={exportCsv} disabled={rows.length === 0 || busy}>
        {t('report_export_csv', { count: rows.length })}
      </Button>
    </div>
  );
}

function useRegisterRevalidate(revalidate: () => unknown) {
  useEffect(() => registerOpenReport(revalidate), [revalidate]);
}

/** Wide screens: one page at a time, the page in the address. */
function PagedResults<Row>({ report, columns, query, page, onPage, onReset, defaults }: ResultsProps<Row> & { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { data, error, isValidating, mutate } = useSWR<ReportPage<Row>>(reportKey(report.id, query, page), () => report.fetcher(query, page), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const revalidate = useCallback(() => mutate(), [mutate]);
  useRegisterRevalidate(revalidate);

  let content: ReactNode;
  if (error && !isValidating) content = <ErrorState onRetry={() => void mutate()} retrying={isValidating} />;
  else if (!data) content = <Spinner />;
  else if (data.total === 0) content = <EmptyState report={report} defaults={defaults} onReset={onReset} size={query.size} />;
  else
    content = (
      <>
        <TotalsStrip totals={data.footer ?? []} />
        <Toolbar report={report} columns={columns} query={query} rows={data.rows} total={data.total} busy={isValidating} />
        <ReportTable report={report} columns={columns} rows={data.rows} busy={isValidating} />
        {data.totalPages > 1 ? (
          <nav className="report-pager" aria-label={t('report_pages')}>
            <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {t('report_previous')}
            </Button>
            <span className="report-pager__where">{t('report_page_of', { page, pages: data.totalPages })}</span>
            <Button variant="secondary" size="small" disabled={page >= data.totalPages} onClick={() => onPage(page + 1)}>
              {t('report_next')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  return <div className="report-results">{content}</div>;
}

/** Phones: pages loaded one after another as the member scrolls. */
function CardResults<Row>({ report, columns, query, onReset, defaults }: ResultsProps<Row>) {
  const { data, error, isValidating, mutate, size, setSize } = useSWRInfinite<ReportPage<Row>>(
    (index, previous: ReportPage<Row> | null) => (previous && index >= previous.totalPages ? null : reportKey(report.id, query, index + 1)),
    (key: ReturnType<typeof reportKey>) => report.fetcher(query, key[7]),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const revalidate = useCallback(() => mutate(), [mutate]);
  useRegisterRevalidate(revalidate);
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);

  const first = data?.[0];
  const rows = useMemo(() => {
    const seen = new Set<string>();
    const all: Row[] = [];
    for (const page of data ?? []) {
      for (const row of page.rows) {
        const key = report.rowKey(row);
        if (seen.has(key)) continue;
        seen.add(key);
        all.push(row);
      }
    }
    return all;
  }, [data, report]);

  let content: ReactNode;
  if (error && !isValidating && !first) content = <ErrorState onRetry={() => void mutate()} retrying={isValidating} />;
  else if (!first) content = <Spinner />;
  else if (first.total === 0) content = <EmptyState report={report} defaults={defaults} onReset={onReset} size={query.size} />;
  else {
    const loadingMore = isValidating && size > (data?.length ?? 0);
    content = (
      <>
        <TotalsStrip totals={first.footer ?? []} />
        <Toolbar report={report} columns={columns} query={query} rows={rows} total={first.total} busy={isValidating && size <= (data?.length ?? 0)} />
        <ReportCards
          report={report}
          columns={columns}
          rows={rows}
          busy={isValidating}
          total={first.total}
          hasMore={(data?.length ?? 0) < first.totalPages && !error}
          loadingMore={loadingMore}
          onLoadMore={loadMore}
        />
        {error ? <ErrorState onRetry={() => void mutate()} retrying={isValidating} /> : null}
      </>
    );
  }
  return <div className="report-results">{content}</div>;
}
