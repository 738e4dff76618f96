import { api } from '@/api';
import type { components } from '@/api/schema.gen';
import { toMinor } from '@/lib/money';
import type { ReportPage, ReportQuery, ReportTotal } from '@/ui/report';
import { betCategory, betRecordPath, type BetTab } from '../categories';

type BetRecord = components['schemas']['BetRecord'];
type BetRecordPage = components['schemas']['BetRecordPage'];

/** A lottery order's state (PENDING = waiting for the draw). */
export type LotteryStatus = NonNullable<BetRecord['status']>;

/** One bet as the betting record shows it, amounts in minor units. */
export interface BetRow {
  orderNo: string;
  gameName: string;
  /** Vendor code and, when the vendor menu knows it, its name. */
  vendor: string;
  vendorName: string;
  gameCategory: BetRecord['gameCategory'];
  betTimeMs: number;
  /** Settlement time; null while not settled. */
  settledMs: number | null;
  bet: number;
  validBet: number;
  win: number;
  /** Win minus bet (0 while not settled); negative = the member lost. */
  profitLoss: number;
  settled: boolean;
  /** Sports. */
  eventName?: string;
  leagueName?: string;
  selection?: string;
  odds?: number;
  /** Lottery. */
  numero?: string;
  betContent?: string;
  status?: LotteryStatus;
  cancellable?: boolean;
  drawTimeMs?: number;
}

/** Names of the betting record's extra filters in the address and in `ReportQuery.extra`. */
export const BET_FILTER = { settlement: 'status', vendor: 'vendor', orderNo: 'order' } as const;

export function toBetRow(record: BetRecord, vendorNames: ReadonlyMap<string, string> = new Map()): BetRow {
  const row: BetRow = {
    orderNo: record.orderNo,
    gameName: record.gameName,
    vendor: record.accountType,
    vendorName: vendorNames.get(record.accountType) ?? record.accountType,
    gameCategory: record.gameCategory,
    betTimeMs: record.betTimeInTimestamp,
    settledMs: record.transTimeInTimestamp ?? null,
    bet: toMinor(record.betAmount),
    validBet: toMinor(record.validBetAmount),
    win: toMinor(record.winAmount),
    profitLoss: toMinor(record.profitAndLoss),
    settled: record.transTimeInTimestamp != null,
  };
  if (record.eventName !== undefined) row.eventName = record.eventName;
  if (record.leagueName !== undefined) row.leagueName = record.leagueName;
  if (record.selection !== undefined) row.selection = record.selection;
  if (record.odds !== undefined) row.odds = record.odds;
  if (record.numero !== undefined) row.numero = record.numero;
  if (record.betContent !== undefined) row.betContent = record.betContent;
  if (record.status !== undefined) {
    row.status = record.status;
    row.settled = record.status !== 'PENDING';
  }
  if (record.cancellable !== undefined) row.cancellable = record.cancellable;
  if (record.drawTimeInTimestamp !== undefined) row.drawTimeMs = record.drawTimeInTimestamp;
  return row;
}

/** The totals strip: bet, valid bet, win, profit and loss over the whole filtered range. */
export function betTotals(footer: BetRecordPage['footer']): ReportTotal[] {
  return [
    { id: 'bet', labelKey: 'bets_total_bet', minor: toMinor(footer.betAmount), signed: false },
    { id: 'valid', labelKey: 'bets_total_valid', minor: toMinor(footer.validBetAmount), signed: false },
    { id: 'win', labelKey: 'bets_total_win', minor: toMinor(footer.winAmount), signed: false },
    { id: 'pnl', labelKey: 'bets_total_pnl', minor: toMinor(footer.profitAndLoss) },
  ];
}

/**
 * The query of a betting-record call for the view's filters: the tab is the category, `status` settled/unsettled
 * picks the call where the platform splits them, `vendor` a vendor code of that category ('' all; a vendor of
 * another category, left in the address from an earlier tab, counts as all), `order` an order number.
 */
export function betOrdersRequest(tabs: readonly BetTab[], query: ReportQuery, page: number, language: string) {
  const category = betCategory(query.type);
  const path = betRecordPath(category, query.extra[BET_FILTER.settlement] ?? '');
  const vendors = tabs.find((tab) => tab.category.id === category.id)?.vendors ?? [];
  const vendor = query.extra[BET_FILTER.vendor] ?? '';
  const orderNo = (query.extra[BET_FILTER.orderNo] ?? '').trim();
  return {
    path,
    query: {
      startDate: query.startMs,
      endDate: query.endMs,
      accountType: vendors.some((known) => known.code === vendor) ? vendor : '',
      page,
      size: query.size,
      language,
      ...(orderNo ? { orderNoSearch: orderNo } : {}),
    },
  };
}

/**
 * GET ODSFE2_{RNG,Fish,Live,SportsSett,SportsUnsett,ElottSettled,ElottUnsettled,PvP}Orders: one page of the
 * member's bets of a category (every call shares BetRecordQuery and BetRecordPage).
 */
export async function fetchBetOrders(tabs: readonly BetTab[], query: ReportQuery, page: number, language: string): Promise<ReportPage<BetRow>> {
  const request = betOrdersRequest(tabs, query, page, language);
  // The eight paths share one query and one answer schema: typed through one of them.
  const value = await api.GET(request.path as '/wps/relay/ODSFE2_RNGOrders', { params: { query: request.query } });
  const names = new Map(tabs.flatMap((tab) => tab.vendors.map((vendor) => [vendor.code, vendor.name] as const)));
  return {
    rows: value.list.map((record) => toBetRow(record, names)),
    total: value.total,
    totalPages: value.totalPages,
    footer: betTotals(value.footer),
  };
}

/**
 * Whether the member has any bet in the last 90 days, in any category ("no records yet" versus "none for these
 * filters"): one-row asks of each settled call, stopping at the first that has one.
 */
export async function hasAnyBets(tabs: readonly BetTab[], startMs: number, endMs: number, language: string): Promise<boolean> {
  const paths = [...new Set(tabs.flatMap((tab) => [tab.category.settled, ...(tab.category.unsettled ? [tab.category.unsettled] : [])]))];
  for (const path of paths) {
    const value = await api.GET(path as '/wps/relay/ODSFE2_RNGOrders', { params: { query: { startDate: startMs, endDate: endMs, page: 1, size: 1, language } } });
    if (value.total > 0) return true;
  }
  return false;
}
