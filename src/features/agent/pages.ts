import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentPage } from '@/lib/agent-centre';

/** An agent-centre page: its own chunk (the page body; the shell draws the menu and the h1). */
export type AgentPageEntry = { page: LazyExoticComponent<ComponentType> };

// Module-level so each page is one stable component. Each part switches its own line to its lazy entry.
export const agentPages: Record<AgentPage, AgentPageEntry> = {
  agentAnnouncement: { page: lazy(() => import('./entries/announcements-page')) },
  agentTeamOverview: { page: lazy(() => import('./entries/team-overview-page')) },
  registerCenter: { page: lazy(() => import('./entries/register-center-page')) },
  downlineManagmentView: { page: lazy(() => import('./entries/downline-management-page')) },
  personalHistoryCopy: { page: lazy(() => import('./entries/team-betting-page')) },
  palStatementsAgentCopy: { page: lazy(() => import('./entries/team-profit-loss-page')) },
  agentRevenueReport: { page: lazy(() => import('./entries/revenue-report-page')) },
  agentDownlineTransactionDetailsCopy: { page: lazy(() => import('./entries/downline-transactions-page')) },
  agentDividendRecord2: { page: lazy(() => import('./entries/dividend-page')) },
  agentDailyWages2: { page: lazy(() => import('./entries/daily-wages-page')) },
  agentHourSalary: { page: lazy(() => import('./entries/hour-salary-page')) },
  agentRealtimeSalary: { page: lazy(() => import('./entries/realtime-salary-page')) },
};
