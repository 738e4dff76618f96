import type { ScopedMutator } from 'swr';
import { revalidateReports, type ReportColumn, type ReportDefinition } from '@/ui/report';
import { fetchPointRecords, hasAnyPointRecords, type PointRecordRow } from '../api/point-records';
import { fetchRedeemHistory, hasAnyRedeems, type RedeemRow, type RedeemStatus } from '../api/redeem-history';
import type { PointRecordType } from '../api/point-config';
import { formatPoints, formatSignedPoints } from '../format';

/** i18n key of each redeem status (SPEC §4: in process, rejected, approved). */
export const REDEEM_STATUS_LABELS: Record<RedeemStatus, string> = {
  PROCESS: 'points_status_process',
  REJECTED: 'points_status_rejected',
  APPROVED: 'points_status_approved',
};

/** i18n key of each points record type (SPEC §3). */
export const POINT_TYPE_LABELS: Record<PointRecordType, string> = {
  live: 'points_type_live',
  lottery: 'points_type_lottery',
  pvp: 'points_type_pvp',
  rng: 'points_type_rng',
  sports: 'points_type_sports',
  redeem: 'points_type_redeem',
  deposit: 'points_type_deposit',
};

type Translate = (key: string) => string;

/** The redeem history: time, goods, quantity, points, status (a badge), remark; tabs by status. */
export function redeemHistoryReport(t: Translate): ReportDefinition<RedeemRow> {
  const columns: ReportColumn<RedeemRow>[] = [
    { id: 'time', headerKey: 'points_col_time', time: (row) => row.timeMs },
    { id: 'goods', headerKey: 'points_col_goods', cell: (row) => row.name, card: 'title' },
    { id: 'quantity', headerKey: 'points_col_quantity', cell: (row) => `${formatPoints(row.quantity)} ${row.units}`.trim(), align: 'end' },
    { id: 'points', headerKey: 'points_col_points', cell: (row) => formatPoints(row.points), csv: (row) => row.points, align: 'end' },
    {
      id: 'status',
      headerKey: 'points_col_status',
      cell: (row) => <span className={`points-status points-status--${row.status.toLowerCase()}`}>{t(REDEEM_STATUS_LABELS[row.status])}</span>,
      csv: (row) => t(REDEEM_STATUS_LABELS[row.status]),
    },
    { id: 'remark', headerKey: 'points_col_remark', cell: (row) => row.remark },
  ];
  return {
    id: 'points-redeems',
    titleKey: 'points_tab_history',
    columns,
    fetcher: fetchRedeemHistory,
    rowKey: (row) => row.redeemId,
    types: [
      { value: '', labelKey: 'points_status_all' },
      { value: 'PROCESS', labelKey: REDEEM_STATUS_LABELS.PROCESS },
      { value: 'REJECTED', labelKey: REDEEM_STATUS_LABELS.REJECTED },
      { value: 'APPROVED', labelKey: REDEEM_STATUS_LABELS.APPROVED },
    ],
    typeLabelKey: 'points_col_status',
    defaultPreset: 'last30',
    maxAgeDays: 90,
    pageSize: 10,
    hasAnyRecords: hasAnyRedeems,
  };
}

/** The points details: time, type, changed points (signed), balance, reference number; a select by type. */
export function pointDetailsReport(t: Translate): ReportDefinition<PointRecordRow> {
  const columns: ReportColumn<PointRecordRow>[] = [
    { id: 'time', headerKey: 'points_col_time', time: (row) => row.timeMs },
    { id: 'type', headerKey: 'points_col_type', cell: (row) => t(POINT_TYPE_LABELS[row.type]), card: 'title' },
    {
      id: 'change',
      headerKey: 'points_col_change',
      cell: (row) => <span className={row.changedPoints < 0 ? 'points-change points-change--out' : 'points-change'}>{formatSignedPoints(row.changedPoints)}</span>,
      csv: (row) => row.changedPoints,
      align: 'end',
    },
    { id: 'balance', headerKey: 'points_col_balance', cell: (row) => formatPoints(row.balance), csv: (row) => row.balance, align: 'end' },
    { id: 'ref', headerKey: 'points_col_reference', cell: (row) => row.transactionRef },
  ];
  return {
    id: 'points-details',
    titleKey: 'points_tab_details',
    columns,
    fetcher: fetchPointRecords,
    rowKey: (row) => row.transactionRef,
    types: [{ value: '', labelKey: 'points_type_all' }, ...Object.entries(POINT_TYPE_LABELS).map(([value, labelKey]) => ({ value, labelKey }))],
    typeControl: 'select',
    typeLabelKey: 'points_col_type',
    defaultPreset: 'last30',
    maxRangeDays: 90,
    maxAgeDays: 90,
    pageSize: 10,
    hasAnyRecords: hasAnyPointRecords,
  };
}

/** After a redeem or a conversion: the open history and details reports refetch. */
export function revalidatePointsReports(mutate: ScopedMutator): void {
  void revalidateReports(mutate);
}
