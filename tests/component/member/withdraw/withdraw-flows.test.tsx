import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../sandbox/node';
import { findMember, lastSms, MAIN_WALLET_ID, resetStore } from '../../../../sandbox/store';
import { setWithdrawSettings } from '../../../../sandbox/operations/withdraw';
import { headerBalance, renderWithdraw } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

const consent = 'I have checked the account and the amounts';

describe('Withdraw flows', () => {
  it('sends a member without a fund password to set one and back to the withdrawal with the amount kept', async () => {
    const user = userEvent.setup();
    delete findMember('member01')!.fundPassword;
    await renderWithdraw();
    await user.type(await screen.findByRole('textbox', { name: 'Withdrawal amount' }), '300');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Fund password'), '999999');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: consent }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set your fund password' });
    await user.type(within(dialog).getByLabelText('New fund password'), 'fund1357');
    await user.type(within(dialog).getByLabelText('Confirm the new fund password'), 'fund1357');
    await user.click(within(dialog).getByRole('button', { name: 'Set fund password' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Withdrawal of ₱300.00')).toBeVisible();
    await user.type(screen.getByLabelText('Fund password'), 'fund1357');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: consent }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
  });

  it('asks for an sms code above the amount the settings name and sends it with the withdrawal', async () => {
    const user = userEvent.setup();
    setWithdrawSettings({ mobileVerificationWithdrawAmount: 1000 });
    await renderWithdraw();
    await user.type(await screen.findByRole('textbox', { name: 'Withdrawal amount' }), '1200');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const code = await screen.findByRole('textbox', { name: 'SMS code' });
    await user.type(screen.getByLabelText('Fund password'), '246802');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the SMS code.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await user.type(code, lastSms('9171234567')!.code);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: consent }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱300.50'));
  });

  it('goes straight to the confirmation with WDRAWNOPASSVERIF3', async () => {
    const user = userEvent.setup();
    await renderWithdraw({ flags: { WDRAWNOPASSVERIF3: true } });
    await user.type(await screen.findByRole('textbox', { name: 'Withdrawal amount' }), '100');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Confirm withdrawal' })).toBeVisible();
    expect(screen.queryByLabelText('Fund password')).not.toBeInTheDocument();
  });

  it('says when withdrawals are closed or outside their hours', async () => {
    setWithdrawSettings({ allowWithdraw: 'N', allowWithdrawMsg: 'Withdrawals pause for the monthly audit.' });
    const { unmount } = await renderWithdraw();
    expect(await screen.findByText('Withdrawals pause for the monthly audit.')).toBeVisible();
    unmount();
    const now = new Date();
    const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    setWithdrawSettings({ allowWithdraw: 'Y', withdrawDateFrom: hhmm(new Date(now.getTime() + 2 * 3_600_000)), withdrawDateTo: hhmm(new Date(now.getTime() + 3 * 3_600_000)) });
    await renderWithdraw();
    expect(await screen.findByText(/Withdrawals are open from \d\d:\d\d to \d\d:\d\d/)).toBeVisible();
  });

  it('recalls game balances first on a single-wallet brand and offers Recall balance', async () => {
    const user = userEvent.setup();
    await renderWithdraw({ brand: 'goldenlotus' });
    // The 250.25 in a game wallet is back in the main wallet before the form shows.
    const balances = await screen.findByText('Main wallet');
    expect(balances.nextElementSibling).toHaveTextContent('₱1,750.75');
    expect(findMember('member01')!.balances.get(MAIN_WALLET_ID)).toBe(1750.75);
    expect(screen.getByRole('button', { name: 'Recall balance' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Recall balance' }));
    expect(await screen.findByRole('textbox', { name: 'Withdrawal amount' })).toBeVisible();
  });

  it('offers no second submit when the connection drops during the submit, only a fresh start', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('*/wps/v2/transaction/withdraw', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await renderWithdraw();
    await user.type(await screen.findByRole('textbox', { name: 'Withdrawal amount' }), '300');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Fund password'), '246802');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: consent }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'We could not confirm your withdrawal' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('textbox', { name: 'Withdrawal amount' })).toHaveValue('');
  });

  it('asks for an sms code when the bind config does and binds with it', async () => {
    const user = userEvent.setup();
    setWithdrawSettings({ bindCardSms: true });
    await renderWithdraw();
    await user.click(await screen.findByRole('tab', { name: 'Bank cards' }));
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'Add a card' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'E-wallet');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank or e-wallet' }), 'GCash');
    await user.type(within(form).getByRole('textbox', { name: 'E-wallet mobile number' }), '09179998888');
    await user.type(within(form).getByLabelText('Fund password'), '246802');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText('Enter the SMS code.')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await within(form).findByRole('button', { name: /Resend in/ });
    await user.type(within(form).getByRole('textbox', { name: 'SMS code' }), lastSms('9171234567')!.code);
    // A refusal in the page itself keeps everything typed, the fund password too.
    expect(within(form).getByLabelText('Fund password')).toHaveValue('246802');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Card added.')).toBeVisible();
    expect(findMember('member01')!.cards.map((c) => c.bankCode)).toEqual(['BDO', 'GCASH']);
  });
});
