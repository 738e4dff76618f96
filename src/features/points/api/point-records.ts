import { api } from '@/api';
import type { ReportPage, ReportQuery } from '@/ui/report';
import type { PointRecordType } from './point-config';

/** A row of the points details (SPEC §3 points record). */
export interface PointRecordRow {
  transactionRef: string;
  type: PointRecordType;
  /** Signed; negative = points out. */
  changedPoints: number;
  balance: number;
  timeMs: number;
}

/** GET MCSFE_getPointRecordList: one page of the member's points changes in the range (`query.type`, '' all). */
export async function fetchPointRecords(query: ReportQuery, page: number): Promise<ReportPage<PointRecordRow>> {
  const type = query.type as PointRecordType | '';
  const value = await api.GET('/wps/relay/MCSFE_getPointRecordList', {
    params: { query: { page, size: query.size, startTime: query.startMs, endTime: query.endMs, ...(type ? { type } : {}) } },
  });
  return {
    rows: value.list.map((record) => ({
      transactionRef: record.transactionRef,
      type: record.type,
      changedPoints: record.changedPoints,
      balance: record.pointsBalance,
      timeMs: record.applyTime,
    })),
    total: value.total,
    totalPages: value.totalPages,
  };
}

/** Whether the member has any points change at all. */
export async function hasAnyPointRecords(): Promise<boolean> {
  const value = await api.GET('/wps/relay/MCSFE_getPointRecordList', { params: { query: { page: 1, size: 1 } } });
  return value.total > 0;
}
