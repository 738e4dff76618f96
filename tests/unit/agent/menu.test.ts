import { describe, expect, it } from 'vitest';
import { parseAgentContracts, NO_AGENT_CONTRACTS, type AgentContracts } from '@/features/agent/api/contracts';
import { agentMenu, type AgentMenuInput } from '@/features/agent/menu';
import { AGENT_PAGES, agentPath, isAgentPage } from '@/lib/agent-centre';

const ALL_ON = {
  AGENTANNOUNCE3: true, AGEINFO3: true, REGCEN: true, AGEREGDOWN3: true, CREATEAFF3: true, AFFMAN3: true, DOWNMAN: true,
  TRANSBETREPMEM3: true, AGETEAMPNL3: true, AGEREV3: true, AGEDOWNTRANS3: true, DIVIDEND: true, DAYSAL: true, DAYSALMR: false, HOURSAL3: true,
};
const HOLDS_ALL: AgentContracts = { ...NO_AGENT_CONTRACTS, holds: { dividend: true, dailySalary: true, hourSalary: true, realtimeSalary: true } };

function pages(input: Partial<AgentMenuInput>) {
  return agentMenu({ flags: ALL_ON, role: 'agent', contracts: HOLDS_ALL, ...input }).map((item) => item.page);
}

describe('agentMenu', () => {
  it('lists every SPEC page in SPEC order for an agent with every switch on and every contract', () => {
    expect(pages({})).toEqual([...AGENT_PAGES]);
  });

  it('is empty for anyone but an agent', () => {
    expect(pages({ role: 'member' })).toEqual([]);
    expect(pages({ role: 'trial' })).toEqual([]);
    expect(pages({ role: 'anonymous' })).toEqual([]);
  });

  it('always shows announcements, the team overview and downline transactions', () => {
    expect(pages({ flags: {}, contracts: NO_AGENT_CONTRACTS })).toEqual(['agentAnnouncement', 'agentTeamOverview', 'agentDownlineTransactionDetailsCopy']);
  });

  it('follows each page switch', () => {
    expect(pages({ flags: { ...ALL_ON, DOWNMAN: false } })).not.toContain('downlineManagmentView');
    expect(pages({ flags: { ...ALL_ON, TRANSBETREPMEM3: false } })).not.toContain('personalHistoryCopy');
    expect(pages({ flags: { ...ALL_ON, AGETEAMPNL3: false } })).not.toContain('palStatementsAgentCopy');
    expect(pages({ flags: { ...ALL_ON, AGEREV3: false } })).not.toContain('agentRevenueReport');
  });

  it('shows open account with REGCEN and any one of its three switches', () => {
    expect(pages({ flags: { ...ALL_ON, REGCEN: false } })).not.toContain('registerCenter');
    expect(pages({ flags: { ...ALL_ON, AGEREGDOWN3: false, CREATEAFF3: false, AFFMAN3: false } })).not.toContain('registerCenter');
    expect(pages({ flags: { ...ALL_ON, AGEREGDOWN3: false, CREATEAFF3: false } })).toContain('registerCenter');
  });

  it('shows a dividend or salary page only with its switch and the contract held', () => {
    const holds = (kind: keyof AgentContracts['holds']) => ({ ...NO_AGENT_CONTRACTS, holds: { ...NO_AGENT_CONTRACTS.holds, [kind]: true } });
    expect(pages({ contracts: holds('dividend') })).toContain('agentDividendRecord2');
    expect(pages({ contracts: holds('dividend'), flags: { ...ALL_ON, DIVIDEND: false } })).not.toContain('agentDividendRecord2');
    expect(pages({ contracts: holds('dailySalary') })).toEqual(expect.arrayContaining(['agentDailyWages2']));
    expect(pages({ contracts: holds('dailySalary'), flags: { ...ALL_ON, DAYSAL: false } })).not.toContain('agentDailyWages2');
    expect(pages({ contracts: holds('hourSalary') })).toContain('agentHourSalary');
    expect(pages({ contracts: holds('hourSalary'), flags: { ...ALL_ON, HOURSAL3: false } })).not.toContain('agentHourSalary');
    expect(pages({ contracts: holds('realtimeSalary') })).toContain('agentRealtimeSalary');
    expect(pages({ contracts: NO_AGENT_CONTRACTS })).not.toEqual(expect.arrayContaining(['agentDividendRecord2']));
    const none = pages({ contracts: NO_AGENT_CONTRACTS });
    for (const page of ['agentDividendRecord2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary']) expect(none).not.toContain(page);
  });

  it('counts the MR daily salary only where DAYSALMR is on', () => {
    const mr = { ...NO_AGENT_CONTRACTS, dailySalaryMr: true };
    expect(pages({ contracts: mr })).not.toContain('agentDailyWages2');
    expect(pages({ contracts: mr, flags: { ...ALL_ON, DAYSALMR: true } })).toContain('agentDailyWages2');
  });
});

describe('parseAgentContracts', () => {
  it('reads active contracts from the info fields and pending offers from the request types', () => {
    const contracts = parseAgentContracts({
      divtypereq: 'NEW', dailysalreqtype: null, contracthoursalreq: '', realtimesalreqtype: 1,
      divtypeinfo: null, dailysalinfotype: { status: 'ACTIVE' }, contracthoursalinfo: { status: 'TERMINATED' }, realtimesalinfotype: {},
    });
    expect(contracts.holds).toEqual({ dividend: false, dailySalary: true, hourSalary: false, realtimeSalary: true });
    expect(contracts.pending).toEqual(['dividend', 'realtimeSalary']);
  });
});

describe('agentPath', () => {
  it('addresses a page, with or without a query', () => {
    expect(agentPath('agentTeamOverview')).toBe('/agentHome/agentTeamOverview');
    expect(agentPath('personalHistoryCopy', '?account=agent01m1')).toBe('/agentHome/personalHistoryCopy?account=agent01m1');
    expect(agentPath('personalHistoryCopy', new URLSearchParams({ account: 'agent01m1' }))).toBe('/agentHome/personalHistoryCopy?account=agent01m1');
    expect(isAgentPage('agentHourSalary')).toBe(true);
    expect(isAgentPage('securityCenter')).toBe(false);
  });
});
