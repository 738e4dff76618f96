import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/api';
import type { components } from '@/api/schema.gen';

export type ReferralLink = components['schemas']['AffiliateUrl'];
export type ReferralLinkRequest = components['schemas']['AffiliateUrlRequest'];
export type ReferralLinkPage = components['schemas']['AffiliateUrlPage'];

export const REFERRAL_LINKS_PAGE_SIZE = 10;
const KEY = 'agent:referral-links';

/** GET MCSFE_viewAffiliateUrls (shape designed): one page of the agent's links, newest first. */
export function fetchReferralLinks(page: number): Promise<ReferralLinkPage> {
  return api.GET('/wps/relay/MCSFE_viewAffiliateUrls', { params: { query: { page, size: REFERRAL_LINKS_PAGE_SIZE } } });
}

export function useReferralLinks(page: number, enabled = true) {
  return useSWR(enabled ? [KEY, page] : null, ([, p]) => fetchReferralLinks(p), { revalidateOnFocus: false, keepPreviousData: true });
}

/** Up to 100 of the agent's links at once (the registered members' link filter). */
export function useAllReferralLinks(enabled = true) {
  return useSWR(enabled ? [KEY, 'all'] : null, () => api.GET('/wps/relay/MCSFE_viewAffiliateUrls', { params: { query: { page: 1, size: 100 } } }), {
    revalidateOnFocus: false,
  });
}

/** Every cached page of the links (and the registered members, whose link filter lists them) reloads; `mutate` from useSWRConfig. */
export function refreshReferralLinks(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && (key[0] === KEY || key[0] === 'agent:registered-members'));
}

/** POST MCSFE_createAffiliateUrl (body designed). */
export function createReferralLink(body: ReferralLinkRequest): Promise<ReferralLink> {
  return api.POST('/wps/relay/MCSFE_createAffiliateUrl', { body });
}

/** DELETE MCSFE_deleteAffiliateUrl?id= (designed): the link's code stops working; its registrations stay. */
export async function deleteReferralLink(id: number): Promise<void> {
  await api.DELETE('/wps/relay/MCSFE_deleteAffiliateUrl', { params: { query: { id } } });
}
