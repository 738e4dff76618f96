import { beforeAll } from 'vitest';
import { recordsHistory } from '../../sandbox/operations/records';

/**
 * Builds these members' sandbox histories once, before a file's tests. member01's 110,000 bets and 22,000
 * transactions take about a second to generate, and several seconds on a loaded 2-core machine: that is fixture time,
 * which must not count against the 5 s of the first test that happens to ask for them.
 */
export function withHistoryOf(...accounts: string[]): void {
  beforeAll(() => {
    for (const account of accounts) recordsHistory(account);
  }, 60_000);
}
