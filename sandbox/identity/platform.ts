import type { SandboxMerchant } from '../merchants.ts';
import { fail } from '../responses.ts';
import { findMember, findMemberByMobile, registerMember, type StoredMember } from '../store.ts';
import {
  facebookUser, GOOGLE_ISSUER, link, linkedAccount, PHONE_ISSUER, PROVIDER_ACCOUNTS, takeForced,
} from './store.ts';
import { verifyToken } from './tokens.ts';

type Body = Record<string, unknown>;
type Failure = ReturnType<typeof fail>;

/** The third-party login types of the contract. */
export const THIRD_PARTY_TYPES = ['google', 'facebook', 'sms-by-third-party'] as const;
const FLAG = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3', 'sms-by-third-party': 'THIRDPARTYPHONE3' } as const;

const AGENT_TYPES = [1, 2, 41, 42];
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function isThirdPartyLogin(type: string): type is (typeof THIRD_PARTY_TYPES)[number] {
  return (THIRD_PARTY_TYPES as readonly string[]).includes(type);
}

const notVerified = () => fail('verification_required', 'verification.required');

/** The member whose address this is (seeded and registered members have one). */
function memberByEmail(email: string): StoredMember | undefined {
  const local = email.split('@')[0] ?? '';
  const member = findMember(local);
  return member?.email?.toLowerCase() === email.toLowerCase() ? member : undefined;
}

/** A username for a new account made from a provider's e-mail: letters and digits, unique. */
function newAccountName(email: string): string {
  const stem = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 10) || 'player';
  const start = /^[a-z]/.test(stem) ? stem : `p${stem}`;
  let name = start;
  for (let i = 2; findMember(name); i += 1) name = `${start}${i}`;
  return name;
}

/**
 * The linked account, else the member with the same e-mail (then linked), else a new member (then linked), as a
 * platform does on a first sign-in with a provider.
 */
function accountFor(key: string, email: string | undefined, merchant: SandboxMerchant): { member: StoredMember; created: boolean } | undefined {
  const linked = linkedAccount(key);
  const existing = linked ? findMember(linked) : undefined;
  if (existing) return { member: existing, created: false };
  const byEmail = email ? memberByEmail(email) : undefined;
  if (byEmail) {
    link(key, byEmail);
    return { member: byEmail, created: false };
  }
  const password = `x${crypto.getRandomValues(new Uint32Array(2)).join('')}`;
  const created = registerMember({ account: newAccountName(email ?? key), password, email, merchant: merchant.code });
  if (!created) return undefined;
  link(key, created);
  return { member: created, created: true };
}

/** The verified phone number's digits of a phone-service ID token, or undefined for a forged or expired one. */
export async function verifiedPhone(token: string): Promise<string | undefined> {
  const claims = token ? await verifyToken(token, PHONE_ISSUER) : undefined;
  return claims?.phone_number?.replace(/\D/g, '') || undefined;
}

function sameNumber(verified: string, typed: string): boolean {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 7 && verified.endsWith(digits);
}

/**
 * POST /wps/session/login with type google, facebook or sms-by-third-party: verify the provider's token, then sign
 * in the account it proves (linking or creating one for google and facebook). Answers the contract's refusals.
 */
export async function thirdPartyLogin(
  type: (typeof THIRD_PARTY_TYPES)[number],
  body: Body,
  merchant: SandboxMerchant,
): Promise<{ member: StoredMember; created: boolean } | { fail: Failure }> {
  if (!merchant.whitelabel[FLAG[type]]) return { fail: fail('function.not.available', '#543') };
  const forced = takeForced('login');
  if (forced) return { fail: fail(forced, forced) };
  let found: { member: StoredMember; created: boolean } | undefined;
  if (type === 'google') {
    const claims = await verifyToken(text(body.idToken), GOOGLE_ISSUER);
    if (!claims) return { fail: notVerified() };
    found = accountFor(`google:${claims.sub}`, claims.email, merchant);
  } else if (type === 'facebook') {
    const user = facebookUser(text(body.accessToken));
    if (!user) return { fail: notVerified() };
    found = accountFor(`facebook:${user.id}`, user.email, merchant);
  } else {
    const phone = await verifiedPhone(text(body.firebaseIdToken));
    if (!phone || !sameNumber(phone, text(body.username))) return { fail: notVerified() };
    const member = findMemberByMobile(phone);
    if (!member) return { fail: fail('non_member_account', 'member.not.found.mobile') };
    found = { member, created: false };
  }
  if (!found) return { fail: fail('unknown_error') };
  if (body.agentLogin === true && !AGENT_TYPES.includes(found.member.type))
    return { fail: fail('non_agent', 'agent.only') };
  return found;
}

/**
 * Register's proof of the phone: `ok` for a valid firebaseIdToken of this mobile number; `none` when no token came
 * but an sms code did (the platform's own code is checked, as without THIRDPARTYPHONE3); else the refusal
 * (verification_required: with THIRDPARTYPHONE3 and neither, or a forged or other number's token).
 */
export async function registerPhoneProof(body: Body, merchant: SandboxMerchant, mobile: string): Promise<'ok' | 'none' | Failure> {
  const token = text(body.firebaseIdToken);
  if (!token) return merchant.whitelabel.THIRDPARTYPHONE3 && !text(body.verificationCode) ? notVerified() : 'none';
  const phone = await verifiedPhone(token);
  return phone && sameNumber(phone, mobile) ? 'ok' : notVerified();
}

export { PROVIDER_ACCOUNTS };
