import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import type { ReportPage, ReportQuery } from '@/ui/report';

type Wire = components['schemas']['ReferralInviteePage'];

/** One invitee, amounts in minor units. */
export interface InviteeRow {
  name: string;
  registerMs: number;
  qualified: boolean;
  deposit: number;
  bet: number;
}

/** A page of the invitee report with the footer's counts over the whole filtered range. */
export interface InviteePage extends ReportPage<InviteeRow> {
  counts: { invitees: number; qualified: number };
}

/** The report's type values: '' all, 'Y' qualified, 'N' not qualified. */
export type QualifiedFilter = '' | 'Y' | 'N';

/** GET MCSFE_getReferralInviteeReport: invitees registered in the range (`query.type` narrows by qualified). */
export async function fetchInvitees(query: ReportQuery, page: number): Promise<InviteePage> {
  const qualified = query.type === 'Y' ? true : query.type === 'N' ? false : undefined;
  const value = (await api.GET('/wps/relay/MCSFE_getReferralInviteeReport', {
    params: { query: { startTime: query.startMs, endTime: query.endMs, page, size: query.size, ...(qualified === undefined ? {} : { isQualified: qualified }) } },
  })) as Wire;
  return {
    rows: value.list.map((row) => ({
      name: row.inviteeName,
      registerMs: row.registerTime,
      qualified: row.isQualified,
      deposit: toMinor(row.depositAmount),
      bet: toMinor(row.betAmount),
    })),
    total: value.total,
    totalPages: value.totalPages,
    footer: null,
    counts: { invitees: value.footer.totalInviteeCount, qualified: value.footer.totalQualifiedCount },
  };
}
