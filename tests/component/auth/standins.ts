import { FACEBOOK_STANDIN, GOOGLE_STANDIN, PHONE_STANDIN } from '../../../sandbox/identity/standins';

type ProviderWindow = typeof globalThis & { google?: unknown; FB?: unknown; firebase?: unknown };

/** Takes away a stand-in chooser left open, and the inert it put on the page. */
export function removeChoosers(): void {
  document.querySelectorAll('[data-sandbox-identity]').forEach((el) => el.remove());
  for (const el of document.querySelectorAll('[data-sandbox-inert]')) {
    el.removeAttribute('inert');
    el.removeAttribute('data-sandbox-inert');
  }
}

/**
 * Puts the sandbox's stand-in SDKs on the test page, as the browser would after loading the scripts the brand
 * config names (jsdom does not load scripts); the adapters find them present and skip loading.
 */
export function installStandIns(): () => void {
  for (const source of [GOOGLE_STANDIN, FACEBOOK_STANDIN, PHONE_STANDIN]) new Function(source)();
  return () => {
    const page = globalThis as ProviderWindow;
    delete page.google;
    delete page.FB;
    delete page.firebase;
    removeChoosers();
  };
}

/** Makes the sandbox's next answer of a provider fail with `code`. */
export async function forceIdentityError(provider: 'google' | 'facebook' | 'phone' | 'login', code: string) {
  await fetch(new URL('/__sandbox/identity/force', location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider, code }),
  });
}
