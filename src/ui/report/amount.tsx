import { formatMinor } from '@/lib/money';

export interface ReportAmountProps {
  /** Minor units. */
  minor: number;
  /** Whether a negative amount is money out / a loss (minus sign and colour); true unless told. */
  signed?: boolean;
}

/** An amount of a report: the currency with thousands separators; money out has a minus sign and the loss colour. */
export function ReportAmount({ minor, signed = true }: ReportAmountProps) {
  const negative = signed && minor < 0;
  return (
    <span className={['report-amount', negative && 'report-amount--negative'].filter(Boolean).join(' ')}>
      {formatMinor(minor)}
    </span>
  );
}

/** An amount as a CSV field: a plain decimal with a dot and a minus sign (`-20.00`), which every spreadsheet reads. */
export function csvAmount(minor: number, decimals = 2): string {
  const sign = minor < 0 ? '-' : '';
  const magnitude = Math.abs(minor);
  const scale = 10 ** decimals;
  const whole = Math.floor(magnitude / scale);
  const fraction = decimals ? `.${String(magnitude % scale).padStart(decimals, '0')}` : '';
  return `${sign}${whole}${fraction}`;
}
