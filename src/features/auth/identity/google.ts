import type { GoogleIdentityConfig } from '@/merchant';
import { loadScript } from './load-script';
import { IdentityError } from './types';

/** The slice of Google Identity Services (`google.accounts.id`) the site uses. */
interface PromptNotification {
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string;
}

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback(response: { credential?: string }): void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
  cancel?(): void;
}

type GoogleWindow = typeof globalThis & { google?: { accounts?: { id?: GoogleAccountsId } } };

const gis = () => (globalThis as GoogleWindow).google?.accounts?.id;

/** Not-displayed reasons that mean the merchant's Google setup is wrong, not that the person said no. */
const SETUP_REASONS = ['invalid_client', 'missing_client_id', 'unregistered_origin', 'secure_http_required', 'browser_not_supported'];

/**
 * Sign in with Google: loads the GIS client, `initialize({client_id, callback})`, `prompt()` for the account
 * chooser, and resolves with the ID token (the `credential`). Closing or skipping the chooser rejects with
 * auth/popup-closed-by-user; a setup the provider refuses rejects with auth/operation-not-allowed.
 */
export async function googleSignIn(config: GoogleIdentityConfig): Promise<string> {
  await loadScript(config.scriptUrl, () => gis() !== undefined);
  const id = gis();
  if (!id) throw new IdentityError('auth/internal-error');
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    id.initialize({
      client_id: config.clientId,
      auto_select: false,
      cancel_on_tap_outside: true,
      callback: (response) =>
        settle(() =>
          response.credential ? resolve(response.credential) : reject(new IdentityError('auth/popup-closed-by-user')),
        ),
    });
    id.prompt((notification) => {
      if (notification.isNotDisplayed?.()) {
        const reason = notification.getNotDisplayedReason?.() ?? '';
        const code = SETUP_REASONS.includes(reason) ? 'auth/operation-not-allowed' : 'auth/popup-closed-by-user';
        settle(() => reject(new IdentityError(code)));
      } else if (notification.isSkippedMoment?.()) {
        settle(() => reject(new IdentityError('auth/popup-closed-by-user')));
      } else if (notification.isDismissedMoment?.() && notification.getDismissedReason?.() !== 'credential_returned') {
        settle(() => reject(new IdentityError('auth/popup-closed-by-user')));
      }
    });
  });
}
