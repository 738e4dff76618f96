import { api } from '@/api';
import type { components } from '@/api/schema.gen';
import type { ReportPage, ReportQuery } from '@/ui/report';

export type RedeemStatus = components['schemas']['RedeemStatus'];

/** A row of the redeem history (SPEC §3 redeem item). */
export interface RedeemRow {
  redeemId: string;
  name: string;
  quantity: number;
  units: string;
  points: number;
  status: RedeemStatus;
  timeMs: number;
  remark: string;
}

/** GET MCSFE_getRedeemPointList: one page of the member's redeems in the range (`query.type` is the status, '' all). */
export async function fetchRedeemHistory(query: ReportQuery, page: number): Promise<ReportPage<RedeemRow>> {
  const status = query.type as RedeemStatus | '';
  const value = await api.GET('/wps/relay/MCSFE_getRedeemPointList', {
    params: { query: { page, size: query.size, startTime: query.startMs, endTime: query.endMs, ...(status ? { status } : {}) } },
  });
  return {
    rows: value.list.map((record) => ({
      redeemId: record.redeemId,
      name: record.name,
      quantity: record.quantity,
      units: record.units ?? '',
      points: record.pointsRequirement,
      status: record.status,
      timeMs: record.time,
      remark: record.remark ?? '',
    })),
    total: value.total,
    totalPages: value.totalPages,
  };
}

/** Whether the member has redeemed anything at all (any status, any time). */
export async function hasAnyRedeems(): Promise<boolean> {
  const value = await api.GET('/wps/relay/MCSFE_getRedeemPointList', { params: { query: { page: 1, size: 1 } } });
  return value.total > 0;
}
