import { IdentityError } from './types';

/** Each URL's script element and what its loading came to. */
const loading = new Map<string, { script: HTMLScriptElement; done: Promise<void> }>();

/**
 * Loads a provider's SDK script once per URL. Resolves at once when `present()` says the SDK is already on the
 * page (loaded earlier, or installed by the page itself); a script that fails to load rejects with
 * auth/network-request-failed and may be tried again, and so may one whose element was taken off the page.
 */
export function loadScript(url: string, present: () => boolean): Promise<void> {
  if (present()) return Promise.resolve();
  const pending = loading.get(url);
  if (pending?.script.isConnected) return pending.done;
  const script = document.createElement('script');
  const done = new Promise<void>((resolve, reject) => {
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loading.delete(url);
        script.remove();
        reject(new IdentityError('auth/network-request-failed'));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loading.set(url, { script, done });
  return done;
}

/** Loads scripts one after another (Firebase's compat auth script needs its app script first). */
export async function loadScripts(urls: readonly string[], present: () => boolean): Promise<void> {
  if (present()) return;
  for (const url of urls) await loadScript(url, () => false);
  if (!present()) throw new IdentityError('auth/internal-error');
}
