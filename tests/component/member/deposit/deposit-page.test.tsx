import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../sandbox/node';
import { sandboxDeposits } from '../../../../sandbox/operations/deposit';
import { forceError, resetStore } from '../../../../sandbox/store';
import naughty from '../../../fixtures/naughty-strings.json';
import { headerBalance, payAsProvider, renderDeposit } from './render';

beforeEach(() => resetStore());
afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 30_000 });

// member01 starts with 1,500.50 in the main wallet (what the header shows) and 250.25 in a game wallet.
const START = /1,500\.50/;

async function fillAmount(user: ReturnType<typeof userEvent.setup>, text: string) {
  const amount = await screen.findByRole('textbox', { name: 'Amount' });
  await user.clear(amount);
  await user.type(amount, text);
  return amount;
}

describe('Deposit page', () => {
  it('QR flow: shows the code and the amount; after the provider is paid, "I have paid" refreshes the header balance', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await waitFor(() => expect(headerBalance()).toHaveTextContent(START));
    expect(screen.getByRole('button', { name: /E-wallet QR/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: /GCash Express/ })).toBeChecked();
    expect(screen.getByText(/Min ₱100\.00 – Max ₱50,000\.00/, { selector: '.ui-field__hint' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Amount ₱500.00' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));

    expect(await screen.findByRole('heading', { name: 'Scan to pay' })).toBeVisible();
    expect(await screen.findByRole('img', { name: 'QR code to pay ₱500.00' })).toBeVisible();
    expect(screen.getByText('₱500.00', { selector: 'strong' })).toBeVisible();
    const [deposit] = sandboxDeposits('member01');
    expect(deposit).toMatchObject({ flow: 'QR', amount: 500, status: 'PENDING' });
    expect(screen.getByText(deposit!.depositId)).toBeVisible();

    await payAsProvider(deposit!.depositId);
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeVisible();
    await waitFor(() => expect(headerBalance()).toHaveTextContent(/2,000\.50/));
  });

  it('redirect flow: opens the provider page and asks "did you pay?"; paying there and "I have paid" updates the balance', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderDeposit();
    await user.click(await screen.findByRole('radio', { name: /Maya Pay/ }));
    await fillAmount(user, '300');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));

    expect(await screen.findByRole('heading', { name: 'Did you pay?' })).toBeVisible();
    expect(open).toHaveBeenCalledTimes(1);
    const url = String(open.mock.calls[0]![0]);
    expect(url).toMatch(/\/wps\/sandbox-assets\/deposit\/D\d+$/);

    // The provider's page and its Pay button (a form post), as the member would use them in the new tab.
    const page = await (await fetch(url)).text();
    expect(page).toContain('<button type="submit">Pay</button>');
    expect((await fetch(`${url}/pay`, { method: 'POST' })).ok).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Open the payment page again' }));
    expect(open).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await waitFor(() => expect(headerBalance()).toHaveTextContent(/1,800\.50/));
  });

  it('redirect flow: "Not yet" goes back to the form with the amount kept', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    await renderDeposit();
    await user.click(await screen.findByRole('radio', { name: /Maya Pay/ }));
    await fillAmount(user, '300');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(await screen.findByRole('button', { name: 'Not yet' }));
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('300');
    expect(screen.getByRole('radio', { name: /Maya Pay/ })).toBeChecked();
  });

  it('manual transfer: shows the receiving account with copy buttons; the pending deposit is credited once paid', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await user.click(await screen.findByRole('button', { name: /Bank transfer/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank to transfer to' }), 'BPI');
    await fillAmount(user, '1000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    // The payer's name is required for a manual transfer; nothing is sent without it.
    expect(screen.getByRole('textbox', { name: 'Your account name' })).toHaveAccessibleDescription(/Enter the name on the account/);
    expect(sandboxDeposits('member01')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Your account name' }), 'Juan Dela Cruz');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));

    expect(await screen.findByRole('heading', { name: 'Transfer to this account' })).toBeVisible();
    expect(screen.getByText('Bank of the Philippine Islands')).toBeVisible();
    expect(screen.getByText('3091-0457-82')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('3091045782');
    expect(await screen.findByText('Copied')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy account name' }));
    expect(await navigator.clipboard.readText()).toBe('Lucky Star Payments Inc.');

    const [deposit] = sandboxDeposits('member01');
    expect(deposit).toMatchObject({ flow: 'MANUAL', payeeName: 'Juan Dela Cruz', bankCode: 'BPI', status: 'PENDING' });
    await payAsProvider(deposit!.depositId);
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));
    await waitFor(() => expect(headerBalance()).toHaveTextContent(/2,500\.50/));
  });

  it('deposits off: the server message and customer service, no form', async () => {
    const off = await fetch('http://localhost/__sandbox/deposits/settings', {
      method: 'POST',
      body: JSON.stringify({ allowDeposit: 'N', message: 'Deposits are paused for your account until 18:00.' }),
    });
    expect(off.ok).toBe(true);
    await renderDeposit();
    expect(await screen.findByRole('heading', { name: 'Deposits are not available' })).toBeVisible();
    expect(screen.getByText('Deposits are paused for your account until 18:00.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', expect.stringMatching(/^https?:/));
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
  });

  it('amount outside the channel range: the error under the field, the text kept, nothing sent', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    const amount = await fillAmount(user, '50');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(amount).toHaveAccessibleDescription(/The minimum amount is ₱100\.00/);
    expect(amount).toHaveValue('50');
    expect(sandboxDeposits('member01')).toHaveLength(0);
  });

  it('the server refusing the amount puts the channel range under the field, text kept', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    const amount = await fillAmount(user, '400');
    forceError('POST /wps/relay/MCSFE_depositByQRImageUrl', { code: 'deposit_amount_out_of_range', message: 'Amount is outside the channel limits.' });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/This channel takes deposits from ₱100\.00 to ₱50,000\.00/));
    expect(amount).toHaveValue('400');
  });

  it('attaches the deposit promotion chosen to the deposit', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await fillAmount(user, '500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Promotion (optional)' }), 'Daily reload bonus 10%');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { name: 'Scan to pay' });
    expect(sandboxDeposits('member01')[0]).toMatchObject({ promotionId: 302 });
    expect(sandboxDeposits('member01')[0]).not.toHaveProperty('promoClaimId');
  });

  it('attaches an unapplied extra reward as promoClaimId', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await fillAmount(user, '500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Promotion (optional)' }), 'Extra reward: Birthday extra reward');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { name: 'Scan to pay' });
    expect(sandboxDeposits('member01')[0]).toMatchObject({ promoClaimId: 9101 });
  });

  it('shows the channel under maintenance but does not let it be chosen', async () => {
    await renderDeposit();
    const shut = await screen.findByRole('radio', { name: /ShopeePay QR/ });
    expect(shut).toBeDisabled();
    expect(within(shut.closest('label')!).getByText('Under maintenance')).toBeVisible();
  });

  it('channel unavailable: says so and goes back to another channel with the amount kept', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await fillAmount(user, '400');
    forceError('POST /wps/relay/MCSFE_depositByQRImageUrl', { code: 'deposit_channel_unavailable', message: 'This payment channel is not available at the moment.' });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('heading', { name: 'This channel is not available' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose another channel' }));
    expect(await screen.findByRole('radio', { name: /Maya Pay/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /GCash Express/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('400');
  });

  it('too many deposits: the server message, how long to wait, and customer service', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await fillAmount(user, '400');
    forceError('POST /wps/relay/MCSFE_depositByQRImageUrl', {
      code: 'deposit_too_frequent', message: 'Too many deposit requests. Please wait before trying again.', value: { retryAfterSeconds: 170 },
    });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('heading', { name: 'Too many deposit requests' })).toBeVisible();
    expect(screen.getByText(/Try again in about 3 min/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to the deposit form' }));
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('400');
  });

  it('network failure: the message and Retry, which sends the deposit again', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await fillAmount(user, '400');
    server.use(http.post('*/wps/relay/MCSFE_depositByQRImageUrl', () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('heading', { name: 'The deposit was not sent' })).toBeVisible();
    expect(screen.getByText(/Nothing was charged/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Scan to pay' })).toBeVisible();
    expect(sandboxDeposits('member01')).toHaveLength(1);
  });

  it('sends one deposit for a double click', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await fillAmount(user, '400');
    await user.dblClick(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { name: 'Scan to pay' });
    expect(sandboxDeposits('member01')).toHaveLength(1);
  });

  it('keeps naughty strings typed into the amount and payer name, and runs nothing', async () => {
    const user = userEvent.setup();
    await renderDeposit();
    await user.click(await screen.findByRole('button', { name: /Bank transfer/ }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const payee = screen.getByRole('textbox', { name: 'Your account name' });
    for (const text of naughty.strings.slice(0, 40)) {
      for (const field of [amount, payee]) {
        await user.clear(field);
        await user.click(field);
        await user.paste(text);
        expect(field).toHaveValue(text.replace(/[\r\n]/g, ''));
      }
    }
    await user.clear(amount);
    await user.paste('<img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(amount).toHaveAccessibleDescription(/Enter a valid amount using digits only/);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(sandboxDeposits('member01')).toHaveLength(0);
  });
});

describe('Deposit page on Golden Lotus', () => {
  it('offers the brand own methods in its currency', async () => {
    await renderDeposit({ brand: 'goldenlotus' });
    expect(await screen.findByRole('button', { name: /Bank QR/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /Crypto/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /VietQR/ })).toBeChecked();
  });
});
