import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { formatMinor } from '@/lib/money';
import { useMerchant, useThemeMode } from '@/merchant';
import type { ProfitDay } from './api/personal-profit-loss';
import 'uplot/dist/uPlot.min.css';
import { currentLocale } from '@/lib/format';

export interface ProfitChartProps {
  /** The per-day series, oldest first. */
  days: readonly ProfitDay[];
  /** Height in CSS pixels; 200 unless told. */
  height?: number;
}

/** A brand colour from its CSS variable (so both brands and both themes apply), with a fallback. */
function cssColour(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

const money = (_: uPlot, value: number | null) => (value === null ? '—' : formatMinor(Math.round(value * 100)));

const compact = () => new Intl.NumberFormat(currentLocale(), { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The profit and loss per day as bars (won days up, lost days down) drawn by uPlot, loaded only when this chart
 * mounts. Purely visual (aria-hidden): the same numbers are in the page's table.
 */
export function ProfitChart({ days, height = 200 }: ProfitChartProps) {
  const { t } = useTranslation();
  const [mode] = useThemeMode();
  const merchant = useMerchant();
  const box = useRef<HTMLDivElement>(null);
  // The colours come from the brand's CSS variables, which change with the brand and the light/dark mode: redraw then.
  const look = `${merchant.code}:${mode}`;

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    element.dataset.look = look;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const text = cssColour(element, '--color-text-muted', '#666');
      const grid = cssColour(element, '--color-border', '#ddd');
      const won = cssColour(element, '--color-success', '#2e7d32');
      const lost = cssColour(element, '--color-danger', '#c62828');
      const numbers = compact();
      const bars = UPlot.paths.bars?.({ size: [0.7, 48] });
      const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      const options: uPlot.Options = {
        width: Math.max(element.clientWidth, 240),
        height,
        legend: { show: true },
        cursor: { points: { show: false } },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 56, values: (_u, values) => values.map((value) => numbers.format(value)) }],
        series: [
          {},
          { label: t('pnl_chart_win'), fill: won, stroke: won, width: 0, ...(bars ? { paths: bars } : {}), points: { show: false }, value: money },
          { label: t('pnl_chart_loss'), fill: lost, stroke: lost, width: 0, ...(bars ? { paths: bars } : {}), points: { show: false }, value: money },
        ],
      };
      // One bar per day: a won day in the first series, a lost day in the second (major units on the axis).
      const data: uPlot.AlignedData = [
        days.map((day) => day.dayStartMs / 1000),
        days.map((day) => (day.pnl >= 0 ? day.pnl / 100 : null)),
        days.map((day) => (day.pnl < 0 ? day.pnl / 100 : null)),
      ];
      chart = new UPlot(options, data, element);
      if (typeof ResizeObserver === 'undefined') return;
      observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 240), height }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, height, look, t]);

  return <div ref={box} className="pnl-chart__plot" aria-hidden="true" />;
}
