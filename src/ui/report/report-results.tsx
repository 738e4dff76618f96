import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { csvAmount, ReportAmount } from './amount';
import type { ReportColumn, ReportCsvValue, ReportDefinition, ReportTotal } from './types';
// The shared parts through the barrel: the first load has it already (importing the files one by one splits it).
import { Button, VisuallyHidden } from '../index';

/** A column's cell content. */
export function cellContent<Row>(column: ReportColumn<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell(row);
  if (column.amount) {
    const minor = column.amount(row);
    return minor == null ? '' : <ReportAmount minor={minor} signed={column.signed ?? true} />;
  }
  if (column.time) {
    const ms = column.time(row);
    return ms == null ? '' : formatDate(ms);
  }
  return '';
}

/** A column's CSV field (undefined for a column left out of the CSV). */
export function csvValue<Row>(column: ReportColumn<Row>, row: Row): ReportCsvValue {
  if (typeof column.csv === 'function') return column.csv(row);
  if (column.amount) {
    const minor = column.amount(row);
    return minor == null ? '' : csvAmount(minor);
  }
  if (column.time) {
    const ms = column.time(row);
    return ms == null ? '' : formatDate(ms);
  }
  if (column.cell) {
    const content = column.cell(row);
    return typeof content === 'string' || typeof content === 'number' ? content : '';
  }
  return '';
}

export function inCsv<Row>(column: ReportColumn<Row>): boolean {
  return column.csv !== false;
}

function alignOf<Row>(column: ReportColumn<Row>): string {
  return `report-cell--${column.align ?? (column.amount ? 'end' : 'start')}`;
}

/** The totals strip: the footer's figures over the whole filtered range. */
export function TotalsStrip({ totals }: { totals: readonly ReportTotal[] }) {
  const { t } = useTranslation();
  if (totals.length === 0) return null;
  return (
    <section aria-label={t('report_totals')}>
      <dl className="report-totals">
        {totals.map((total) => (
          <div key={total.id} className="report-totals__item">
            <dt>{t(total.labelKey)}</dt>
            <dd>
              <ReportAmount minor={total.minor} signed={total.signed ?? true} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface RowsProps<Row> {
  report: ReportDefinition<Row>;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  busy: boolean;
}

/** Wide screens: the rows as a table (one page). */
export function ReportTable<Row>({ report, columns, rows, busy }: RowsProps<Row>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const detail = report.renderDetail;
  const span = columns.length + (detail ? 1 : 0);
  return (
    // Focusable so keyboard users can scroll a table wider than the screen (axe: scrollable-region-focusable).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className="report-table-wrap" aria-label={t('report_results', { title: t(report.titleKey) })} tabIndex={0}>
      <table className="report-table" aria-busy={busy || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={alignOf(column)}>
                {t(column.headerKey)}
              </th>
            ))}
            {detail ? (
              <th scope="col">
                <VisuallyHidden>{t('report_details_column')}</VisuallyHidden>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = report.rowKey(row);
            const expanded = open === key;
            return (
              <Fragment key={key}>
                <tr>
                  {columns.map((column) => (
                    <td key={column.id} className={alignOf(column)}>
                      {cellContent(column, row)}
                    </td>
                  ))}
                  {detail ? (
                    <td>
                      <Button variant="ghost" size="small" aria-expanded={expanded} onClick={() => setOpen(expanded ? null : key)}>
                        {t(report.detailLabelKey ?? 'report_details')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
                {detail && expanded ? (
                  <tr className="report-table__detail">
                    <td colSpan={span}>{detail(row)}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

interface CardsProps<Row> extends RowsProps<Row> {
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * Phones: the rows as cards in their own scroll box, virtualised (only the cards near the view are in the DOM, however
 * many pages are loaded); the next page loads as the last cards come into view, or with the Load more button.
 */
export function ReportCards<Row>({ report, columns, rows, busy, total, hasMore, loadingMore, onLoadMore }: CardsProps<Row>) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<string | null>(null);
  const titleColumn = columns.find((column) => column.card === 'title') ?? columns[0];
  const lines = columns.filter((column) => column !== titleColumn && column.card !== 'hidden');
  // oxlint-disable-next-line react/incompatible-library -- the virtualiser's items are read in this render only.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 56 + lines.length * 28,
    overscan: 4,
    initialRect: { width: 360, height: 560 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - 3) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore]);

  const headingId = useId();
  return (
    <div className="report-cards-wrap">
      {/* A scroll box of its own: keyboard users scroll it too (axe: scrollable-region-focusable). */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section ref={scrollRef} className="report-cards" aria-labelledby={headingId} tabIndex={0} aria-busy={busy || undefined}>
        <VisuallyHidden id={headingId}>{t('report_results', { title: t(report.titleKey) })}</VisuallyHidden>
        <ul className="report-cards__list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index]!;
            const key = report.rowKey(row);
            const expanded = open === key;
            return (
              <li
                key={key}
                aria-setsize={total}
                aria-posinset={item.index + 1}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="report-card"
                style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
              >
                {titleColumn ? <p className="report-card__title">{cellContent(titleColumn, row)}</p> : null}
                <dl className="report-card__lines">
                  {lines.map((column) => (
                    <div key={column.id} className="report-card__line">
                      <dt>{t(column.headerKey)}</dt>
                      <dd className={alignOf(column)}>{cellContent(column, row)}</dd>
                    </div>
                  ))}
                </dl>
                {report.renderDetail ? (
                  <>
                    <Button variant="ghost" size="small" aria-expanded={expanded} onClick={() => setOpen(expanded ? null : key)}>
                      {t(report.detailLabelKey ?? 'report_details')}
                    </Button>
                    {expanded ? <div className="report-card__detail">{report.renderDetail(row)}</div> : null}
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      {hasMore ? (
        <Button variant="secondary" className="report-cards__more" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? t('loading') : t('report_load_more')}
        </Button>
      ) : (
        <p className="report-cards__end">{t('report_all_loaded', { count: rows.length })}</p>
      )}
    </div>
  );
}
