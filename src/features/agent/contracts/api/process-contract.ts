import { api, type components } from '@/api';
import { toContract, type AgentContract, type ContractType } from '../model';

export type ContractAction = components['schemas']['ContractAction'];

export interface ProcessInput {
  action: ContractAction;
  /** The offer or termination request answered (ACCEPT / REJECT). */
  offerId?: string;
  /** The contract a downline is asked to end (TERMINATE). */
  contractId?: string;
}

export interface ProcessResult {
  status: components['schemas']['ContractProcessResult']['status'];
  contract: AgentContract | null;
}

type Wire = components['schemas']['ContractProcessResult'];

/**
 * The platform's process call of each kind (SPEC §7: dividend, daily and hour salary by GET, real-time salary by POST):
 * accept or reject an offer or termination request, or ask a downline to end a contract.
 */
export async function processContract(type: ContractType, input: ProcessInput): Promise<ProcessResult> {
  const query = { action: input.action, ...(input.offerId ? { offerId: input.offerId } : {}), ...(input.contractId ? { contractId: input.contractId } : {}) };
  let value: Wire;
  if (type === 'DIVIDEND') value = await api.GET('/wps/relay/MCSFE_processContractDividend', { params: { query } });
  else if (type === 'DAILY') value = await api.GET('/wps/relay/MCSFE_processDailySalaryContract', { params: { query } });
  else if (type === 'HOURLY') value = await api.GET('/wps/relay/MCSFE_processContractHourSalary', { params: { query } });
  else value = await api.POST('/wps/relay/MCSFE_processRealTimeSalaryContract', { body: query });
  return { status: value.status, contract: value.contract ? toContract(value.contract) : null };
}
