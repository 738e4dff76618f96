import { describe, expect, it } from 'vitest';
import { gameCategoryOf, sortFilter, teamParams, type TeamSortOption } from '@/features/agent/reports/team-filters';
import type { ReportQuery } from '@/ui/report';

const query = (extra: Record<string, string>, type = ''): ReportQuery => ({
  from: '2026-11-18', to: '2026-11-24', startMs: 1, endMs: 2, type, extra, size: 20,
});
const SORT: TeamSortOption[] = [
  { field: 'validBetAmount', labelKey: 'agrep_sort_valid' },
  { field: 'customerName', ascending: true, labelKey: 'agrep_sort_member' },
];

describe('teamParams', () => {
  it('asks for the whole team without zero rows, sorted by the first option, when the address says nothing', () => {
    expect(teamParams(query({}), SORT)).toEqual({ scope: 'ALL', hideZero: 'Y', sortBy: 'validBetAmount', sortOrder: 'DESC' });
  });

  it('maps direct downlines, shown zero rows, one account and an ascending sort', () => {
    expect(teamParams(query({ scope: 'direct', zero: 'show', account: ' agent01m1 ', sort: 'customerName' }), SORT)).toEqual({
      scope: 'DIRECT', hideZero: 'N', customerName: 'agent01m1', sortBy: 'customerName', sortOrder: 'ASC',
    });
  });

  it('falls back to the defaults for values the address cannot hold', () => {
    expect(teamParams(query({ scope: 'everyone', zero: 'maybe', sort: '-nonsense' }), SORT)).toEqual({
      scope: 'ALL', hideZero: 'Y', sortBy: 'validBetAmount', sortOrder: 'DESC',
    });
  });
});

describe('gameCategoryOf', () => {
  it('passes a known category and asks for all otherwise', () => {
    expect(gameCategoryOf(query({}, 'ELOTT'))).toBe('ELOTT');
    expect(gameCategoryOf(query({}, 'CHESS'))).toBe('');
  });
});

describe('sortFilter', () => {
  it('is a select whose default is the first option (left out of the address)', () => {
    const filter = sortFilter(SORT);
    expect(filter).toMatchObject({ name: 'sort', kind: 'select', defaultValue: '-validBetAmount' });
    expect(filter.options?.map((option) => option.value)).toEqual(['-validBetAmount', 'customerName']);
  });
});
