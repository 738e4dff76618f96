import type { components } from '@/api';
import type { ReportExtraFilter, ReportOption, ReportQuery } from '@/ui/report';

type Schemas = components['schemas'];
export type TeamScope = Schemas['AgentTeamScope'];
export type TeamSortField = NonNullable<Schemas['AgentTeamReportQuery']['sortBy']>;
export type TeamGameCategory = Schemas['RecordGameCategory'];

/**
 * The filters the four team reports share, by their names in the address: `scope` (all | direct), `zero`
 * (hide | show), `account` (one member, exact; part D's "view its bets / transactions" links set it) and `sort`.
 */
export const TEAM_FILTER_NAMES = { scope: 'scope', zero: 'zero', account: 'account', sort: 'sort' } as const;

/** "Direct vs all subordinates": the whole team (the default) or direct downlines only. */
export const SCOPE_FILTER: ReportExtraFilter = {
  name: TEAM_FILTER_NAMES.scope,
  labelKey: 'agrep_scope',
  kind: 'switch',
  options: [
    { value: 'all', labelKey: 'agrep_scope_all' },
    { value: 'direct', labelKey: 'agrep_scope_direct' },
  ],
};

/** "Hide zero rows" (the default) or show every member of the scope. */
export const ZERO_FILTER: ReportExtraFilter = {
  name: TEAM_FILTER_NAMES.zero,
  labelKey: 'agrep_zero',
  kind: 'switch',
  options: [
    { value: 'hide', labelKey: 'agrep_zero_hide' },
    { value: 'show', labelKey: 'agrep_zero_show' },
  ],
};

/** One member of the team by account (exact, any case), applied by Search. */
export const ACCOUNT_FILTER: ReportExtraFilter = { name: TEAM_FILTER_NAMES.account, labelKey: 'agrep_account', kind: 'text', maxLength: 32 };

/** A sort option: the row figure, highest first unless `ascending`. */
export interface TeamSortOption {
  field: TeamSortField;
  ascending?: boolean;
  labelKey: string;
}

/** The value of a sort option in the address: `-validBetAmount` (highest first) or `customerName` (A to Z). */
export const sortValue = (option: TeamSortOption) => `${option.ascending ? '' : '-'}${option.field}`;

/** The report's sort select (the first option is the default); the platform sorts, so every page follows it. */
export function sortFilter(options: readonly TeamSortOption[]): ReportExtraFilter {
  return {
    name: TEAM_FILTER_NAMES.sort,
    labelKey: 'agrep_sort',
    kind: 'select',
    defaultValue: options[0] ? sortValue(options[0]) : '',
    options: options.map((option): ReportOption => ({ value: sortValue(option), labelKey: option.labelKey })),
  };
}

/** Game categories in the platform's order, named as the site's navigation names them (literal keys for the keys test). */
export const TEAM_GAME_CATEGORIES: readonly ReportOption[] = [
  { value: '', labelKey: 'agrep_category_all' },
  { value: 'RNG', labelKey: 'nav_rng' },
  { value: 'FISH', labelKey: 'nav_fish' },
  { value: 'LIVE', labelKey: 'nav_live' },
  { value: 'SPORTS', labelKey: 'nav_sports' },
  { value: 'ESPORTS', labelKey: 'nav_esports' },
  { value: 'ELOTT', labelKey: 'nav_lott' },
  { value: 'PVP', labelKey: 'nav_pvp' },
];

/** The report's category filter value as the platform takes it ('' = every category; an unknown value asks for all). */
export function gameCategoryOf(query: ReportQuery): TeamGameCategory | '' {
  return TEAM_GAME_CATEGORIES.some((option) => option.value === query.type) ? (query.type as TeamGameCategory | '') : '';
}

/** The shared filters of a report query as the platform's parameters; values the address cannot hold fall back. */
export function teamParams(query: ReportQuery, sortOptions?: readonly TeamSortOption[]) {
  const extra = query.extra;
  const account = (extra[TEAM_FILTER_NAMES.account] ?? '').trim();
  const params: {
    scope: TeamScope;
    hideZero: 'Y' | 'N';
    customerName?: string;
    sortBy?: TeamSortField;
    sortOrder?: 'ASC' | 'DESC';
  } = {
    scope: extra[TEAM_FILTER_NAMES.scope] === 'direct' ? 'DIRECT' : 'ALL',
    hideZero: extra[TEAM_FILTER_NAMES.zero] === 'show' ? 'N' : 'Y',
  };
  if (account) params.customerName = account;
  if (sortOptions) {
    const chosen = sortOptions.find((option) => sortValue(option) === extra[TEAM_FILTER_NAMES.sort]) ?? sortOptions[0];
    if (chosen) {
      params.sortBy = chosen.field;
      params.sortOrder = chosen.ascending ? 'ASC' : 'DESC';
    }
  }
  return params;
}
