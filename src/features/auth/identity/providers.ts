import type { IdentityConfig } from '@/merchant';
import { facebookSignIn } from './facebook';
import { googleSignIn } from './google';
import { IdentityError, type ProviderCredential, type ThirdPartyProvider } from './types';

export { createPhoneVerifier, type PhoneVerifier } from './phone';

/** Signs in with a provider and returns what the login call sends for it. */
export async function signInWith(provider: ThirdPartyProvider, identity: IdentityConfig): Promise<ProviderCredential> {
  if (provider === 'google') {
    if (!identity.google) throw new IdentityError('auth/operation-not-allowed');
    return { provider, idToken: await googleSignIn(identity.google) };
  }
  if (!identity.facebook) throw new IdentityError('auth/operation-not-allowed');
  return { provider, accessToken: await facebookSignIn(identity.facebook) };
}
