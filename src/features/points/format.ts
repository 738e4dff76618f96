import { currentLocale } from '@/lib/format';

/** Whole points with the locale's thousands separators: 12680 → "12,680". */
export function formatPoints(points: number): string {
  return new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 0 }).format(points);
}

/** Signed points for the details: +120 / −500 (a real minus sign). */
export function formatSignedPoints(points: number): string {
  const text = formatPoints(Math.abs(points));
  return points < 0 ? `\u2212${text}` : `+${text}`;
}
