import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { toast } from '@/ui/toast';
import { server } from '../../../../sandbox/node';
import naughty from '../../../fixtures/naughty-strings.json';
import { findMember, forceError, resetStore } from '../../../../sandbox/store';
import { renderMemberPage } from './render';

beforeEach(() => resetStore());
afterEach(() => act(() => toast.dismiss()));
vi.setConfig({ testTimeout: 30_000 });

const headerBalance = () => screen.getByRole('button', { name: /^Refresh balance: / });
const gameWallet = (name: string) => screen.getByRole('listitem', { name });
/** A toast's text, inside the notifications live region. */
const toastText = (text: string) => within(screen.getByRole('region', { name: /^Notifications/ })).findByText(text);

async function openWallet() {
  const view = await renderMemberPage('/member/transferFund');
  await screen.findByRole('heading', { level: 2, name: 'Main wallet' });
  // The header shows the main wallet.
  await waitFor(() => expect(headerBalance()).toHaveAccessibleName('Refresh balance: ₱1,500.50'));
  return view;
}

describe('Wallet page', () => {
  it('shows the main wallet and each game wallet with its balance', async () => {
    await openWallet();
    expect(screen.getByLabelText('Main wallet balance ₱1,500.50')).toBeVisible();
    expect(within(gameWallet('JILI Games')).getByLabelText('JILI Games balance ₱250.25')).toBeVisible();
    expect(within(gameWallet('PG Soft')).getByLabelText('PG Soft balance ₱0.00')).toBeVisible();
  });

  it('moves money between wallets, says so in a toast and lowers the header balance by the amount', async () => {
    const user = userEvent.setup();
    await openWallet();

    await user.click(within(gameWallet('PG Soft')).getByRole('button', { name: 'Transfer in to PG Soft' }));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveDisplayValue(/^PG Soft/);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '300.5');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));

    expect(await toastText('₱300.50 moved from Main wallet to PG Soft.')).toBeInTheDocument();
    // The header shows the main wallet: ₱1,500.50 − ₱300.50.
    await waitFor(() => expect(headerBalance()).toHaveAccessibleName('Refresh balance: ₱1,200.00'));
    expect(within(gameWallet('PG Soft')).getByLabelText('PG Soft balance ₱300.50')).toBeVisible();
    expect(screen.getByLabelText('Main wallet balance ₱1,200.00')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('refuses an amount above the source under the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openWallet();
    await user.click(within(gameWallet('JILI Games')).getByRole('button', { name: 'Transfer out of JILI Games' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '250.26');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));

    expect(amount).toHaveAccessibleDescription(expect.stringContaining('The source wallet holds only ₱250.25. Enter ₱250.25 or less.'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('250.26');
    expect(findMember('member01')!.balances.get(11)).toBe(250.25);

    await user.click(screen.getByRole('button', { name: 'All (₱250.25)' }));
    expect(amount).toHaveValue('250.25');
    expect(amount).not.toHaveAttribute('aria-invalid');
  });

  it('refuses the same wallet on both sides', async () => {
    const user = userEvent.setup();
    await openWallet();
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription('Choose two different wallets.');
  });

  it('recalls every game wallet to the main wallet', async () => {
    const user = userEvent.setup();
    await openWallet();
    findMember('member01')!.balances.set(13, 99.5);
    await user.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));

    expect(await toastText('Every game wallet was returned to the main wallet. Main wallet: ₱1,850.25.')).toBeInTheDocument();
    expect(screen.getByLabelText('Main wallet balance ₱1,850.25')).toBeVisible();
    for (const name of ['JILI Games', 'PG Soft', 'Evolution', 'SABA Sports'])
      expect(within(gameWallet(name)).getByLabelText(`${name} balance ₱0.00`)).toBeVisible();
    await waitFor(() => expect(headerBalance()).toHaveAccessibleName('Refresh balance: ₱1,850.25'));
    expect(screen.getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled();
  });

  it('says what to do when a vendor wallet is under maintenance', async () => {
    const user = userEvent.setup();
    await openWallet();
    forceError('POST /wps/relay/GCS_walletTransfer', { code: 'wallet.maintenance', value: { accountTypeId: 12 } });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), '12');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await toastText('PG Soft is under maintenance. Try again later or use another wallet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('10');
  });

  it('offers a retry when the balances fail to load', async () => {
    const user = userEvent.setup();
    let down = true;
    server.use(http.get('*/wps/v2/wallets/balance', () => (down ? HttpResponse.error() : undefined)));
    await renderMemberPage('/member/transferFund');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The balances could not be loaded. Check your connection and try again.')).toBeVisible();
    down = false;
    await user.click(retry);
    expect(await screen.findByLabelText('Main wallet balance ₱1,500.50')).toBeVisible();
  });

  it('is not available on a single-wallet brand, even by a direct visit', async () => {
    await renderMemberPage('/member/transferFund', { code: 'goldenlotus' });
    expect(await screen.findByText('This page is not available for your account.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Main wallet' })).toBeNull();
  });

  it('keeps every naughty string in the amount field and sends nothing', async () => {
    await openWallet();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const form = amount.closest('form')!;
    for (const text of naughty.strings) {
      fireEvent.change(amount, { target: { value: text } });
      // An input drops line breaks; everything else stays as typed, refused or not.
      expect(amount).toHaveValue(text.replace(/[\r\n]/g, ''));
      fireEvent.submit(form);
      expect(amount).toHaveValue(text.replace(/[\r\n]/g, ''));
    }
    expect(document.querySelector('script')).toBeNull();
    expect(findMember('member01')!.balances.get(2)).toBe(1500.5);
  });
});
