import useSWR from 'swr';
import { api } from '@/api';
import type { components } from '@/api/schema.gen';
import { toMinor } from '@/lib/money';
import type { DownlineQuery } from '../downline-query';

type Schemas = components['schemas'];

/** One downline row as the page shows it (money in minor units). */
export interface DownlineRow {
  account: string;
  /** Member type: 0 member; agents 1, 2, 41, 42. */
  type: number;
  balanceMinor: number;
  registerTime: number;
  lastLoginTime: number | null;
  status: Schemas['AgentDownline']['status'];
  /** Its own direct downlines (it can be opened when above 0). */
  directCount: number;
  /** 1 = the agent's direct downline. */
  level: number;
}

export interface DownlinePage {
  rows: DownlineRow[];
  total: number;
  totalPages: number;
  page: number;
  /** The breadcrumb: the agent (level 0) down to the listed parent. */
  path: Schemas['AgentDownlinePathItem'][];
  totalBalanceMinor: number;
}

/** Prefix of every downline-list SWR key (a transfer or a promotion revalidates them all). */
export const DOWNLINES_KEY_PREFIX = 'agent:downlines';

export function downlinesKey(query: DownlineQuery, page: number, size: number) {
  return [DOWNLINES_KEY_PREFIX, query.parent, query.scope, query.search, query.type, query.status, query.sort, query.order, page, size] as const;
}

/** GET /wps/agent/downlines (designed): one page of the parent's direct downlines. */
export async function fetchDownlines(query: DownlineQuery, page: number, size: number): Promise<DownlinePage> {
  const value = await api.GET('/wps/agent/downlines', {
    params: {
      query: {
        page,
        size,
        sort: `${query.sort},${query.order}`,
        ...(query.search ? { search: query.search } : {}),
        ...(query.parent ? { parent: query.parent } : {}),
        ...(query.scope === 'all' ? { scope: 'all' as const } : {}),
        ...(query.type ? { type: query.type } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
    },
  });
  return {
    rows: value.list.map((row) => ({
      account: row.account,
      type: row.type,
      balanceMinor: toMinor(row.balance),
      registerTime: row.registerTime,
      lastLoginTime: row.lastLoginTime ?? null,
      status: row.status,
      directCount: row.directCount,
      level: row.level,
    })),
    total: value.total,
    totalPages: value.totalPages,
    page: value.page,
    path: value.path,
    totalBalanceMinor: toMinor(value.totalBalance),
  };
}

/** One page of downlines (the previous page stays on screen while the next loads). */
export function useDownlines(query: DownlineQuery, page: number, size: number) {
  return useSWR(downlinesKey(query, page, size), () => fetchDownlines(query, page, size), { keepPreviousData: true, revalidateOnFocus: false });
}

/** Whether an SWR key is a downline list's. */
export function isDownlinesKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === DOWNLINES_KEY_PREFIX;
}
