import useSWR from 'swr';
import { api } from '@/api';
import { toDetails, type ContractDetails, type ContractType } from '../model';

/** SWR key of one kind's contract details. */
export const agentContractKey = (type: ContractType) => ['agent:contract', type] as const;

/** GET MCSFE_getAgentContract: the agent's contract of one kind, offers to and from it, its downlines' contracts. */
export async function fetchAgentContract(type: ContractType): Promise<ContractDetails> {
  return toDetails(await api.GET('/wps/relay/MCSFE_getAgentContract', { params: { query: { contractType: type } } }));
}

/** The agent's contract details of one kind (null type: not asked). */
export function useAgentContract(type: ContractType | null) {
  const { data, error, isLoading, isValidating, mutate } = useSWR(type ? agentContractKey(type) : null, ([, t]) => fetchAgentContract(t), {
    revalidateOnFocus: false,
  });
  return { details: data, error: error as unknown, loading: isLoading, validating: isValidating, refresh: () => mutate() };
}
