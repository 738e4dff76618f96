import type { IdentityConfig } from '@/merchant';
import { facebookSignIn } from './facebook';
import { googleSignIn } from './google';
import { loadScript } from './load-script';
import { IdentityError, type ProviderCredential, type ThirdPartyProvider } from './types';

export { createPhoneVerifier, type PhoneVerifier } from './phone';

/**
 * Loads the providers' SDKs ahead of the click (when the sign-in popup opens), so the provider's own popup opens
 * straight from the person's click and no browser blocks it as unrequested. A failure here is retried on the click.
 */
export function preloadProviders(providers: readonly ThirdPartyProvider[], identity: IdentityConfig): void {
  for (const provider of providers) {
    const config = provider === 'google' ? identity.google : identity.facebook;
    if (config) void loadScript(config.scriptUrl, () => false).catch(() => {});
  }
}

/** Signs in with a provider and returns what the login call sends for it. */
export async function signInWith(provider: ThirdPartyProvider, identity: IdentityConfig): Promise<ProviderCredential> {
  if (provider === 'google') {
    if (!identity.google) throw new IdentityError('auth/operation-not-allowed');
    return { provider, idToken: await googleSignIn(identity.google) };
  }
  if (!identity.facebook) throw new IdentityError('auth/operation-not-allowed');
  return { provider, accessToken: await facebookSignIn(identity.facebook) };
}
