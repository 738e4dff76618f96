// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { facebookSignIn } from '@/features/auth/identity/facebook';
import { googleSignIn } from '@/features/auth/identity/google';
import { loadScript } from '@/features/auth/identity/load-script';
import { createPhoneVerifier, e164 } from '@/features/auth/identity/phone';
import { signInWith } from '@/features/auth/identity/providers';
import { getMerchant } from '@/merchant';
import { lastSms, resetStore } from '../../../sandbox/store';
import { forceIdentityError, installStandIns } from '../../component/auth/standins';

const identity = getMerchant('goldenlotus')!.identity;

/** The promise's failure, caught at once (the dialog is closed before the test awaits it). */
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

async function platformLogin(body: Record<string, unknown>) {
  const response = await fetch(new URL('/wps/session/login', location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'goldenlotus' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; message: string | null; value: { userName: string } | null };
}

let uninstall: () => void = () => {};
beforeEach(async () => {
  resetStore();
  await fetch(new URL('/__sandbox/identity/reset', location.href), { method: 'POST' });
  uninstall = installStandIns();
});
afterEach(() => uninstall());

describe('googleSignIn', () => {
  it('returns the ID token of the account chosen in the provider dialog, which the platform accepts', async () => {
    const user = userEvent.setup();
    const signing = googleSignIn(identity.google!);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    await user.click(within(dialog).getByRole('button', { name: /Continue as Member One/ }));
    const idToken = await signing;
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await platformLogin({ type: 'google', idToken })).value?.userName).toBe('member01');
  });

  it('fails with auth/popup-closed-by-user when the person cancels or presses Escape', async () => {
    const user = userEvent.setup();
    const first = failureOf(googleSignIn(identity.google!));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await first).toMatchObject({ code: 'auth/popup-closed-by-user' });
    const second = failureOf(googleSignIn(identity.google!));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(await second).toMatchObject({ code: 'auth/popup-closed-by-user' });
  });

  it('fails with auth/operation-not-allowed when the provider refuses the setup, without a dialog', async () => {
    await forceIdentityError('google', 'auth/operation-not-allowed');
    await expect(googleSignIn(identity.google!)).rejects.toMatchObject({ code: 'auth/operation-not-allowed' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('facebookSignIn', () => {
  it('returns the access token of the account that consented', async () => {
    const user = userEvent.setup();
    const signing = facebookSignIn(identity.facebook!);
    const dialog = await screen.findByRole('dialog', { name: 'Log in with Facebook' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Another account (e-mail)' }), 'agent01@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with this e-mail' }));
    const accessToken = await signing;
    expect((await platformLogin({ type: 'facebook', accessToken })).value?.userName).toBe('agent01');
  });

  it('fails with auth/popup-closed-by-user when the dialog is closed or the provider fails', async () => {
    const user = userEvent.setup();
    const signing = failureOf(facebookSignIn(identity.facebook!));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await signing).toMatchObject({ code: 'auth/popup-closed-by-user' });
    await forceIdentityError('facebook', 'auth/internal-error');
    await expect(facebookSignIn(identity.facebook!)).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
  });
});

describe('signInWith', () => {
  it('names the credential for the login call', async () => {
    const user = userEvent.setup();
    const signing = signInWith('google', identity);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Continue as Agent One/ }));
    expect(await signing).toMatchObject({ provider: 'google', idToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
  });

  it('refuses a provider the brand does not configure', async () => {
    await expect(signInWith('facebook', { google: identity.google! })).rejects.toMatchObject({ code: 'auth/operation-not-allowed' });
  });
});

describe('createPhoneVerifier', () => {
  it('sends a code to the E.164 number and confirms it for an ID token the platform accepts', async () => {
    const verifier = createPhoneVerifier(identity.phone!);
    expect(await verifier.send({ mobile: '9171234567', countryDialingCode: '63' })).toEqual({ expiredMinutes: null });
    const code = lastSms('9171234567')!.code;
    const token = await verifier.confirm({ mobile: '9171234567', code });
    const login = await platformLogin({ type: 'sms-by-third-party', username: '9171234567', firebaseIdToken: token });
    expect(login.value?.userName).toBe('member01');
    verifier.dispose();
  });

  it('asks to complete the verification first when no code was sent to that number', async () => {
    const verifier = createPhoneVerifier(identity.phone!);
    await expect(verifier.confirm({ mobile: '9171234567', code: '123456' })).rejects.toMatchObject({
      code: 'auth/missing-verification-id',
    });
  });

  it('passes the service codes on: wrong code, missing code, forced failures', async () => {
    const verifier = createPhoneVerifier(identity.phone!);
    await verifier.send({ mobile: '9171234567', countryDialingCode: '' });
    await expect(verifier.confirm({ mobile: '9171234567', code: '000000' })).rejects.toMatchObject({
      code: 'auth/invalid-verification-code',
    });
    await expect(verifier.confirm({ mobile: '9171234567', code: ' ' })).rejects.toMatchObject({
      code: 'auth/missing-verification-code',
    });
    await forceIdentityError('phone', 'auth/quota-exceeded');
    await expect(verifier.send({ mobile: '9171234567', countryDialingCode: '63' })).rejects.toMatchObject({
      code: 'auth/quota-exceeded',
    });
  });

  it('writes nothing of the service session to storage', async () => {
    const verifier = createPhoneVerifier(identity.phone!);
    await verifier.send({ mobile: '9171234567', countryDialingCode: '63' });
    await verifier.confirm({ mobile: '9171234567', code: lastSms('9171234567')!.code });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toMatch(/9171234567|eyJ/);
  });
});

describe('e164', () => {
  it.each([
    ['9171234567', '63', '84', '+639171234567'],
    ['09171234567', '', '63', '+639171234567'],
    ['917 123 4567', '+84', '63', '+849171234567'],
    ['', '63', '63', ''],
  ])('%s with dialing code %s (default %s) is %s', (mobile, dialing, fallback, expected) => {
    expect(e164(mobile, dialing, fallback)).toBe(expected);
  });
});

describe('loadScript', () => {
  it('adds no script when the SDK is already on the page', async () => {
    await loadScript('/__sandbox/identity/google.js', () => true);
    expect(document.querySelector('script[src$="google.js"]')).toBeNull();
  });

  it('adds the script once for concurrent loads of the same URL', () => {
    void loadScript('/__sandbox/identity/other.js', () => false);
    void loadScript('/__sandbox/identity/other.js', () => false);
    expect(document.querySelectorAll('script[src$="other.js"]')).toHaveLength(1);
  });

  it('adds the script again when its element was taken off the page before it loaded', () => {
    void loadScript('/__sandbox/identity/removed.js', () => false);
    document.querySelector('script[src$="removed.js"]')!.remove();
    void loadScript('/__sandbox/identity/removed.js', () => false);
    expect(document.querySelectorAll('script[src$="removed.js"]')).toHaveLength(1);
  });
});

describe('stand-in chooser', () => {
  it('keeps focus inside and gives it back when closed', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'open';
    document.body.append(opener);
    opener.focus();
    const signing = googleSignIn(identity.google!).catch(() => null);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await signing;
    await waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });
});
