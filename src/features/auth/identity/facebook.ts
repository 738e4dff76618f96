import type { FacebookIdentityConfig } from '@/merchant';
import { loadScript } from './load-script';
import { IdentityError } from './types';

/** The slice of the Facebook JS SDK the site uses. */
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { status?: string; authResponse?: { accessToken?: string } | null }) => void,
    options?: { scope?: string },
  ): void;
}

type FacebookWindow = typeof globalThis & { FB?: FacebookSdk };

const sdk = () => (globalThis as FacebookWindow).FB;
/** The app id each SDK instance was initialised with (a reloaded SDK starts uninitialised). */
const initialised = new WeakMap<FacebookSdk, string>();

/**
 * Sign in with Facebook: loads the SDK, `FB.init` once per app id, `FB.login` for the consent dialog, and resolves
 * with the access token. A dialog closed without consent (status not connected) rejects with
 * auth/popup-closed-by-user.
 */
export async function facebookSignIn(config: FacebookIdentityConfig): Promise<string> {
  await loadScript(config.scriptUrl, () => sdk() !== undefined);
  const fb = sdk();
  if (!fb) throw new IdentityError('auth/internal-error');
  if (initialised.get(fb) !== config.appId) {
    // No cookie: the site keeps no provider session; the token goes to the platform once.
    fb.init({ appId: config.appId, version: config.version, cookie: false, xfbml: false });
    initialised.set(fb, config.appId);
  }
  return new Promise<string>((resolve, reject) => {
    fb.login(
      (response) => {
        const token = response.status === 'connected' ? response.authResponse?.accessToken : undefined;
        if (token) resolve(token);
        else reject(new IdentityError('auth/popup-closed-by-user'));
      },
      { scope: 'public_profile,email' },
    );
  });
}
