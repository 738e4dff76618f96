import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPopup } from '@/features/auth/components/LoginPopup';
import { RegisterPopup } from '@/features/auth/components/RegisterPopup';
import { applyScenario } from '../../../sandbox/node';
import { lastCaptcha, lastSms, resetStore } from '../../../sandbox/store';
import { probe, renderAuth } from './render';
import { forceIdentityError, installStandIns } from './standins';

vi.setConfig({ testTimeout: 20_000 });

let uninstall: () => void = () => {};
beforeEach(async () => {
  resetStore();
  await fetch(new URL('/__sandbox/identity/reset', location.href), { method: 'POST' });
  uninstall = installStandIns();
});
afterEach(() => uninstall());

/** goldenlotus has GOOGLELOGIN3, FACEBOOKLOGIN3 and THIRDPARTYPHONE3 on. */
const allOn = { brand: 'goldenlotus' } as const;

function signInDialog() {
  return screen.getByRole('dialog', { name: 'Sign in' });
}

async function smsTab(user: Awaited<ReturnType<typeof renderAuth>>['user'], mobile: string) {
  await user.click(within(signInDialog()).getByRole('tab', { name: 'SMS code' }));
  await user.type(within(signInDialog()).getByLabelText('Mobile number', { selector: 'input' }), mobile);
}

describe('LoginPopup third-party sign-in', () => {
  it('shows no third-party buttons when the flags are off', async () => {
    await renderAuth(<LoginPopup onClose={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Or sign in with' })).not.toBeInTheDocument();
  });

  it('shows a button for each provider whose flag is on', async () => {
    await renderAuth(<LoginPopup onClose={() => {}} />, { flags: { GOOGLELOGIN3: true } });
    const group = screen.getByRole('group', { name: 'Or sign in with' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Continue with Google']);
  });

  it('signs in with Google through the provider dialog and closes, with no password change asked', async () => {
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<LoginPopup onClose={onClose} />, allOn);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const chooser = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    await user.click(within(chooser).getByRole('button', { name: /Continue as Member One/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(probe.member()).toBe('member01 0');
    expect(probe.popup()).toBe('none');
    expect(probe.location()).toBe('/');
  });

  it('signs in with Facebook, creating an account for a person the platform has not seen', async () => {
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<LoginPopup onClose={onClose} />, allOn);
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    const chooser = await screen.findByRole('dialog', { name: 'Log in with Facebook' });
    await user.click(within(chooser).getByRole('button', { name: /Continue as Felix Firsttime/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(probe.member()).toMatch(/^felixfirst\d* 0$/);
  });

  it('says the window was closed when the provider dialog is cancelled, and a retry works', async () => {
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<LoginPopup onClose={onClose} />, allOn);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign in with Google' })).getByRole('button', { name: 'Cancel' }));
    expect(await within(signInDialog()).findByRole('alert')).toHaveTextContent('The verification window was closed');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign in with Google' })).getByRole('button', { name: /Agent One/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(probe.member()).toBe('agent01 1');
  });

  it('says the operation is not enabled when the provider refuses the setup', async () => {
    await forceIdentityError('google', 'auth/operation-not-allowed');
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, allOn);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await within(signInDialog()).findByRole('alert')).toHaveTextContent('This operation is not enabled');
  });

  it('shows the platform refusal in Tagalog', async () => {
    await forceIdentityError('login', 'non_member_account');
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, { ...allOn, language: 'TY' });
    await user.click(screen.getByRole('button', { name: 'Magpatuloy gamit ang Facebook' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Log in with Facebook' })).getByRole('button', { name: /Member One/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hindi ito account ng miyembro');
  });
});

describe('LoginPopup third-party phone verification (THIRDPARTYPHONE3)', () => {
  it('sends the code through the service with a 60 s countdown and logs in with its token', async () => {
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<LoginPopup onClose={onClose} />, allOn);
    await smsTab(user, '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code', { selector: 'input' }), lastSms('9171234567')!.code);
    await user.click(within(signInDialog()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(probe.member()).toBe('member01 0');
    expect(probe.popup()).toBe('none');
  });

  it('says to complete the verification first when the code was never sent, keeping what was typed', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, allOn);
    await smsTab(user, '9171234567');
    await user.type(screen.getByLabelText('Verification code', { selector: 'input' }), '123456');
    await user.click(within(signInDialog()).getByRole('button', { name: 'Sign in' }));
    expect(await within(signInDialog()).findByText('Please complete the verification first')).toBeVisible();
    expect(screen.getByLabelText('Mobile number', { selector: 'input' })).toHaveValue('9171234567');
    expect(screen.getByLabelText('Verification code', { selector: 'input' })).toHaveValue('123456');
  });

  it('says the code is invalid for a wrong code', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, allOn);
    await smsTab(user, '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await user.type(screen.getByLabelText('Verification code', { selector: 'input' }), '000000');
    await user.click(within(signInDialog()).getByRole('button', { name: 'Sign in' }));
    expect(await within(signInDialog()).findByText('Invalid or missing verification code')).toBeVisible();
  });

  it('says the number has no member account', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, allOn);
    await smsTab(user, '9990001111');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await user.type(screen.getByLabelText('Verification code', { selector: 'input' }), lastSms('9990001111')!.code);
    await user.click(within(signInDialog()).getByRole('button', { name: 'Sign in' }));
    expect(await within(signInDialog()).findByText('This is not a member account')).toBeVisible();
  });

  it.each([
    ['auth/too-many-requests', 'Too many requests, please retry after 5 minutes'],
    ['auth/quota-exceeded', 'Quota insufficient, please try again later'],
    ['auth/captcha-check-failed', 'Captcha check failed'],
    ['auth/operation-not-allowed', 'This operation is not enabled'],
    ['auth/invalid-phone-number', 'Invalid or missing phone number'],
    ['auth/popup-closed-by-user', 'The verification window was closed'],
  ])('warns with the translated message when sending fails with %s', async (code, text) => {
    await forceIdentityError('phone', code);
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, allOn);
    await smsTab(user, '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Could not send the code' });
    expect(within(warning).getByRole('alert')).toHaveTextContent(text);
  });

  it('says the code expired', async () => {
    await forceIdentityError('phone', 'auth/code-expired');
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, allOn);
    await smsTab(user, '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await user.type(screen.getByLabelText('Verification code', { selector: 'input' }), lastSms('9171234567')!.code);
    await user.click(within(signInDialog()).getByRole('button', { name: 'Sign in' }));
    expect(await within(signInDialog()).findByText('The verification code has expired')).toBeVisible();
  });

  it('warns too many requests in the rate-limited scenario', async () => {
    applyScenario('sms-rate-limited');
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, allOn);
    await smsTab(user, '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Could not send the code' });
    expect(within(warning).getByRole('alert')).toHaveTextContent('Too many requests, please retry after 5 minutes');
  });
});

describe('RegisterPopup third-party phone verification (THIRDPARTYPHONE3)', () => {
  it('registers by mobile with the code sent and confirmed by the service', async () => {
    const { user } = await renderAuth(<RegisterPopup onClose={() => {}} />, allOn);
    const tabs = await screen.findByRole('tablist', { name: 'Register with' });
    await user.click(within(tabs).getByRole('tab', { name: 'Mobile number' }));
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.type(await within(dialog).findByLabelText(/^Mobile number/, { selector: 'input' }), '9998887777');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /Resend in (60|59) s/ });
    await user.type(within(dialog).getByLabelText(/^Verification code/, { selector: 'input' }), lastSms('9998887777')!.code);
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret123');
    await waitFor(() => expect(lastCaptcha()).toBeDefined());
    await user.type(within(dialog).getByLabelText(/^Captcha/, { selector: 'input' }), lastCaptcha() ?? '');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(probe.location()).toBe('/promotions'), { timeout: 5000 });
    expect(probe.member()).toBe('9998887777 0');
  });

  it('shows the service error under the form and keeps what was typed', async () => {
    const { user } = await renderAuth(<RegisterPopup onClose={() => {}} />, allOn);
    const tabs = await screen.findByRole('tablist', { name: 'Register with' });
    await user.click(within(tabs).getByRole('tab', { name: 'Mobile number' }));
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.type(await within(dialog).findByLabelText(/^Mobile number/, { selector: 'input' }), '9998887776');
    await user.type(within(dialog).getByLabelText(/^Verification code/, { selector: 'input' }), '111111');
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret123');
    await waitFor(() => expect(lastCaptcha()).toBeDefined());
    await user.type(within(dialog).getByLabelText(/^Captcha/, { selector: 'input' }), lastCaptcha() ?? '');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Please complete the verification first')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Mobile number/, { selector: 'input' })).toHaveValue('9998887776');
    expect(probe.member()).toBe('visitor');
  });
});
