import type { TFunction } from 'i18next';
import type { AgentTypeRules } from '../api/agent-info';

/** The accounts this agent may open or link: 0 (a member) when its type creates members, then the agent types. */
export function accountTypeChoices(rules: Pick<AgentTypeRules, 'createMember' | 'createAgent' | 'createAgentTypes'>): number[] {
  return [...(rules.createMember ? [0] : []), ...(rules.createAgent ? rules.createAgentTypes : [])];
}

/** "Member", or "Agent (type 2)". */
export function accountTypeLabel(t: TFunction, type: number | null): string {
  return !type ? t('agreg_type_member') : t('agreg_type_agent', { type });
}
