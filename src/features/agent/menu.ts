import { AGENT_PAGES, type AgentPage } from '@/lib/agent-centre';
import type { Role } from '@/lib/member';
import { isFlagOn, type FlagMap } from '@/lib/whitelabel';
import type { AgentContracts } from './api/contracts';

/** What decides which agent-centre pages an agent sees (PLATFORM-MEMBER "Agent centre"). */
export interface AgentMenuInput {
  flags: FlagMap;
  role: Role;
  /** The contracts the agent holds (consolidated call); none when the brand has no AGENTPOLICY3. */
  contracts: Pick<AgentContracts, 'holds' | 'dailySalaryMr'>;
}

export interface AgentMenuItem {
  page: AgentPage;
  /** i18n key of the page's name. */
  labelKey: string;
}

function visible(page: AgentPage, { flags, contracts }: AgentMenuInput): boolean {
  const on = (flag: string) => isFlagOn(flags, flag);
  switch (page) {
    // Announcements, team overview and downline transactions are always there (their switches are listed, not gating).
    case 'agentAnnouncement':
    case 'agentTeamOverview':
    case 'agentDownlineTransactionDetailsCopy':
      return true;
    case 'registerCenter':
      return on('REGCEN') && (on('AGEREGDOWN3') || on('CREATEAFF3') || on('AFFMAN3'));
    case 'downlineManagmentView':
      return on('DOWNMAN');
    case 'personalHistoryCopy':
      return on('TRANSBETREPMEM3');
    case 'palStatementsAgentCopy':
      return on('AGETEAMPNL3');
    case 'agentRevenueReport':
      return on('AGEREV3');
    case 'agentDividendRecord2':
      return on('DIVIDEND') && contracts.holds.dividend;
    case 'agentDailyWages2':
      return on('DAYSAL') && (contracts.holds.dailySalary || (on('DAYSALMR') && contracts.dailySalaryMr));
    case 'agentHourSalary':
      return on('HOURSAL3') && contracts.holds.hourSalary;
    case 'agentRealtimeSalary':
      return contracts.holds.realtimeSalary;
  }
}

/** The agent-centre menu: the pages the brand's switches and the agent's contracts allow, in SPEC order; none for a non-agent. */
export function agentMenu(input: AgentMenuInput): AgentMenuItem[] {
  if (input.role !== 'agent') return [];
  return AGENT_PAGES.filter((page) => visible(page, input)).map((page) => ({ page, labelKey: `agent_page_${page}` }));
}
