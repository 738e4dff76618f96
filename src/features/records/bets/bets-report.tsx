import type { ReactNode } from 'react';
import { addDays, dayOf, rangeToMs } from '@/lib/date-range';
import type { ReportColumn, ReportDefinition, ReportExtraFilter } from '@/ui/report';
import { BET_FILTER, fetchBetOrders, hasAnyBets, type BetRow, type LotteryStatus } from './api/bet-orders';
import { betCategory, type BetTab } from './categories';

/** How far back bets are kept (days); the range may not start earlier. */
export const BET_MAX_AGE_DAYS = 90;

/** i18n key of each lottery status (literal keys, so the keys test sees them). */
export const LOTTERY_STATUS_LABELS: Record<LotteryStatus, string> = {
  PENDING: 'bets_status_pending',
  WIN: 'bets_status_win',
  LOSE: 'bets_status_lose',
  TIE: 'bets_status_tie',
  CANCELLED: 'bets_status_cancelled',
};

/** What the report needs from the page: texts in the current language and the row actions (details, cancel). */
export interface BetsReportContext {
  tabs: readonly BetTab[];
  language: string;
  t: (key: string) => string;
  /** The actions cell of a row: Details, and Cancel order where the row allows it. */
  actions: (row: BetRow) => ReactNode;
}

const odds = (row: BetRow) => (row.odds === undefined ? '' : row.odds.toFixed(2));

/**
 * The columns of a category: sports (event, selection, odds), lottery (draw, bet content, status) and game rounds
 * (game, order number); settled rows add valid bet, win and profit and loss, game rounds their settlement time.
 */
export function betColumns(type: string, settlement: string, { t, actions }: Pick<BetsReportContext, 't' | 'actions'>): ReportColumn<BetRow>[] {
  const category = betCategory(type);
  const unsettled = settlement === 'unsettled' && category.unsettled !== undefined;
  const time: ReportColumn<BetRow> = { id: 'betTime', headerKey: 'bets_col_bet_time', time: (row) => row.betTimeMs };
  const bet: ReportColumn<BetRow> = { id: 'bet', headerKey: 'bets_col_bet', amount: (row) => row.bet, signed: false };
  const valid: ReportColumn<BetRow> = { id: 'valid', headerKey: 'bets_col_valid', amount: (row) => row.validBet, signed: false };
  const win: ReportColumn<BetRow> = { id: 'win', headerKey: 'bets_col_win', amount: (row) => row.win, signed: false };
  const pnl: ReportColumn<BetRow> = { id: 'pnl', headerKey: 'bets_col_pnl', amount: (row) => row.profitLoss };
  const order: ReportColumn<BetRow> = { id: 'orderNo', headerKey: 'bets_col_order', cell: (row) => row.orderNo };
  const action: ReportColumn<BetRow> = { id: 'actions', headerKey: 'bets_col_actions', cell: actions, csv: false, card: 'line' };
  const money = unsettled ? [bet] : [bet, valid, win, pnl];

  if (category.rows === 'sports')
    return [
      time,
      { id: 'event', headerKey: 'bets_col_event', cell: (row) => row.eventName ?? row.gameName, card: 'title' },
      { id: 'selection', headerKey: 'bets_col_selection', cell: (row) => row.selection ?? '' },
      { id: 'odds', headerKey: 'bets_col_odds', cell: odds, align: 'end' },
      order,
      ...money,
      action,
    ];
  if (category.rows === 'lottery')
    return [
      time,
      { id: 'game', headerKey: 'bets_col_game', cell: (row) => row.gameName, card: 'title' },
      { id: 'numero', headerKey: 'bets_col_draw', cell: (row) => row.numero ?? '' },
      { id: 'content', headerKey: 'bets_col_content', cell: (row) => row.betContent ?? '' },
      { id: 'status', headerKey: 'bets_col_status', cell: (row) => (row.status ? t(LOTTERY_STATUS_LABELS[row.status]) : '') },
      order,
      ...(unsettled ? [bet] : [bet, win, pnl]),
      action,
    ];
  return [
    time,
    { id: 'game', headerKey: 'bets_col_game', cell: (row) => row.gameName, card: 'title' },
    order,
    ...money,
    { id: 'settledTime', headerKey: 'bets_col_settled_time', time: (row) => row.settledMs },
    action,
  ];
}

/** The settled / unsettled switch, for the categories the platform splits. */
function settlementFilter(tabs: readonly BetTab[]): ReportExtraFilter {
  return {
    name: BET_FILTER.settlement,
    labelKey: 'bets_settlement',
    kind: 'switch',
    options: [
      { value: '', labelKey: 'bets_settled' },
      { value: 'unsettled', labelKey: 'bets_unsettled' },
    ],
    types: tabs.filter((tab) => tab.category.unsettled).map((tab) => tab.category.id),
  };
}

/** One vendor select per category (one name, `vendor`; only the current tab's is shown). */
function vendorFilters(tabs: readonly BetTab[]): ReportExtraFilter[] {
  return tabs.map((tab) => ({
    name: BET_FILTER.vendor,
    labelKey: 'bets_vendor',
    kind: 'select' as const,
    options: [{ value: '', labelKey: 'bets_vendor_all' }, ...tab.vendors.map((vendor) => ({ value: vendor.code, label: vendor.name }))],
    types: [tab.category.id],
  }));
}

/** The betting record: category tabs from the vendor menu, settled / unsettled, vendor and order-number filters. */
export function betsReport(context: BetsReportContext): ReportDefinition<BetRow> {
  const { tabs, language } = context;
  return {
    id: 'bets',
    titleKey: 'bets_title',
    columns: ({ type, extra }) => betColumns(type, extra[BET_FILTER.settlement] ?? '', context),
    fetcher: (query, page) => fetchBetOrders(tabs, query, page, language),
    rowKey: (row) => row.orderNo,
    types: tabs.map((tab) => ({ value: tab.category.id, labelKey: tab.category.labelKey })),
    typeControl: 'tabs',
    typeLabelKey: 'bets_categories',
    extraFilters: [
      settlementFilter(tabs),
      ...vendorFilters(tabs),
      { name: BET_FILTER.orderNo, labelKey: 'bets_order_search', kind: 'text', maxLength: 40 },
    ],
    maxAgeDays: BET_MAX_AGE_DAYS,
    defaultPreset: 'today',
    pageSize: 10,
    hasAnyRecords: () => {
      const today = dayOf();
      const { startMs, endMs } = rangeToMs({ from: addDays(today, -(BET_MAX_AGE_DAYS - 1)), to: today });
      return hasAnyBets(tabs, startMs, endMs, language);
    },
  };
}
