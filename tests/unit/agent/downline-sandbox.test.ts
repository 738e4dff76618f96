import { beforeEach, describe, expect, it } from 'vitest';
import { copyTeam, downlinePage } from '../../../sandbox/operations/agent-downlines';
import { directDownlines, teamOf } from '../../../sandbox/seed/agents';
import { findMember, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());

const page = (agent: string, query: string) => {
  const result = downlinePage(findMember(agent)!, new URLSearchParams(query));
  if ('error' in result) throw new Error(result.error);
  return result;
};

describe('Sandbox downline list', () => {
  it("pages agent01's direct downlines: every one once, newest registration first, total balance over all of them", () => {
    const agent = findMember('agent01')!;
    const direct = directDownlines(agent.id);
    const first = page('agent01', 'size=20');
    expect(first.total).toBe(direct.length);
    expect(first.totalPages).toBe(Math.ceil(direct.length / 20));
    const all = Array.from({ length: first.totalPages }, (_, i) => page('agent01', `size=20&page=${i + 1}`).list).flat();
    expect(all.map((row) => row.account).toSorted()).toEqual(direct.map((m) => m.account).toSorted());
    const times = all.map((row) => row.registerTime);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    const sum = direct.reduce((total, m) => total + Math.round((m.balances.get(2) ?? 0) * 100), 0) / 100;
    expect(first.totalBalance).toBeCloseTo(sum, 2);
    expect(first.path).toEqual([{ account: 'agent01', level: 0 }]);
  });

  it('sorts by any column either way, ties by account', () => {
    const asc = page('agent01', 'size=100&sort=balance,asc').list.map((row) => row.balance);
    expect(asc).toEqual(asc.toSorted((a, b) => a - b));
    const byType = page('agent01', 'size=100&sort=type,desc').list;
    expect(byType[0]!.type).toBe(2);
    const names = page('agent01', 'size=100&sort=account,asc').list.map((row) => row.account);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
  });

  it('filters by part of the name in any case, by type and by status', () => {
    expect(page('agent01', 'search=T01M1&type=member&size=100').list.map((row) => row.account).toSorted()).toEqual(
      ['agent01m1', ...Array.from({ length: 10 }, (_, i) => `agent01m1${i}`)].toSorted(),
    );
    expect(page('agent01', 'type=agent&size=100').list.every((row) => row.type !== 0)).toBe(true);
    expect(page('agent01', 'status=FROZEN').list.every((row) => row.status === 'FROZEN')).toBe(true);
  });

  it("lists a team member's downlines with the path from the agent, and refuses an account outside the team", () => {
    const deep = page('agent01', 'parent=agent01subx');
    expect(deep.path).toEqual([
      { account: 'agent01', level: 0 },
      { account: 'agent01sub', level: 1 },
      { account: 'agent01subx', level: 2 },
    ]);
    expect(deep.list.every((row) => row.level === 3)).toBe(true);
    expect(downlinePage(findMember('agent01')!, new URLSearchParams('parent=agent41'))).toEqual({ error: 'downline.not.exists' });
    expect(downlinePage(findMember('agent01sub')!, new URLSearchParams('parent=agent01'))).toEqual({ error: 'downline.not.exists' });
  });

  it("answers a page of agent01's 500+ team in a few milliseconds", () => {
    expect(teamOf(findMember('agent01')!.id).length).toBeGreaterThanOrEqual(500);
    page('agent01', 'size=20');
    const start = performance.now();
    for (let i = 0; i < 20; i += 1) page('agent01', `size=20&sort=balance,desc&page=${(i % 4) + 1}`);
    expect((performance.now() - start) / 20).toBeLessThan(20);
  });

  it("lists the whole team (every level, each with its level) with scope all: agent01's 500+ in pages", () => {
    const team = teamOf(findMember('agent01')!.id);
    const first = page('agent01', 'scope=all&size=100&sort=account,asc');
    expect(first.total).toBe(team.length);
    const rows = Array.from({ length: first.totalPages }, (_, i) => page('agent01', `scope=all&size=100&sort=account,asc&page=${i + 1}`).list).flat();
    expect(rows.map((row) => row.account).toSorted()).toEqual(team.map((m) => m.account).toSorted());
    expect(new Set(rows.map((row) => row.level))).toEqual(new Set([1, 2, 3]));
    expect(page('agent01', 'scope=all&parent=agent01sub&size=100').list.map((row) => row.account).toSorted()).toEqual(
      teamOf(findMember('agent01sub')!.id).map((m) => m.account).toSorted(),
    );
    const start = performance.now();
    for (let i = 0; i < 10; i += 1) page('agent01', `scope=all&size=20&sort=balance,desc&page=${i + 1}`);
    expect((performance.now() - start) / 10).toBeLessThan(30);
  });

  it('copies an agent with its whole team for a browser test, each copy under its copied upline', () => {
    const copy = copyTeam('agent01sub')!;
    const source = teamOf(findMember('agent01sub')!.id);
    expect(copy.team).toHaveLength(source.length);
    const subx = copy.team.find((member) => member.from === 'agent01subx')!;
    expect(subx.upline).toBe(copy.account);
    expect(page(copy.account, `parent=${subx.account}`).total).toBe(directDownlines(findMember('agent01subx')!.id).length);
    expect(findMember(copy.account)!.parentId).toBe(findMember('agent01')!.id);
    expect(copyTeam('member01')).toBeUndefined();
  });
});
