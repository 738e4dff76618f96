/** Third-party sign-in providers the sign-in popup can offer (GOOGLELOGIN3, FACEBOOKLOGIN3). */
export type ThirdPartyProvider = 'google' | 'facebook';

/** What a provider's sign-in gives the login call. */
export type ProviderCredential =
  | { provider: 'google'; idToken: string }
  | { provider: 'facebook'; accessToken: string };

/**
 * A failure of a provider or of the phone verification service, named by a Firebase-style code (`auth/…`) so one
 * table (errors.ts) turns every provider's failure into a translated message.
 */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  readonly code: string;

  constructor(code: string, options?: { cause?: unknown }) {
    super(code, options);
    this.code = code;
  }
}

/** The code of a provider error: Firebase errors carry `code`; anything else is an internal error. */
export function identityCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code ? code : 'auth/internal-error';
}
