import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { checkRange, dayToDate } from '@/lib/date-range';
import { DATE_LONG, formatDate } from '@/lib/format';
import { readFilters } from '@/lib/report-filters';
import { ReportAmount, ReportView } from '@/ui/report';
import { useProfitLoss, type ProfitDay } from './api/personal-profit-loss';
import { PROFIT_FILTER_DEFAULTS, PROFIT_MAX_DAYS, profitReport } from './profit-report';
import './profit.css';

// uPlot is loaded only when a chart is drawn (this page), never with the member centre or the home page.
const ProfitChart = lazy(() => import('./profit-chart').then((module) => ({ default: module.ProfitChart })));

export interface ProfitLossProps {
  /** Forces the table or the cards (stories); by the screen width otherwise. */
  layout?: 'table' | 'cards';
}

/**
 * Member page personalProfit: the profit and loss per game category for a range with its total, and the same range
 * per day as a chart, whose numbers are also a table for screen readers.
 */
export function ProfitLoss({ layout }: ProfitLossProps) {
  const { t } = useTranslation();
  const report = useMemo(() => profitReport(t), [t]);
  return (
    <div className="pnl">
      <ReportView report={report} layout={layout} />
      <ProfitSeries />
    </div>
  );
}

/** The per-day chart and table of the range in the address (nothing while the range is refused or has no bets). */
function ProfitSeries() {
  const { t } = useTranslation();
  const titleId = useId();
  const captionId = useId();
  const [params] = useSearchParams();
  const filters = readFilters(params, PROFIT_FILTER_DEFAULTS);
  const refused = checkRange(filters, { maxDays: PROFIT_MAX_DAYS, maxAgeDays: PROFIT_MAX_DAYS }) !== null;
  const { data } = useProfitLoss(refused ? null : { from: filters.from, to: filters.to });
  if (refused || !data || data.total.betCount === 0) return null;
  const from = formatDate(dayToDate(filters.from).getTime(), DATE_LONG);
  const to = formatDate(dayToDate(filters.to).getTime(), DATE_LONG);
  return (
    <figure className="pnl-chart" aria-labelledby={titleId} aria-describedby={captionId}>
      <figcaption className="pnl-chart__caption">
        <span id={titleId} className="pnl-chart__title">
          {t('pnl_chart_title')}
        </span>
        <span id={captionId} className="visually-hidden">
          {t('pnl_chart_caption', { from, to })}
        </span>
      </figcaption>
      <Suspense fallback={<div className="pnl-chart__plot" aria-hidden="true" />}>
        <ProfitChart days={data.daily} />
      </Suspense>
      <DayTable days={data.daily} />
    </figure>
  );
}

/** The chart's numbers for screen readers: one row per day. */
function DayTable({ days }: { days: readonly ProfitDay[] }) {
  const { t } = useTranslation();
  // Hidden by a wrapper: a table keeps its content's width whatever its own width says, and would widen a phone's page.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{t('pnl_day_table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pnl_col_day')}</th>
            <th scope="col">{t('pnl_col_bet')}</th>
            <th scope="col">{t('pnl_col_win')}</th>
            <th scope="col">{t('pnl_col_pnl')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.dayStartMs}>
              <th scope="row">{formatDate(day.dayStartMs, DATE_LONG)}</th>
              <td>
                <ReportAmount minor={day.bet} signed={false} />
              </td>
              <td>
                <ReportAmount minor={day.win} signed={false} />
              </td>
              <td>
                <ReportAmount minor={day.pnl} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
