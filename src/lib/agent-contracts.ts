import useSWR from 'swr';
import { api } from '@/api';
import type { components } from '@/api/schema.gen';
import { useMember } from '@/lib/member';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';

type Consolidated = components['schemas']['ConsolidatedFunds'];

/** A kind of agent contract (SPEC §3): dividend, daily salary, hourly salary, real-time salary. */
export type ContractKind = 'dividend' | 'dailySalary' | 'hourSalary' | 'realtimeSalary';

/** The contracts an agent holds and the offers waiting for its answer (from the consolidated call). */
export interface AgentContracts {
  /** Active contracts by kind: they switch the dividend and salary pages on. */
  holds: Record<ContractKind, boolean>;
  /** The daily salary held is of the MR kind (contractmrdailysalinfotype), shown only with DAYSALMR. */
  dailySalaryMr: boolean;
  /** Kinds with an offer or termination request waiting (any: the contract popup opens after login). */
  pending: ContractKind[];
  /** The call's value as the platform sent it (null until loaded or when not asked). */
  raw: Consolidated | null;
}

export const NO_AGENT_CONTRACTS: AgentContracts = {
  holds: { dividend: false, dailySalary: false, hourSalary: false, realtimeSalary: false },
  dailySalaryMr: false,
  pending: [],
  raw: null,
};

/** SWR key of the consolidated call as the agent centre reads it. */
export const AGENT_CONTRACTS_KEY = 'agent:contracts';

function active(info: unknown): boolean {
  if (!info || typeof info !== 'object') return false;
  const status = (info as { status?: unknown }).status;
  return typeof status !== 'string' || !/^(TERMINATED|INACTIVE|REJECTED|EXPIRED)$/i.test(status);
}

function present(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '' && value !== 0 && value !== '0';
}

/** Reads the consolidated value: PLATFORM-MEMBER's info and request-type fields. */
export function parseAgentContracts(value: Consolidated): AgentContracts {
  const pending: ContractKind[] = [];
  if (present(value.divtypereq)) pending.push('dividend');
  if (present(value.dailysalreqtype)) pending.push('dailySalary');
  if (present(value.contracthoursalreq)) pending.push('hourSalary');
  if (present(value.realtimesalreqtype)) pending.push('realtimeSalary');
  const dailySalaryMr = active(value.contractmrdailysalinfotype);
  return {
    holds: {
      dividend: active(value.divtypeinfo),
      dailySalary: active(value.dailysalinfotype),
      hourSalary: active(value.contracthoursalinfo),
      realtimeSalary: active(value.realtimesalinfotype),
    },
    dailySalaryMr,
    pending,
    raw: value,
  };
}

export async function fetchAgentContracts(): Promise<AgentContracts> {
  return parseAgentContracts(await api.GET('/wps/member/info/funds/consolidated'));
}

/**
 * The agent's contracts and pending offers (`GET /wps/member/info/funds/consolidated`). Asked only for non-trial agents
 * on a brand with AGENTPOLICY3 (SPEC §6); everyone else holds none. After a contract decision, `refresh()`.
 */
export function useAgentContracts() {
  const { role } = useMember();
  const { flags } = useSystem();
  const asked = role === 'agent' && isFlagOn(flags, 'AGENTPOLICY3');
  const { data, error, mutate, isLoading } = useSWR(asked ? AGENT_CONTRACTS_KEY : null, fetchAgentContracts, { revalidateOnFocus: false });
  return {
    contracts: data ?? NO_AGENT_CONTRACTS,
    /** Whether the call applies to this account at all. */
    asked,
    loading: asked && isLoading,
    error: error as unknown,
    refresh: () => mutate(),
  };
}
