import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { api, session } from '@/api';
import WithdrawEntry from '@/features/member/entries/withdraw-page';
import LiveEvents from '@/lib/live-events/live-events';
import { formatMinor, toMinor } from '@/lib/money';
import { useWalletBalance } from '@/lib/wallet-balance';
import { getMerchant } from '@/merchant';
import { Toaster, toast } from '@/ui/toast';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { LocationProbe } from '../layout/render';
import { liveSocket } from '../../../sandbox/operations/live-events';
import { findMember } from '../../../sandbox/store';

// sonner captures the pointer on the toast a click starts on; jsdom has no pointer capture.
Element.prototype.setPointerCapture ??= () => undefined;

afterEach(() => act(() => toast.dismiss()));

/** What the header shows: the main wallet, through the same SWR key the live client refreshes. */
function HeaderBalance() {
  const { data } = useWalletBalance(true);
  return <output aria-label="Header balance">{data === undefined ? '' : formatMinor(toMinor(data))}</output>;
}

const region = () => screen.getByRole('region', { name: /^Notifications/ });

async function control(path: string, body: unknown) {
  const response = await fetch(`http://localhost/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Signs in against the sandbox (msw/node, its ws.link socket included) and draws the live client beside a page. */
async function renderSignedIn(account: string, { memberCentreToaster = false } = {}) {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, 'EN');
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  render(
    <AppProviders merchant={merchant} member={{ id: stored.id, account: stored.account, type: stored.type }} route="/">
      <HeaderBalance />
      <LocationProbe />
      <LiveEvents />
      {memberCentreToaster ? <Toaster /> : null}
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/member/withdraw" element={<WithdrawEntry />} />
      </Routes>
    </AppProviders>,
  );
  // Connected: the sandbox answers the hello with nothing on a first connection, so wait for the socket to be up.
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
}

describe('LiveEvents (against the sandbox socket)', () => {
  it('a deposit credited by the sandbox shows the SPEC toast and raises the header balance without a reload', async () => {
    await renderSignedIn('member01');
    const balance = screen.getByRole('status', { name: 'Header balance' });
    await within(balance).findByText(/₱/);
    const before = toMinor(Number((balance.textContent ?? '').replace(/[^\d.]/g, '')));
    const { depositId } = await api.POST('/wps/relay/MCSFE_depositByQRImageUrl', {
      body: { targetUsername: 'member01', amount: 500, bankCode: 'GCASH', bankType: 'EWALLET', showQrImageOnly: 1, vendorId: 501, mcsBankCode: 'GCASHQR' },
    }) as { depositId: string };

    await control(`deposits/${depositId}/pay`, {});

    // Shown, not only in the page: a new toast is added hidden, then shown (later on a busy machine).
    await waitFor(() => expect(within(region()).getByText(/^Your ₱500\.00 deposit request at .+ has been credited\.$/)).toBeVisible());
    await within(balance).findByText(formatMinor(before + 50_000));
  });

  it("payout.pending's toast opens the withdraw page on its payouts tab", async () => {
    await renderSignedIn('payout01');
    await control('events', { account: 'payout01', type: 'payout.pending', payload: { transactionId: 'W1', amount: 750, confirmMinutes: 30 } });

    const item = (await within(region()).findByText(/^The payment of ₱750\.00 has been disbursed\./)).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Confirm receipt' }));

    expect(await screen.findByRole('tab', { name: /Payouts to confirm/, selected: true })).toBeVisible();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/withdraw?tab=payouts');
  });

  it('after the socket drops, what happened meanwhile arrives once the client reconnects, and nothing shows twice', async () => {
    await renderSignedIn('member02');
    await control('events', { account: 'member02', type: 'message.new', payload: { title: 'Weekend bonus' } });
    // Shown, not only in the page: a new toast is added hidden, then shown (later on a busy machine).
    await waitFor(() => expect(within(region()).getByText('New message: Weekend bonus')).toBeVisible());

    // The server goes away (a restart); a message is published while the member is disconnected.
    for (const client of liveSocket.clients) client.close(1012, 'restart');
    await control('events', { account: 'member02', type: 'message.new', payload: { title: 'While away' } });

    // The client reconnects after its first backoff step and says which event it saw last: the server replays the rest.
    // Shown, not only in the page: a new toast is added hidden, then shown (later on a busy machine).
    await waitFor(() => expect(within(region()).getByText('New message: While away')).toBeVisible());
    expect(within(region()).getAllByText('New message: Weekend bonus')).toHaveLength(1);
  });

  it("uses the member centre's Toaster when one is on the page, so each toast shows once", async () => {
    await renderSignedIn('agent01', { memberCentreToaster: true });
    await control('events', { account: 'agent01', type: 'withdrawal.approved', payload: { amount: 100, requestTime: Date.now() } });
    // Shown, not only in the page: a new toast is added hidden, then shown (later on a busy machine).
    await waitFor(() => expect(screen.getByText(/^Your ₱100\.00 withdrawal request at .+ has been approved\.$/)).toBeVisible());
    expect(screen.getAllByRole('region', { name: /^Notifications/ })).toHaveLength(1);
  });
});
