import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_TYPE_RULES, directDownlines, levelIn, teamOf, uplineOf } from '../../../sandbox/seed/agents';
import { findMember, resetStore, SANDBOX_FUND_PASSWORD } from '../../../sandbox/store';
import { memberRangeTotals, teamOverview } from '../../../sandbox/operations/agent-overview';

const member = (account: string) => {
  const found = findMember(account);
  if (!found) throw new Error(`no ${account}`);
  return found;
};

beforeEach(() => resetStore());
// The whole team's overview generates 500+ members' histories on first use (a second or two, more on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

describe('Sandbox agent tree', () => {
  it('keeps the seeded logins on their ids (agent01 is AFF10005)', () => {
    expect(member('agent01').id).toBe(10005);
    expect(member('member01').id).toBe(10001);
  });

  it('gives agent01 at least 500 downlines over exactly three levels, depth-first', () => {
    const agent01 = member('agent01');
    const team = teamOf(agent01.id);
    expect(team.length).toBeGreaterThanOrEqual(500);
    const levels = new Set(team.map((m) => levelIn(agent01.id, m.id)));
    expect([...levels].toSorted()).toEqual([1, 2, 3]);
    // Depth-first: each member comes after its upline.
    const seen = new Set([agent01.id]);
    for (const m of team) {
      expect(seen.has(m.parentId!)).toBe(true);
      seen.add(m.id);
    }
    expect(directDownlines(agent01.id).map((m) => m.account)).toEqual(expect.arrayContaining(['agent01d1', 'agent01d2', 'agent01d3', 'agent02', 'agent01sub', 'agent01m1', 'member01']));
  });

  it('has the named accounts of the brief with their types and uplines', () => {
    expect(member('agent01sub').type).toBe(1);
    expect(uplineOf(member('agent01sub').id)?.account).toBe('agent01');
    expect(member('agent01subx').type).toBe(1);
    expect(uplineOf(member('agent01subx').id)?.account).toBe('agent01sub');
    expect(levelIn(member('agent01').id, member('agent01subx').id)).toBe(2);
    expect(member('agent02').type).toBe(2);
    expect(uplineOf(member('agent02').id)?.account).toBe('agent01');
    expect(member('agent41').type).toBe(41);
    expect(member('agent42').type).toBe(42);
    expect(directDownlines(member('agent41').id).length).toBeGreaterThan(0);
    expect(levelIn(member('agent02').id, member('agent01').id)).toBeUndefined();
    for (const account of ['agent01', 'agent01sub', 'agent02', 'agent41', 'agent42', 'agent01m1']) expect(member(account).fundPassword).toBe(SANDBOX_FUND_PASSWORD);
  });

  it('spreads registrations over the last year and marks a few downlines frozen or inactive', () => {
    // The tree's own accounts (member01 and agent02's older downlines keep their seeded set-up).
    const team = teamOf(member('agent01').id).filter((m) => /^agent01(d|m|a|sub)/.test(m.account));
    const now = Date.now();
    expect(team.every((m) => m.regDate <= now && m.regDate >= now - 366 * 86_400_000)).toBe(true);
    const statuses = team.filter((m) => m.status === 'frozen' || m.status === 'inactive');
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.length).toBeLessThan(team.length / 5);
    expect(new Set(team.map((m) => m.balances.get(2))).size).toBeGreaterThan(100);
  });

  it('describes what each agent type may do', () => {
    expect(AGENT_TYPE_RULES[1]).toMatchObject({ createMember: true, createAgent: true, transferToDownline: true, promoteToAgent: true });
    expect(AGENT_TYPE_RULES[2]).toMatchObject({ createAgent: false, transferToDownline: true, promoteToAgent: false });
    expect(AGENT_TYPE_RULES[41]).toMatchObject({ createMember: true, createAgent: false, transferToDownline: false, promoteToAgent: false });
    expect(AGENT_TYPE_RULES[42]).toMatchObject({ createAgent: true, transferToDownline: false });
  });

  it('computes the team overview from the members the scope covers, from their records rows', () => {
    const agent02 = member('agent02');
    const now = Date.now();
    const start = now - 30 * 86_400_000;
    const direct = teamOverview(agent02, start, now, 'direct');
    const members = directDownlines(agent02.id);
    expect(direct.teamSize).toBe(members.length);
    const sums = members.map((m) => memberRangeTotals(m, start, now));
    expect(direct.betAmount).toBeCloseTo(sums.reduce((s, t) => s + t.betAmount, 0) / 100, 2);
    expect(direct.depositAmount).toBeCloseTo(sums.reduce((s, t) => s + t.depositAmount, 0) / 100, 2);
    expect(direct.activeMembers).toBe(sums.filter((t) => t.bets > 0).length);
    const all = teamOverview(member('agent01'), start, now, 'all');
    expect(all.teamSize).toBe(teamOf(member('agent01').id).length);
  });
});
