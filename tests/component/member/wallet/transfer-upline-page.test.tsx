import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import naughty from '../../../fixtures/naughty-strings.json';
import { findMember, forceError, resetStore } from '../../../../sandbox/store';
import { renderMemberPage } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

const headerBalance = () => screen.getByRole('button', { name: /^Refresh balance: / });

async function openUpline(account = 'member01', language = 'EN') {
  await renderMemberPage('/member/transferUpline', { account, language });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, amount: string, password: string) {
  const amountField = await screen.findByRole('textbox', { name: 'Amount' });
  await user.clear(amountField);
  await user.type(amountField, amount);
  await user.type(screen.getByLabelText('Fund password'), password);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('Transfer to upline page', () => {
  it('asks for the fund password again after a wrong one, keeps the amount, and transfers with the right one', async () => {
    const user = userEvent.setup();
    await openUpline();
    // The file's first test: the page's chunk is transformed cold, which took over 5 s on a loaded 2-core machine.
    expect(await screen.findByText('agent01', undefined, { timeout: 15_000 })).toBeVisible();
    await fillForm(user, '100', '111111');
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the upline and the amount.' }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));

    const password = await screen.findByLabelText('Fund password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The fund password is wrong. Enter it again.'));
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    expect(findMember('member01')!.balances.get(2)).toBe(1500.5);

    await user.type(password, '246802');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the upline and the amount.' }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByText('The transfer is successful, member01 transfers to the Upline agent01, amount: ₱100.00.')).toBeVisible();
    await waitFor(() => expect(headerBalance()).toHaveAccessibleName('Refresh balance: ₱1,400.50'));
    expect(findMember('agent01')!.balances.get(2)).toBe(1600.5);
  });

  it('shows upline, amount and balance after, keeps Confirm disabled until consent, and sends once for a double click', async () => {
    const user = userEvent.setup();
    await openUpline();
    await fillForm(user, '250.5', '246802');
    expect(screen.getByRole('heading', { name: 'Confirm transfer to upline' })).toBeVisible();
    for (const [term, value] of [['Upline', 'agent01'], ['Amount', '₱250.50'], ['Main wallet after', '₱1,250.00']] as const) {
      expect(screen.getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    const confirm = screen.getByRole('button', { name: 'Transfer' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the upline and the amount.' }));
    expect(confirm).toBeEnabled();
    await user.dblClick(confirm);

    await screen.findByText(/The transfer is successful/);
    expect(findMember('member01')!.balances.get(2)).toBe(1250);
    expect(findMember('agent01')!.balances.get(2)).toBe(1751);
  });

  it('refuses an amount above the main wallet under the field, keeping it', async () => {
    const user = userEvent.setup();
    await openUpline();
    await fillForm(user, '1500.51', '246802');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Your main wallet holds only ₱1,500.50. Enter ₱1,500.50 or less.'));
    expect(amount).toHaveValue('1500.51');
    expect(screen.queryByRole('heading', { name: 'Confirm transfer to upline' })).toBeNull();
  });

  it('says when the balance is not enough at the platform and refreshes it', async () => {
    const user = userEvent.setup();
    await openUpline();
    await fillForm(user, '100', '246802');
    findMember('member01')!.balances.set(2, 50);
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the upline and the amount.' }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining('There is not enough balance for this amount.')));
    await waitFor(() => expect(headerBalance()).toHaveAccessibleName('Refresh balance: ₱50.00'));
  });

  it('sends a member without a fund password to the security centre', async () => {
    const user = userEvent.setup();
    await openUpline();
    forceError('PUT /wps/agent/transferUpline', { code: 'not.exists.payment.password' });
    await fillForm(user, '100', '123456');
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the upline and the amount.' }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('You have not set a fund password yet. Set one in the security centre, then come back to transfer.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the security centre' })).toHaveAttribute('href', '/member/securityCenter');
  });

  it('tells a member without an upline plainly', async () => {
    await openUpline('member02');
    expect(await screen.findByText('You have no upline, so there is no one to transfer to.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
  });

  it('shows the success text in Tagalog', async () => {
    const user = userEvent.setup();
    await openUpline('member01', 'TY');
    const amount = await screen.findByRole('textbox', { name: 'Halaga' });
    await user.type(amount, '10');
    await user.type(screen.getByLabelText('Fund password'), '246802');
    await user.click(screen.getByRole('button', { name: 'Susunod' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nasuri ko na ang upline at ang halaga.' }));
    await user.click(screen.getByRole('button', { name: 'Ilipat' }));
    expect(await screen.findByText(/^Matagumpay ang paglipat, naglipat si member01 sa Upline na si agent01, halaga: /)).toBeVisible();
  });

  it('keeps every naughty string in the amount and fund password fields and sends nothing', async () => {
    await openUpline();
    await screen.findByRole('textbox', { name: 'Amount' });
    for (const text of naughty.strings) {
      // The form is drawn again after a visit to the confirmation: find the fields each time.
      fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: text } });
      fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      const kept = text.replace(/[\r\n]/g, '');
      // A number-like string may pass as an amount; then the confirmation shows and Back returns to the form.
      if (screen.queryByRole('button', { name: 'Back' })) fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue(kept);
      expect(screen.getByLabelText('Fund password')).toHaveValue(kept);
    }
    expect(document.querySelector('script')).toBeNull();
    expect(findMember('member01')!.balances.get(2)).toBe(1500.5);
  });
});
