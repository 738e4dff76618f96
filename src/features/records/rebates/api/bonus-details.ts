import { api, type components } from '@/api';
import { toMinor } from '@/lib/money';
import type { ReportPage, ReportQuery } from '@/ui/report';
import type { RecordGameCategory } from '../../profit/game-categories';

type Wire = components['schemas']['BonusDetailsPage'];
type WireRow = components['schemas']['BonusDetail'];

/** A rebate paid to the member: one category's valid bets over one period, amounts in minor units. */
export interface BonusRow {
  rebateId: string;
  category: RecordGameCategory;
  /** AUTO = the platform's daily rebate; MANUAL = claimed by the member. */
  claimType: WireRow['claimType'];
  periodStartMs: number;
  periodEndMs: number;
  validBet: number;
  /** Percent, e.g. 1.2. */
  rate: number;
  rebate: number;
  paidMs: number;
}

function toRow(row: WireRow): BonusRow {
  return {
    rebateId: row.rebateId,
    category: row.productType,
    claimType: row.claimType,
    periodStartMs: row.periodStartTimestamp,
    periodEndMs: row.periodEndTimestamp,
    validBet: toMinor(row.validBetAmount),
    rate: row.rebateRate,
    rebate: toMinor(row.rebateAmount),
    paidMs: row.paidTimeInTimestamp,
  };
}

/** GET MCSFE_getBonusDetails: one page of the rebates paid in the range (`query.type` is the category, '' all). */
export async function fetchBonusDetails(query: ReportQuery, page: number): Promise<ReportPage<BonusRow>> {
  const value = (await api.GET('/wps/relay/MCSFE_getBonusDetails', {
    params: { query: { startDate: query.startMs, endDate: query.endMs, productType: query.type, page, size: query.size } },
  })) as Wire;
  return {
    rows: value.list.map(toRow),
    total: value.total,
    totalPages: value.totalPages,
    footer: [
      { id: 'valid', labelKey: 'rebate_total_valid', minor: toMinor(value.footer.validBetAmount), signed: false },
      { id: 'rebate', labelKey: 'rebate_total_amount', minor: toMinor(value.footer.rebateAmount), signed: false },
    ],
  };
}
