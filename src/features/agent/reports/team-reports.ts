import type { TFunction } from 'i18next';
import type { ReportColumn, ReportDefinition } from '@/ui/report';
import { fetchAgentIncome, type AgentIncomeRow } from './api/agent-income';
import { fetchDownlineTransactions, type DownlineTransactionRow, type TeamTransactionCode } from './api/downline-transactions';
import { fetchTeamBetSum, type TeamBetRow } from './api/team-bet-sum';
import { fetchTeamProfitLoss, type TeamProfitLossRow } from './api/team-profit-loss';
import { ACCOUNT_FILTER, SCOPE_FILTER, sortFilter, TEAM_GAME_CATEGORIES, ZERO_FILTER, type TeamSortOption } from './team-filters';
import { formatNumber } from '@/lib/format';

/** Team reports reach back as far as the records (90 days) and cover at most 90 days at a time. */
export const TEAM_REPORT_MAX_DAYS = 90;
/** The team's transactions, like the member's own, at most 30 days at a time. */
export const TEAM_TRANSACTION_MAX_DAYS = 30;
/** Members per page on wide screens (phones load pages as they scroll). */
export const TEAM_PAGE_SIZE = 20;

interface MemberRow {
  account: string;
  superior: string | null;
  level: number;
}

/** The agent columns every team report starts with: the member (heads a phone card), their direct superior, their level. */
function memberColumns<Row extends MemberRow>(withLevel = true): ReportColumn<Row>[] {
  const columns: ReportColumn<Row>[] = [
    { id: 'member', headerKey: 'agrep_col_member', cell: (row) => row.account, card: 'title' },
    { id: 'superior', headerKey: 'agrep_col_superior', cell: (row) => row.superior ?? '' },
  ];
  if (withLevel) columns.push({ id: 'level', headerKey: 'agrep_col_level', cell: (row) => row.level, align: 'center' });
  return columns;
}

export const TEAM_BETTING_SORT: readonly TeamSortOption[] = [
  { field: 'validBetAmount', labelKey: 'agrep_sort_valid' },
  { field: 'betAmount', labelKey: 'agrep_sort_bet' },
  { field: 'betCount', labelKey: 'agrep_sort_count' },
  { field: 'winAmount', labelKey: 'agrep_sort_win' },
  { field: 'profitAndLoss', labelKey: 'agrep_sort_pnl_high' },
  { field: 'profitAndLoss', ascending: true, labelKey: 'agrep_sort_pnl_low' },
  { field: 'customerName', ascending: true, labelKey: 'agrep_sort_member' },
];

/** Team betting (personalHistoryCopy): each member's settled bets of the range, by game category. */
export function teamBettingReport(): ReportDefinition<TeamBetRow> {
  return {
    id: 'agent-team-betting',
    titleKey: 'agent_page_personalHistoryCopy',
    columns: [
      ...memberColumns<TeamBetRow>(),
      { id: 'count', headerKey: 'agrep_col_bet_count', cell: (row) => row.betCount, align: 'end' },
      { id: 'bet', headerKey: 'agrep_col_bet', amount: (row) => row.bet, signed: false },
      { id: 'valid', headerKey: 'agrep_col_valid', amount: (row) => row.valid, signed: false },
      { id: 'win', headerKey: 'agrep_col_win', amount: (row) => row.win, signed: false },
      { id: 'pnl', headerKey: 'agrep_col_pnl', amount: (row) => row.pnl },
    ],
    fetcher: (query, page) => fetchTeamBetSum(query, page, TEAM_BETTING_SORT),
    rowKey: (row) => row.account,
    types: TEAM_GAME_CATEGORIES,
    typeControl: 'select',
    typeLabelKey: 'agrep_category',
    extraFilters: [SCOPE_FILTER, ZERO_FILTER, ACCOUNT_FILTER, sortFilter(TEAM_BETTING_SORT)],
    maxRangeDays: TEAM_REPORT_MAX_DAYS,
    maxAgeDays: TEAM_REPORT_MAX_DAYS,
    defaultPreset: 'last7',
    pageSize: TEAM_PAGE_SIZE,
  };
}

export const TEAM_PROFIT_LOSS_SORT: readonly TeamSortOption[] = [
  { field: 'profitAndLoss', labelKey: 'agrep_sort_pnl_high' },
  { field: 'profitAndLoss', ascending: true, labelKey: 'agrep_sort_pnl_low' },
  { field: 'validBetAmount', labelKey: 'agrep_sort_valid' },
  { field: 'depositAmount', labelKey: 'agrep_sort_deposit' },
  { field: 'withdrawAmount', labelKey: 'agrep_sort_withdraw' },
  { field: 'customerName', ascending: true, labelKey: 'agrep_sort_member' },
];

/** User profit and loss (palStatementsAgentCopy): each member's deposits, withdrawals, bets, rebate, promotions and result. */
export function teamProfitLossReport(): ReportDefinition<TeamProfitLossRow> {
  return {
    id: 'agent-team-profit-loss',
    titleKey: 'agent_page_palStatementsAgentCopy',
    columns: [
      ...memberColumns<TeamProfitLossRow>(false),
      { id: 'deposit', headerKey: 'agrep_col_deposit', amount: (row) => row.deposit, signed: false },
      { id: 'withdraw', headerKey: 'agrep_col_withdraw', amount: (row) => row.withdraw, signed: false },
      { id: 'bet', headerKey: 'agrep_col_bet', amount: (row) => row.bet, signed: false },
      { id: 'valid', headerKey: 'agrep_col_valid', amount: (row) => row.valid, signed: false },
      { id: 'win', headerKey: 'agrep_col_win', amount: (row) => row.win, signed: false },
      { id: 'rebate', headerKey: 'agrep_col_rebate', amount: (row) => row.rebate, signed: false },
      { id: 'promotion', headerKey: 'agrep_col_promotion', amount: (row) => row.promotion, signed: false },
      { id: 'pnl', headerKey: 'agrep_col_pnl', amount: (row) => row.pnl },
    ],
    fetcher: (query, page) => fetchTeamProfitLoss(query, page, TEAM_PROFIT_LOSS_SORT),
    rowKey: (row) => row.account,
    extraFilters: [SCOPE_FILTER, ZERO_FILTER, ACCOUNT_FILTER, sortFilter(TEAM_PROFIT_LOSS_SORT)],
    maxRangeDays: TEAM_REPORT_MAX_DAYS,
    maxAgeDays: TEAM_REPORT_MAX_DAYS,
    defaultPreset: 'last7',
    pageSize: TEAM_PAGE_SIZE,
  };
}

export const INCOME_SORT: readonly TeamSortOption[] = [
  { field: 'commissionAmount', labelKey: 'agrep_sort_commission' },
  { field: 'validBetAmount', labelKey: 'agrep_sort_valid' },
  { field: 'level', ascending: true, labelKey: 'agrep_sort_level' },
  { field: 'customerName', ascending: true, labelKey: 'agrep_sort_member' },
];

/** My income (agentRevenueReport): the commission earned on each member's valid bet, by their level below the agent. */
export function incomeReport(t: TFunction): ReportDefinition<AgentIncomeRow> {
  return {
    id: 'agent-income',
    titleKey: 'agent_page_agentRevenueReport',
    columns: [
      ...memberColumns<AgentIncomeRow>(),
      { id: 'valid', headerKey: 'agrep_col_valid', amount: (row) => row.valid, signed: false },
      {
        id: 'rate',
        headerKey: 'agrep_col_rate',
        cell: (row) => t('agrep_rate_value', { rate: formatNumber(row.rate, { maximumFractionDigits: 2 }) }),
        csv: (row) => row.rate,
        align: 'end',
      },
      { id: 'commission', headerKey: 'agrep_col_commission', amount: (row) => row.commission, signed: false },
    ],
    fetcher: (query, page) => fetchAgentIncome(query, page, INCOME_SORT),
    rowKey: (row) => row.account,
    types: TEAM_GAME_CATEGORIES,
    typeControl: 'select',
    typeLabelKey: 'agrep_category',
    extraFilters: [SCOPE_FILTER, ZERO_FILTER, ACCOUNT_FILTER, sortFilter(INCOME_SORT)],
    maxRangeDays: TEAM_REPORT_MAX_DAYS,
    maxAgeDays: TEAM_REPORT_MAX_DAYS,
    defaultPreset: 'last7',
    pageSize: TEAM_PAGE_SIZE,
  };
}

/** The transaction codes in the platform's order with their names (the transaction history's keys). */
export const TEAM_TRANSACTION_CODES: Readonly<Record<TeamTransactionCode, string>> = {
  deposit: 'txn_code_deposit',
  withdraw: 'txn_code_withdraw',
  betting: 'txn_code_betting',
  winning: 'txn_code_winning',
  dividend: 'txn_code_dividend',
  betting_rebate: 'txn_code_betting_rebate',
  agent_rebate: 'txn_code_agent_rebate',
  share_bonus: 'txn_code_share_bonus',
  daily_wage: 'txn_code_daily_wage',
  hour_wage: 'txn_code_hour_wage',
  referral_rebate: 'txn_code_referral_rebate',
  other: 'txn_code_other',
};

/** Downline transaction details (agentDownlineTransactionDetailsCopy): the team's transactions, newest first. */
export function downlineTransactionsReport(t: TFunction): ReportDefinition<DownlineTransactionRow> {
  const typeName = (row: DownlineTransactionRow) => (row.codeType in TEAM_TRANSACTION_CODES ? t(TEAM_TRANSACTION_CODES[row.codeType]) : row.txTypeName);
  return {
    id: 'agent-downline-transactions',
    titleKey: 'agent_page_agentDownlineTransactionDetailsCopy',
    columns: [
      { id: 'time', headerKey: 'txn_col_time', time: (row) => row.timeMs },
      ...memberColumns<DownlineTransactionRow>(false),
      { id: 'type', headerKey: 'txn_col_type', cell: typeName },
      { id: 'amount', headerKey: 'txn_col_amount', amount: (row) => row.amount },
      { id: 'balance', headerKey: 'txn_col_balance', amount: (row) => row.balanceAfter, signed: false },
      { id: 'order', headerKey: 'txn_col_order', cell: (row) => row.orderNo ?? '' },
      { id: 'remark', headerKey: 'txn_col_remark', cell: (row) => row.remark },
    ],
    fetcher: fetchDownlineTransactions,
    rowKey: (row) => row.key,
    types: [
      { value: '', labelKey: 'txn_code_all' },
      ...(Object.entries(TEAM_TRANSACTION_CODES) as [TeamTransactionCode, string][]).map(([value, labelKey]) => ({ value, labelKey })),
    ],
    typeControl: 'select',
    typeLabelKey: 'txn_type_filter',
    extraFilters: [SCOPE_FILTER, ZERO_FILTER, ACCOUNT_FILTER],
    maxRangeDays: TEAM_TRANSACTION_MAX_DAYS,
    maxAgeDays: TEAM_REPORT_MAX_DAYS,
    defaultPreset: 'today',
    pageSize: TEAM_PAGE_SIZE,
  };
}
