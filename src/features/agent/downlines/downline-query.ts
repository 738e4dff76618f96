/** Columns the downline list sorts by (the contract's sort fields). */
export const DOWNLINE_SORTS = ['account', 'type', 'balance', 'registerTime', 'lastLoginTime', 'status'] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export const DOWNLINE_TYPES = ['', 'member', 'agent'] as const;
export type DownlineTypeFilter = (typeof DOWNLINE_TYPES)[number];
export const DOWNLINE_STATUSES = ['', 'ACTIVE', 'FROZEN', 'INACTIVE'] as const;
export type DownlineStatusFilter = (typeof DOWNLINE_STATUSES)[number];
/** direct: the parent's direct downlines; all: its whole team, every level. */
export const DOWNLINE_SCOPES = ['direct', 'all'] as const;
export type DownlineScope = (typeof DOWNLINE_SCOPES)[number];

/** The downline list's state, all of it in the address (`?parent&scope&search&type&status&sort&order&page`). */
export interface DownlineQuery {
  /** Whose downlines are listed ('' = the agent's own). */
  parent: string;
  scope: DownlineScope;
  search: string;
  type: DownlineTypeFilter;
  status: DownlineStatusFilter;
  sort: DownlineSort;
  order: SortOrder;
  page: number;
}

export const DEFAULT_DOWNLINE_QUERY: DownlineQuery = {
  parent: '',
  scope: 'direct',
  search: '',
  type: '',
  status: '',
  sort: 'registerTime',
  order: 'desc',
  page: 1,
};

/** The longest search and account the platform takes. */
export const DOWNLINE_SEARCH_MAX = 30;

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** Reads the list's state from the address; anything unknown falls back to the default. */
export function readDownlineQuery(params: URLSearchParams): DownlineQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    parent: (params.get('parent') ?? '').trim().slice(0, DOWNLINE_SEARCH_MAX),
    scope: pick(DOWNLINE_SCOPES, params.get('scope'), 'direct'),
    search: (params.get('search') ?? '').trim().slice(0, DOWNLINE_SEARCH_MAX),
    type: pick(DOWNLINE_TYPES, params.get('type'), ''),
    status: pick(DOWNLINE_STATUSES, params.get('status'), ''),
    sort: pick(DOWNLINE_SORTS, params.get('sort'), DEFAULT_DOWNLINE_QUERY.sort),
    order: pick(['asc', 'desc'] as const, params.get('order'), DEFAULT_DOWNLINE_QUERY.order),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Writes the list's state into the address, leaving out defaults (and keeping other parameters). */
export function writeDownlineQuery(query: DownlineQuery, previous?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const name of Object.keys(DEFAULT_DOWNLINE_QUERY)) next.delete(name);
  for (const [name, value] of Object.entries(query) as [keyof DownlineQuery, string | number][])
    if (value !== DEFAULT_DOWNLINE_QUERY[name] && value !== '') next.set(name, String(value));
  return next;
}

/** The next sort when a column header is chosen: the same column flips its order; a new one starts where it reads best. */
export function nextSort(current: Pick<DownlineQuery, 'sort' | 'order'>, column: DownlineSort): Pick<DownlineQuery, 'sort' | 'order'> {
  if (current.sort === column) return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  // Names and types read A→Z; money and dates read biggest / newest first.
  return { sort: column, order: column === 'account' || column === 'type' || column === 'status' ? 'asc' : 'desc' };
}

/** The address of a downline's own downlines (filters and page start over; the scope and the sort stay). */
export function drillQuery(query: DownlineQuery, parent: string): DownlineQuery {
  return { ...DEFAULT_DOWNLINE_QUERY, scope: query.scope, sort: query.sort, order: query.order, parent };
}
