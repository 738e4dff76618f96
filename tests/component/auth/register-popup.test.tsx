import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterPopup } from '@/features/auth/components/RegisterPopup';
import { resetStore, lastCaptcha, lastSms, findMember } from '../../../sandbox/store';
import { probe, renderAuth } from './render';

beforeEach(() => resetStore());
// Typing whole forms with user-event is slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

type User = Awaited<ReturnType<typeof renderAuth>>['user'];

async function fillUsernameForm(user: User, username: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  await user.type(await within(dialog).findByLabelText(/^Username/, { selector: 'input' }), username);
  await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
  await user.type(within(dialog).getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret123');
  await waitFor(() => expect(lastCaptcha()).toBeDefined());
  await user.type(within(dialog).getByLabelText(/^Captcha/, { selector: 'input' }), lastCaptcha() ?? '');
  await user.click(within(dialog).getByRole('checkbox'));
  return dialog;
}

describe('RegisterPopup', () => {
  it('registers a new member, signs them in and goes to /promotions', async () => {
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<RegisterPopup onClose={onClose} />, { route: '/register' });
    const dialog = await fillUsernameForm(user, 'newbie77');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    await waitFor(() => expect(probe.location()).toBe('/promotions'));
    expect(probe.member()).toBe('newbie77 0');
    expect(findMember('newbie77')).toBeDefined();
  });

  it('shows only the username form when mobile register is off', async () => {
    await renderAuth(<RegisterPopup onClose={() => {}} />);
    await screen.findByLabelText(/^Username/, { selector: 'input' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('autocomplete', 'new-password');
  });

  it('refuses an invitation code the affiliate check does not know, keeping everything typed', async () => {
    const { user } = await renderAuth(<RegisterPopup onClose={() => {}} />);
    const dialog = await fillUsernameForm(user, 'newbie78');
    await user.type(within(dialog).getByLabelText(/^Invitation code/, { selector: 'input' }), 'NOPE1');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Invalid invitation code');
    expect(within(dialog).getByLabelText(/^Username/, { selector: 'input' })).toHaveValue('newbie78');
    expect(within(dialog).getByLabelText(/^Invitation code/, { selector: 'input' })).toHaveValue('NOPE1');
    expect(findMember('newbie78')).toBeUndefined();
  });

  it('registers under the agent of a valid invitation code from the address', async () => {
    const { user } = await renderAuth(<RegisterPopup onClose={() => {}} query={{ affiliateCode: 'AFF10005', referralCode: 'REF2025' }} />);
    const dialog = await fillUsernameForm(user, 'newbie79');
    expect(within(dialog).getByLabelText(/^Invitation code/, { selector: 'input' })).toHaveValue('AFF10005');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(probe.member()).toBe('newbie79 0'), { timeout: 5000 });
    expect(findMember('newbie79')?.parentId).toBe(10005);
  });

  it('shows the server message for a taken username and a fresh captcha, keeping the rest', async () => {
    const { user } = await renderAuth(<RegisterPopup onClose={() => {}} />);
    const dialog = await fillUsernameForm(user, 'member01');
    const before = lastCaptcha();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This username is already taken');
    await waitFor(() => expect(lastCaptcha()).not.toBe(before));
    expect(within(dialog).getByLabelText(/^Captcha/, { selector: 'input' })).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Username/, { selector: 'input' })).toHaveValue('member01');
  });

  it('registers by mobile with an sms code when MOBILENUMREG3 and REGMOBVERF3 are on', async () => {
    const { user } = await renderAuth(<RegisterPopup onClose={() => {}} />, {
      brand: 'goldenlotus',
      flags: { THIRDPARTYPHONE3: false },
    });
    const tabs = await screen.findByRole('tablist', { name: 'Register with' });
    await user.click(within(tabs).getByRole('tab', { name: 'Mobile number' }));
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.type(await within(dialog).findByLabelText(/^Mobile number/, { selector: 'input' }), '9998887777');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /Resend in/ });
    await user.type(within(dialog).getByLabelText(/^Verification code/, { selector: 'input' }), lastSms('9998887777')?.code ?? '');
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret123');
    await waitFor(() => expect(lastCaptcha()).toBeDefined());
    await user.type(within(dialog).getByLabelText(/^Captcha/, { selector: 'input' }), lastCaptcha() ?? '');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(probe.location()).toBe('/promotions'), { timeout: 5000 });
    expect(probe.member()).toMatch(/^9998887777 0$/);
  });
});
