import type { StoredMember } from '../store.ts';

/** Issuers of the stand-ins' ID tokens. */
export const GOOGLE_ISSUER = 'https://accounts.google.sandbox';
export const PHONE_ISSUER = 'https://securetoken.phone.sandbox';

export type IdentityProvider = 'google' | 'facebook' | 'phone' | 'login';

/** An account the stand-in's chooser offers. */
export interface ProviderAccount {
  id: string;
  name: string;
  email: string;
}

/**
 * The providers' own users: each seeded member's address (linked to that member by e-mail on first sign-in) and
 * one person the platform has never seen (a new account is made for them).
 */
export const PROVIDER_ACCOUNTS: Record<'google' | 'facebook', readonly ProviderAccount[]> = {
  google: [
    { id: 'g-1001', name: 'Member One', email: 'member01@example.com' },
    { id: 'g-1002', name: 'Agent One', email: 'agent01@example.com' },
    { id: 'g-1003', name: 'Nina Newcomer', email: 'nina.newcomer@example.org' },
  ],
  facebook: [
    { id: 'fb-2001', name: 'Member One', email: 'member01@example.com' },
    { id: 'fb-2002', name: 'Agent One', email: 'agent01@example.com' },
    { id: 'fb-2003', name: 'Felix Firsttime', email: 'felix.firsttime@example.org' },
  ],
};

interface PhoneSession {
  /** The number as the sms log keys it (a member's own number when one matches, else all digits). */
  smsKey: string;
  phoneNumber: string;
}

interface IdentityState {
  /** `google:<sub>` / `facebook:<id>` / `phone:<digits>` → member account. */
  links: Map<string, string>;
  /** Facebook access tokens (opaque) → the user they belong to, as Graph's debug_token would answer. */
  facebookTokens: Map<string, ProviderAccount & { appId: string }>;
  phoneSessions: Map<string, PhoneSession>;
  /** One-shot failures to answer next, per provider. */
  forced: Map<IdentityProvider, string>;
  count: number;
}

function fresh(): IdentityState {
  return { links: new Map(), facebookTokens: new Map(), phoneSessions: new Map(), forced: new Map(), count: 0 };
}

let state = fresh();

export function resetIdentity(): void {
  state = fresh();
}

export function nextId(prefix: string): string {
  state.count += 1;
  return `${prefix}-${Date.now().toString(36)}-${state.count}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The next answer of `provider` fails with `code` (once). */
export function forceError(provider: IdentityProvider, code: string): void {
  state.forced.set(provider, code);
}

/** Takes the forced failure for `provider`, if one is set. */
export function takeForced(provider: IdentityProvider): string | undefined {
  const code = state.forced.get(provider);
  state.forced.delete(provider);
  return code;
}

export function linkedAccount(key: string): string | undefined {
  return state.links.get(key);
}

export function link(key: string, member: StoredMember): void {
  state.links.set(key, member.account);
}

export function saveFacebookToken(token: string, user: ProviderAccount & { appId: string }): void {
  state.facebookTokens.set(token, user);
}

export function facebookUser(token: string): (ProviderAccount & { appId: string }) | undefined {
  return state.facebookTokens.get(token);
}

export function savePhoneSession(id: string, session: PhoneSession): void {
  state.phoneSessions.set(id, session);
}

export function phoneSession(id: string): PhoneSession | undefined {
  return state.phoneSessions.get(id);
}

export function endPhoneSession(id: string): void {
  state.phoneSessions.delete(id);
}
