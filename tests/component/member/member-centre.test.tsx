import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { PopupHost } from '@/app/popup-host';
import { Header } from '@/features/layout';
import MemberCentrePage from '@/features/member/entries/member-centre-page';
import { usePopups } from '@/lib/popups';
import { getMerchant, type Merchant } from '@/merchant';
import { render } from '@testing-library/react';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { LocationProbe } from '../layout/render';
import { findMember, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 20_000 });

type SeededAccount = 'member01' | 'trial01' | 'agent02' | 'payout01';

function brand(code: string): Merchant {
  const merchant = getMerchant(code);
  if (!merchant) throw new Error(`no brand ${code}`);
  return merchant;
}

async function signInAs(merchant: Merchant, account: string) {
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
}

function PopupProbe() {
  const { current } = usePopups();
  return <output aria-label="popup">{current?.name ?? 'none'}</output>;
}

async function renderMemberCentre(route: string, options: { code?: string; account?: SeededAccount | null } = {}) {
  const merchant = brand(options.code ?? 'luckystar');
  await prepareApp(merchant, 'EN');
  if (options.account) await signInAs(merchant, options.account);
  const stored = options.account ? findMember(options.account) : undefined;
  const member = stored ? { id: stored.id, account: stored.account, type: stored.type } : null;
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={member} route={route}>
      <Header />
      <Routes>
        <Route path="/member/:page" element={<MemberCentrePage />} />
        <Route path="*" element={<p>Another screen</p>} />
      </Routes>
      <PopupHost />
      <PopupProbe />
      <LocationProbe />
    </AppProviders>,
  );
}

describe('Member centre', () => {
  it('opens the sign-in popup for a visitor, and keeps a way to sign in under the page name', async () => {
    const user = userEvent.setup();
    await renderMemberCentre('/member/withdraw');
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Member centre' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument());
    expect(screen.getByText('Please sign in to see this page.')).toBeVisible();
    await user.click(within(screen.getByRole('region', { name: 'Withdraw' })).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  it('refuses a trial account with the real-account message', async () => {
    await renderMemberCentre('/member/depositv2', { account: 'trial01' });
    expect(screen.getByText(/This needs a real account/)).toBeVisible();
  });

  it('shows a member the pages their brand allows, the current one marked, with red counts', async () => {
    await renderMemberCentre('/member/securityCenter', { account: 'member01' });
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(await within(menu).findByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/member/transferFund');
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(await within(menu).findByRole('link', { name: 'Messages', description: /^\d+ new$/ })).toHaveAttribute('href', '/member/messageV2');
    expect(await within(menu).findByRole('link', { name: 'Missions', description: '2 new' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Rewards centre', description: '2 new' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: /Manual rebate/ })).not.toBeInTheDocument();
  });

  it('counts the payouts waiting for the member\'s answer on the withdraw entry', async () => {
    await renderMemberCentre('/member/securityCenter', { account: 'payout01' });
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(await within(menu).findByRole('link', { name: 'Withdraw', description: '1 new' })).toHaveAttribute('href', '/member/withdraw');
  });

  it('keeps the transfer-to-upline page from type 2 agents', async () => {
    await renderMemberCentre('/member/transferUpline', { account: 'agent02' });
    expect(await screen.findByText('This page is not available for your account.')).toBeVisible();
  });

  it('has no wallet page on a single-wallet brand, even by address', async () => {
    await renderMemberCentre('/member/transferFund', { code: 'goldenlotus', account: 'member01' });
    expect(await screen.findByText('This page is not available for your account.')).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(within(menu).queryByRole('button', { name: 'Wallet' })).not.toBeInTheDocument();
  });

  it('opens the member centre over the current screen on a popup brand, and switches pages inside it', async () => {
    const user = userEvent.setup();
    await renderMemberCentre('/fish', { code: 'goldenlotus', account: 'member01' });
    const header = screen.getByRole('navigation', { name: 'Member menu' });
    await user.click(within(header).getByRole('link', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/fish');
    await user.click(within(dialog).getByRole('button', { name: 'My account' }));
    expect(await screen.findByRole('dialog', { name: 'My account' })).toBeVisible();
  });

  it('names an address that is no member-centre page', async () => {
    await renderMemberCentre('/member/nothingHere', { account: 'member01' });
    expect(screen.getByText('There is no such page in the member centre.')).toBeVisible();
  });
});
