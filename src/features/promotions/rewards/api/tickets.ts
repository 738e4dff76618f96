import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/api';
import { refreshAfterReward } from '../../api/claims';
import type { ClaimTicketList, ClaimTicketResult } from './types';

export const CLAIM_TICKETS_KEY = 'rewards:tickets';

export function fetchClaimTickets(): Promise<ClaimTicketList> {
  return api.GET('/wps/relay/PROMOFE_getClaimTicketList');
}

/** `GET PROMOFE_getClaimTicketList`: unopened tickets first, then opened ones with their prize, then expired. */
export function useClaimTickets(enabled: boolean) {
  const { data, error, isLoading, mutate: reload } = useSWR(enabled ? CLAIM_TICKETS_KEY : null, fetchClaimTickets, { revalidateOnFocus: false });
  return { data, error: error as unknown, loading: isLoading, reload };
}

/**
 * `POST PROMOFE_claimTicket`: opens a ticket; its prize is already in the main wallet when this resolves. The ticket
 * list is refreshed by the caller once the reveal has been shown (so the ticket does not jump away mid-animation).
 */
export async function claimTicket(transactionId: string, mutate: ScopedMutator): Promise<ClaimTicketResult> {
  const result = await api.POST('/wps/relay/PROMOFE_claimTicket', { body: { transactionId } });
  await refreshAfterReward(mutate);
  return result;
}
