import useSWR from 'swr';
import { api } from '@/api';
import type { components } from '@/api/schema.gen';

export type RegisteredMember = components['schemas']['RegisteredAffiliate'];
export type RegisteredMemberPage = components['schemas']['RegisteredAffiliatePage'];

export const REGISTERED_PAGE_SIZE = 10;

/** GET MCSFE_viewRegisteredAffiliates (shape designed): accounts registered through the agent's links, newest first. */
export function fetchRegisteredMembers(page: number, linkId?: number): Promise<RegisteredMemberPage> {
  return api.GET('/wps/relay/MCSFE_viewRegisteredAffiliates', {
    params: { query: { page, size: REGISTERED_PAGE_SIZE, ...(linkId ? { affiliateUrlId: linkId } : {}) } },
  });
}

export function useRegisteredMembers(page: number, linkId: number | undefined, enabled = true) {
  return useSWR(enabled ? ['agent:registered-members', page, linkId ?? 0] : null, ([, p, l]) => fetchRegisteredMembers(p, l || undefined), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
