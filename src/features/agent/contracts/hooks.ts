import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { revalidateReports } from '@/lib/report-cache';
import { toast } from '@/ui/toast';
import { AGENT_CONTRACTS_KEY } from '../api/contracts';
import { agentContractKey } from './api/agent-contract';
import { processContract } from './api/process-contract';
import { kindText } from './format';
import type { ContractOffer, ContractType } from './model';

/** First element of the contract popup's SWR key (the requests of every kind with one waiting). */
export const CONTRACT_REQUESTS_KEY = 'agent:contract-requests';

const isContractKey = (key: unknown) => Array.isArray(key) && (key[0] === agentContractKey('DIVIDEND')[0] || key[0] === CONTRACT_REQUESTS_KEY);

/**
 * Refreshes what a contract decision changes: every kind's details (a decision on one kind can end a downline's contract
 * of it), the popup's requests, the consolidated call (menu, popup) and the records.
 */
export function useContractRefresh() {
  const { mutate } = useSWRConfig();
  return (_type?: ContractType) => Promise.all([mutate(isContractKey), mutate(AGENT_CONTRACTS_KEY), revalidateReports(mutate)]).then(() => undefined);
}

/** Accepts or rejects an offer or termination request: a toast with the outcome, then everything refreshed. Throws on failure. */
export function useAnswerOffer() {
  const { t } = useTranslation();
  const refresh = useContractRefresh();
  return async (offer: ContractOffer, accept: boolean) => {
    await processContract(offer.type, { action: accept ? 'ACCEPT' : 'REJECT', offerId: offer.id });
    const kind = kindText(t, offer.type);
    const key = offer.kind === 'NEW' ? (accept ? 'contract_toast_accepted' : 'contract_toast_rejected') : accept ? 'contract_toast_ended' : 'contract_toast_kept';
    toast.success(t(key, { kind, from: offer.from }));
    await refresh(offer.type);
  };
}
