import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPopup } from '@/features/auth/components/ForgotPasswordPopup';
import { findMember, lastSms, resetStore } from '../../../sandbox/store';
import { probe, renderAuth } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 20_000 });

describe('ForgotPasswordPopup', () => {
  it('uses the e-mail method only when CHNGPASSVERIF3 is off, and confirms the e-mail was sent', async () => {
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<ForgotPasswordPopup onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Username/, { selector: 'input' }), 'member01');
    await user.type(within(dialog).getByLabelText(/^Email/, { selector: 'input' }), 'member01@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(within(confirmation).getByRole('status')).toHaveTextContent('Password reset instructions were sent');
    await user.click(within(confirmation).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says an unknown username or e-mail does not exist and keeps the fields', async () => {
    const { user } = await renderAuth(<ForgotPasswordPopup onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'member01');
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or email does not exist');
    expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toHaveValue('other@example.com');
  });

  it("offers a visitor the brand's dialing codes, its home country first", async () => {
    const { user } = await renderAuth(<ForgotPasswordPopup onClose={() => {}} />, { brand: 'goldenlotus' });
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['+84 VN', '+63 PH']);
    expect(picker).toHaveValue('84');
    await user.selectOptions(picker, '+63 PH');
    expect(picker).toHaveValue('63');
  });

  it('defaults to mobile with the selector when CHNGPASSVERIF3 is on; success signs in and goes home', async () => {
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<ForgotPasswordPopup onClose={onClose} />, { brand: 'goldenlotus', route: '/promotions' });
    const tabs = screen.getByRole('tablist', { name: 'Recover with' });
    expect(within(tabs).getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText(/^Mobile number/, { selector: 'input' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await user.type(screen.getByLabelText(/^Verification code/, { selector: 'input' }), lastSms('9171234567')?.code ?? '');
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'Fresh1234');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    await waitFor(() => expect(probe.location()).toBe('/'));
    expect(probe.member()).toBe('member01 0');
    expect(findMember('member01')?.password).toBe('Fresh1234');
  });

  it('maps a wrong sms code to its message and keeps the form', async () => {
    const { user } = await renderAuth(<ForgotPasswordPopup onClose={() => {}} />, { brand: 'goldenlotus' });
    await user.type(screen.getByLabelText(/^Mobile number/, { selector: 'input' }), '9171234567');
    await user.type(screen.getByLabelText(/^Verification code/, { selector: 'input' }), '000000');
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'Fresh1234');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or missing verification code');
    expect(screen.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue('Fresh1234');
  });
});
