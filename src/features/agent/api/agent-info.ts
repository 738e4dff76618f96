import useSWR from 'swr';
import { api } from '@/api';
import type { components } from '@/api/schema.gen';
import { useMember } from '@/lib/member';

/** The signed-in agent: type, what it may do, upline, counts, own rebate settings. */
export type AgentInfo = components['schemas']['AgentInfo'];
export type AgentTypeRules = components['schemas']['AgentTypeRules'];

export const AGENT_INFO_KEY = 'agent:info';

export function fetchAgentInfo(): Promise<AgentInfo> {
  return api.GET('/wps/relay/MCSFE_getAgentInfo');
}

/**
 * `GET /wps/relay/MCSFE_getAgentInfo` for the signed-in agent (nothing is asked for anyone else). Pages gate their
 * actions on `info.rules` (create member/agent, transfer down, promote, transfer up).
 */
export function useAgentInfo() {
  const { role } = useMember();
  const { data, error, isLoading, mutate } = useSWR(role === 'agent' ? AGENT_INFO_KEY : null, fetchAgentInfo, { revalidateOnFocus: false });
  return { info: data, error: error as unknown, loading: isLoading, refresh: () => mutate() };
}
