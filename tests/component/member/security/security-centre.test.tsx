import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import naughty from '../../../fixtures/naughty-strings.json';
import { findMember, resetStore } from '../../../../sandbox/store';
import { lastSmsCode, renderSecurity } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

const meter = () => screen.getByRole('meter', { name: 'Security completeness' });
const item = (name: string) => screen.getAllByRole('listitem').find((li) => within(li).queryByText(name, { selector: '.security-item__name' }))!;

describe('Security centre', () => {
  it('shows member01 a complete, masked profile', async () => {
    await renderSecurity();
    expect(await screen.findByRole('heading', { name: 'Profile', level: 2 })).toBeVisible();
    const profile = screen.getByRole('heading', { name: 'Profile' }).closest('section')!;
    expect(within(profile).getByText('member01')).toBeVisible();
    expect(within(profile).getByText('LuckyJuan')).toBeVisible();
    expect(within(profile).getByText('J*** D*** C***')).toBeVisible();
    expect(within(profile).getByText('me***@example.com')).toBeVisible();
    expect(within(profile).getByText('917****567')).toBeVisible();
    expect(within(profile).getByText('Verified')).toBeVisible();
    expect(within(profile).getByText(/IP 203\.0\.113\./)).toBeVisible();
    expect(profile.textContent).not.toContain('9171234567');
    expect(meter()).toHaveAttribute('value', '100');
    expect(meter()).toHaveAttribute('aria-valuetext', '100%');
    // Google Authenticator is switched off for the brand: not listed.
    expect(screen.queryByText('Google Authenticator')).not.toBeInTheDocument();
    expect(within(item('Fund password')).getByText('Done')).toBeVisible();
  });

  it('member02 sets a fund password and the completeness rises', async () => {
    const user = userEvent.setup();
    await renderSecurity({ account: 'member02' });
    await waitFor(() => expect(meter()).toHaveAttribute('value', '37'));
    expect(within(item('Fund password')).getByText('To do')).toBeVisible();
    expect(screen.getByText('Nickname', { selector: 'dt' }).nextSibling).toHaveTextContent('Not set');

    await user.click(within(item('Fund password')).getByRole('button', { name: 'Set fund password' }));
    const dialog = screen.getByRole('dialog', { name: 'Set fund password' });
    const password = within(dialog).getByLabelText('New fund password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    // The login password is refused with a next step; what was typed stays.
    await user.type(password, 'Passw0rd!');
    await user.type(within(dialog).getByLabelText('Confirm the new fund password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Set fund password' }));
    expect(await within(dialog).findByText(/cannot be the same as your login password/)).toBeVisible();
    expect(password).toHaveValue('Passw0rd!');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, '135791');
    await user.clear(within(dialog).getByLabelText('Confirm the new fund password'));
    await user.type(within(dialog).getByLabelText('Confirm the new fund password'), '135791');
    await user.click(within(dialog).getByRole('button', { name: 'Set fund password' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(meter()).toHaveAttribute('value', '50'));
    expect(within(item('Fund password')).getByText('Done')).toBeVisible();
    expect(within(item('Fund password')).getByRole('button', { name: 'Change fund password' })).toBeVisible();
    expect(findMember('member02')!.fundPassword).toBe('135791');
  });

  it('member01 changes the fund password with a wrong, then the right old one', async () => {
    const user = userEvent.setup();
    await renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Change fund password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change fund password' });
    const old = within(dialog).getByLabelText('Current fund password');
    expect(old).toHaveAttribute('autocomplete', 'off');
    await user.type(old, '000000');
    await user.type(within(dialog).getByLabelText('New fund password'), '135791');
    await user.type(within(dialog).getByLabelText('Confirm the new fund password'), '135791');
    await user.click(within(dialog).getByRole('button', { name: 'Change fund password' }));
    expect(await within(dialog).findByText(/The current fund password is wrong/)).toBeVisible();
    expect(findMember('member01')!.fundPassword).toBe('246802');
    expect(within(dialog).getByLabelText('New fund password')).toHaveValue('135791');

    await user.clear(old);
    await user.type(old, '246802');
    await user.click(within(dialog).getByRole('button', { name: 'Change fund password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(findMember('member01')!.fundPassword).toBe('135791');
  });

  it('binds a mobile number with the sandbox code; the countdown disables resend', async () => {
    const user = userEvent.setup();
    await renderSecurity({ account: 'member02' });
    await user.click(await screen.findByRole('button', { name: 'Change mobile number' }));
    const dialog = screen.getByRole('dialog', { name: 'Bind mobile number' });
    // A number bound to another account is refused with what to do.
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(/already bound to another account/)).toBeVisible();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Mobile number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '9175550123');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const resend = await within(dialog).findByRole('button', { name: /Resend in \d+ s/ });
    expect(resend).toBeDisabled();

    // A wrong code is refused under the code field; the right one binds.
    await user.type(within(dialog).getByRole('textbox', { name: 'Sms code' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Bind mobile number' }));
    expect(await within(dialog).findByText(/The sms code is wrong/)).toBeVisible();
    const code = await lastSmsCode('9175550123');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Sms code' }));
    // A wrong try does not spend the code: the one the sandbox sent still binds.
    await user.type(within(dialog).getByRole('textbox', { name: 'Sms code' }), code);
    await user.click(within(dialog).getByRole('button', { name: 'Bind mobile number' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('917****123')).toBeVisible();
    expect(findMember('member02')!.mobile).toBe('9175550123');
  });

  it('sets the nickname once; then it is read-only and taken names are refused', async () => {
    const user = userEvent.setup();
    await renderSecurity({ account: 'member02' });
    await user.click(await screen.findByRole('button', { name: 'Set nickname' }));
    const dialog = screen.getByRole('dialog', { name: 'Set nickname' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nickname' }), 'LuckyJuan');
    await user.click(within(dialog).getByRole('button', { name: 'Save nickname' }));
    expect(await within(dialog).findByText('This nickname is taken. Choose another one.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Nickname' })).toHaveValue('LuckyJuan');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Nickname' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nickname' }), 'Maria Two');
    await user.click(within(dialog).getByRole('button', { name: 'Save nickname' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Maria Two')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set nickname' })).not.toBeInTheDocument();
    expect(within(item('Nickname')).getByText('Done')).toBeVisible();
  });

  it('refuses a malformed email under the field and binds a good one', async () => {
    const user = userEvent.setup();
    await renderSecurity({ account: 'member02' });
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    const dialog = screen.getByRole('dialog', { name: 'Bind email' });
    const field = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.type(field, 'maria@example');
    await user.click(within(dialog).getByRole('button', { name: 'Save email' }));
    expect(within(dialog).getByText(/Enter a valid email address/)).toBeVisible();
    await user.type(field, '.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('ma***@example.com')).toBeVisible();
  });

  it('sets security questions picked from the server list', async () => {
    const user = userEvent.setup();
    await renderSecurity({ account: 'member02' });
    await user.click(await screen.findByRole('button', { name: 'Set security questions' }));
    const dialog = screen.getByRole('dialog', { name: 'Set security questions' });
    const first = await within(dialog).findByRole('combobox', { name: 'Question 1' });
    await user.selectOptions(first, 'In which city were you born?');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Question 2' }), 'In which city were you born?');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Question 3' }), 'What is your favourite food?');
    for (const n of [1, 2, 3]) await user.type(within(dialog).getByRole('textbox', { name: `Answer ${n}` }), `Answer ${n}`);
    await user.click(within(dialog).getByRole('button', { name: 'Save security questions' }));
    expect(within(dialog).getByText('Choose a question you have not picked above.')).toBeVisible();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Question 2' }), 'What was your childhood nickname?');
    await user.click(within(dialog).getByRole('button', { name: 'Save security questions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(item('Security questions')).getByText('Done')).toBeVisible());
  });

  it('opens the change login password popup', async () => {
    const user = userEvent.setup();
    await renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Change login password' }));
    expect(screen.getByRole('status', { name: 'Open popup' })).toHaveTextContent('changePassword');
  });

  it('switches the page to Tagalog when the preferred language changes', async () => {
    const user = userEvent.setup();
    await renderSecurity();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'TY');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByRole('heading', { name: 'Gustong wika' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Seguridad ng account' })).toBeVisible();
    expect(screen.getByRole('meter', { name: 'Pagkakumpleto ng seguridad' })).toBeVisible();
    expect(screen.getByText('Na-save ang wika.')).toBeVisible();
  });

  it('keeps naughty strings in the nickname and email fields and runs nothing', async () => {
    const user = userEvent.setup();
    await renderSecurity({ account: 'member02' });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    for (const [button, title, label] of [
      ['Set nickname', 'Set nickname', 'Nickname'],
      ['Change email', 'Bind email', 'Email'],
    ] as const) {
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: title });
      const field = within(dialog).getByRole('textbox', { name: label });
      for (const text of naughty.strings) {
        fireEvent.change(field, { target: { value: text } });
        expect(field).toHaveValue(text.replace(/[\r\n]/g, ''));
      }
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    }
    expect(alert).not.toHaveBeenCalled();
    expect(findMember('member02')!.nickname).toBe('member02');
    alert.mockRestore();
  });
});
