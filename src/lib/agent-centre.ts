/** The agent-centre pages of SPEC §2 by their SPEC names, in menu order. */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecord2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentPage = (typeof AGENT_PAGES)[number];

/** The page `/agentHome` shows (SPEC: the team overview is the default page). */
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

export function isAgentPage(value: string | undefined): value is AgentPage {
  return (AGENT_PAGES as readonly string[]).includes(value ?? '');
}

/**
 * The address of an agent-centre page: `/agentHome/<page>`, with an optional query.
 * @example agentPath('personalHistoryCopy', '?account=agent01m1') // '/agentHome/personalHistoryCopy?account=agent01m1'
 */
export function agentPath(page: AgentPage, search?: string | URLSearchParams): string {
  const query = search === undefined ? '' : String(search);
  return `/agentHome/${page}${query && !query.startsWith('?') ? `?${query}` : query}`;
}
