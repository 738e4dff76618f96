import useSWR from 'swr';
import { api, type components } from '@/api';

type Wire = components['schemas']['ReferralDetails'];

/** The member's referral code and the invite link built from it. */
export interface ReferralDetails {
  code: string;
  /** A promotion domain + `/register?referralCode=<code>`. */
  link: string;
  totalInvitations: number;
  qualifiedInvitations: number | null;
}

/** SWR key of the signed-in member's referral details. */
export const REFERRAL_DETAILS_KEY = 'referral-details';

/** The invite link: the first promotion domain (this site when the platform gives none) + `/register?referralCode=`. */
export function inviteLink(domains: readonly string[], code: string, fallbackOrigin: string): string {
  const domain = (domains.find((d) => d.trim() !== '') ?? fallbackOrigin).trim().replace(/\/+$/, '');
  const origin = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

/** GET MCSFE_getReferralDetails?autoGenerate=true: a member without a code gets one on asking. */
export async function fetchReferralDetails(): Promise<ReferralDetails> {
  const value = (await api.GET('/wps/relay/MCSFE_getReferralDetails', { params: { query: { autoGenerate: true } } })) as Wire;
  const code = value.referralCode ?? '';
  return {
    code,
    link: code ? inviteLink(value.promotionDomains, code, window.location.origin) : '',
    totalInvitations: value.totalInvitations,
    qualifiedInvitations: value.qualifiedInvitations ?? null,
  };
}

export function useReferralDetails(enabled: boolean) {
  return useSWR(enabled ? REFERRAL_DETAILS_KEY : null, fetchReferralDetails, { revalidateOnFocus: false });
}
