import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOWNLINE_QUERY,
  drillQuery,
  nextSort,
  readDownlineQuery,
  writeDownlineQuery,
} from '@/features/agent/downlines/downline-query';

describe('Downline list address', () => {
  it('reads defaults from an empty address and ignores values it does not know', () => {
    expect(readDownlineQuery(new URLSearchParams())).toEqual(DEFAULT_DOWNLINE_QUERY);
    expect(readDownlineQuery(new URLSearchParams('sort=password&order=up&type=boss&status=x&scope=galaxy&page=-2'))).toEqual(DEFAULT_DOWNLINE_QUERY);
  });

  it('round-trips every filter, leaving defaults out and other parameters alone', () => {
    const query = { parent: 'agent01sub', scope: 'all', search: 'm1', type: 'member', status: 'FROZEN', sort: 'balance', order: 'asc', page: 3 } as const;
    const params = writeDownlineQuery(query, new URLSearchParams('tab=x&page=9'));
    expect(params.toString()).toBe('tab=x&parent=agent01sub&scope=all&search=m1&type=member&status=FROZEN&sort=balance&order=asc&page=3');
    expect(readDownlineQuery(params)).toEqual(query);
    expect(writeDownlineQuery(DEFAULT_DOWNLINE_QUERY).toString()).toBe('');
  });

  it('trims the search and the parent and caps them at 30 characters', () => {
    const long = 'x'.repeat(40);
    const query = readDownlineQuery(new URLSearchParams({ search: `  ${long}`, parent: ' agent01 ' }));
    expect(query.search).toHaveLength(30);
    expect(query.parent).toBe('agent01');
  });

  it('flips the order on the sorted column; a new column starts A→Z for names, biggest or newest first for money and dates', () => {
    expect(nextSort({ sort: 'balance', order: 'desc' }, 'balance')).toEqual({ sort: 'balance', order: 'asc' });
    expect(nextSort({ sort: 'balance', order: 'asc' }, 'account')).toEqual({ sort: 'account', order: 'asc' });
    expect(nextSort({ sort: 'account', order: 'asc' }, 'lastLoginTime')).toEqual({ sort: 'lastLoginTime', order: 'desc' });
  });

  it("opening a downline's downlines starts the filters and page over and keeps the scope and the sort", () => {
    const query = { ...DEFAULT_DOWNLINE_QUERY, scope: 'all', search: 'a', status: 'ACTIVE', sort: 'balance', order: 'asc', page: 4 } as const;
    expect(drillQuery(query, 'agent01a1')).toEqual({ ...DEFAULT_DOWNLINE_QUERY, parent: 'agent01a1', scope: 'all', sort: 'balance', order: 'asc' });
  });
});
