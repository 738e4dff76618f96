import type { PhoneIdentityConfig } from '@/merchant';
import { loadScripts } from './load-script';
import { IdentityError, identityCode } from './types';

/** The slice of Firebase's compat auth API the site uses. */
interface ConfirmationResult {
  confirm(code: string): Promise<{ user: { getIdToken(): Promise<string> } | null }>;
}
interface RecaptchaVerifier {
  clear(): void;
}
interface FirebaseAuth {
  setPersistence?(persistence: unknown): Promise<void>;
  signInWithPhoneNumber(phoneNumber: string, verifier: RecaptchaVerifier): Promise<ConfirmationResult>;
  signOut?(): Promise<void>;
}
interface FirebaseCompat {
  apps: unknown[];
  initializeApp(options: { apiKey: string; authDomain: string; projectId: string }): unknown;
  auth: (() => FirebaseAuth) & {
    RecaptchaVerifier: new (container: HTMLElement, parameters: { size: 'invisible' }) => RecaptchaVerifier;
    Auth?: { Persistence?: { NONE?: unknown } };
  };
}

type FirebaseWindow = typeof globalThis & { firebase?: FirebaseCompat };

const compat = () => (globalThis as FirebaseWindow).firebase;

/** The number in E.164 form: + dialing code (the form's, else the brand's) + the national number without its 0. */
export function e164(mobile: string, countryDialingCode: string, defaultDialingCode: string): string {
  const national = mobile.replace(/\D/g, '').replace(/^0+/, '');
  const dialing = (countryDialingCode || defaultDialingCode).replace(/\D/g, '');
  return national ? `+${dialing}${national}` : '';
}

/** Sends codes and confirms them through the third-party service; one per popup, it remembers what it sent. */
export interface PhoneVerifier {
  /** Sends a code to the number; resolves like the platform's sms call (no expiredMinutes: the wait is 60 s). */
  send(input: { mobile: string; countryDialingCode: string }): Promise<{ expiredMinutes: null }>;
  /** Confirms the code sent to this number; resolves with the service's ID token for the platform. */
  confirm(input: { mobile: string; code: string }): Promise<string>;
  /** Drops the invisible captcha. */
  dispose(): void;
}

function rethrow(error: unknown): never {
  if (error instanceof IdentityError) throw error;
  throw new IdentityError(identityCode(error), { cause: error });
}

/**
 * A Firebase-style phone verification: `signInWithPhoneNumber(+number, invisible captcha)` sends the code,
 * `confirm(code)` proves it, the user's ID token goes to the platform, and the service's own session is signed out
 * (no persistence) so nothing of it stays in the browser.
 */
export function createPhoneVerifier(config: PhoneIdentityConfig): PhoneVerifier {
  let pending: { digits: string; confirmation: ConfirmationResult } | null = null;
  let container: HTMLElement | null = null;
  let verifier: RecaptchaVerifier | null = null;

  async function auth(): Promise<FirebaseCompat> {
    await loadScripts(config.scriptUrls, () => compat() !== undefined);
    const firebase = compat()!;
    if (firebase.apps.length === 0)
      firebase.initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    return firebase;
  }

  return {
    async send({ mobile, countryDialingCode }) {
      const phoneNumber = e164(mobile, countryDialingCode, config.defaultDialingCode);
      if (!phoneNumber) throw new IdentityError('auth/missing-phone-number');
      try {
        const firebase = await auth();
        const service = firebase.auth();
        await service.setPersistence?.(firebase.auth.Auth?.Persistence?.NONE ?? 'none');
        if (!verifier) {
          container = document.createElement('div');
          container.hidden = true;
          document.body.append(container);
          verifier = new firebase.auth.RecaptchaVerifier(container, { size: 'invisible' });
        }
        const confirmation = await service.signInWithPhoneNumber(phoneNumber, verifier);
        pending = { digits: mobile.replace(/\D/g, ''), confirmation };
        return { expiredMinutes: null };
      } catch (error) {
        rethrow(error);
      }
    },
    async confirm({ mobile, code }) {
      if (!pending || pending.digits !== mobile.replace(/\D/g, '')) throw new IdentityError('auth/missing-verification-id');
      if (!code.trim()) throw new IdentityError('auth/missing-verification-code');
      try {
        const credential = await pending.confirmation.confirm(code.trim());
        if (!credential.user) throw new IdentityError('auth/internal-error');
        const token = await credential.user.getIdToken();
        pending = null;
        await compat()?.auth().signOut?.();
        return token;
      } catch (error) {
        rethrow(error);
      }
    },
    dispose() {
      verifier?.clear();
      verifier = null;
      container?.remove();
      container = null;
      pending = null;
    },
  };
}
