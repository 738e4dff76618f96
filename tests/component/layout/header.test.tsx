import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { Header } from '@/features/layout';
import { PopupProvider, usePopups } from '@/lib/popups';
import { renderLayout } from './render';
import { resetStore } from '../../../sandbox/store';

// Each test starts from the seeded sandbox (passwords, counters and codes change as tests run).
beforeEach(() => resetStore());
// Whole forms typed with user-event take seconds on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

function PopupProbe() {
  const { current } = usePopups();
  return <output aria-label="popup">{current?.name ?? 'none'}</output>;
}

/** The header as the shell draws it: with the popups. */
function ShellHeader() {
  return (
    <PopupProvider>
      <Header />
      <PopupProbe />
    </PopupProvider>
  );
}

async function signInAs(account: string): Promise<void> {
  const { getMerchant } = await import('@/merchant');
  configureApi({ merchantCode: 'luckystar', encryption: getMerchant('luckystar')!.encryption });
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
}

describe('Header', () => {
  it('links the brand logo home', async () => {
    await renderLayout(<Header />);
    const logo = screen.getByRole('img', { name: 'Lucky Star' });
    expect(logo).toHaveAttribute('src', '/merchants/luckystar/logo.svg');
    expect(screen.getByRole('link', { name: 'Lucky Star' })).toHaveAttribute('href', '/');
    // The logo is a wordmark: the name is not written a second time beside it.
    expect(screen.getByRole('banner')).not.toHaveTextContent('Lucky Star');
  });

  it('switches the language from the selector and the text changes at once', async () => {
    const user = userEvent.setup();
    await renderLayout(<Header />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['EN', 'English'],
      ['TY', 'Tagalog'],
    ]);

    await user.selectOptions(select, 'TY');

    expect(await screen.findByRole('button', { name: 'Mag-sign in' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Wika' })).toHaveValue('TY');
    expect(document.documentElement.lang).toBe('tl');
    expect(localStorage.getItem('language')).toBe('TY');
  });

  it('offers the languages the brand supports', async () => {
    const { getMerchant } = await import('@/merchant');
    await renderLayout(<Header />, { merchant: getMerchant('goldenlotus')! });
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['EN', 'TY', 'VI']);
  });

  it('toggles the dark theme and remembers it', async () => {
    const user = userEvent.setup();
    await renderLayout(<Header />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('theme-mode')).toBe('light');
  });

  it('opens customer service in a new tab', async () => {
    await renderLayout(<Header />);
    const link = screen.getByRole('link', { name: /Customer service/ });
    expect(link).toHaveAttribute('href', 'https://support.luckystar.example/chat');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('prefers the customer-service address the platform gives at start-up', async () => {
    await renderLayout(<Header />, { customerServiceUrl: 'https://help.platform.example/live' });
    expect(screen.getByRole('link', { name: /Customer service/ })).toHaveAttribute(
      'href',
      'https://help.platform.example/live',
    );
  });

  it('offers Sign in and Register to a visitor', async () => {
    await renderLayout(<Header />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
  });

  it('carries the sign-in form slot for visitors only', async () => {
    const form = <form aria-label="Header sign-in" />;
    const { unmount } = await renderLayout(<Header loginForm={form} />);
    expect(screen.getByRole('form', { name: 'Header sign-in' })).toBeInTheDocument();
    unmount();
    await renderLayout(<Header loginForm={form} />, { member: { id: 7, account: 'member01', type: 0 } });
    expect(screen.queryByRole('form', { name: 'Header sign-in' })).not.toBeInTheDocument();
  });

  it('shows a signed-in member their account name instead of Sign in', async () => {
    await renderLayout(<Header />, { member: { id: 7, account: 'member01', type: 0 } });
    expect(screen.getByText('member01')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('opens the sign-in and register popups from its buttons in the shell', async () => {
    const user = userEvent.setup();
    await renderLayout(<ShellHeader />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent('login');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent('register');
  });

  describe('signed in', () => {
    it('shows the balance with 2 decimals and thousands separators in the brand currency', async () => {
      await signInAs('member01');
      await renderLayout(<ShellHeader />, { member: { id: 10001, account: 'member01', type: 0 } });
      expect(await screen.findByRole('button', { name: 'Refresh balance: ₱1,500.50' })).toHaveTextContent('₱1,500.50');
      expect(screen.getByText('member01')).toBeVisible();
    });

    it('masks the balance with asterisks and shows it again', async () => {
      const user = userEvent.setup();
      await signInAs('member01');
      await renderLayout(<ShellHeader />, { member: { id: 10001, account: 'member01', type: 0 } });
      await screen.findByRole('button', { name: /₱1,500\.50/ });
      await user.click(screen.getByRole('button', { name: 'Hide balance' }));
      expect(screen.getByRole('button', { name: 'Refresh balance: Balance hidden' })).toHaveTextContent('******');
      expect(screen.queryByText('₱1,500.50')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show balance' }));
      expect(screen.getByRole('button', { name: /Refresh balance/ })).toHaveTextContent('₱1,500.50');
    });

    it('refreshes the balance when it is clicked', async () => {
      const user = userEvent.setup();
      await signInAs('member01');
      await renderLayout(<ShellHeader />, { member: { id: 10001, account: 'member01', type: 0 } });
      const amount = await screen.findByRole('button', { name: /₱1,500\.50/ });
      let calls = 0;
      const { server } = await import('../../../sandbox/node');
      const { http, HttpResponse } = await import('msw');
      server.use(
        http.get('*/wps/v2/wallets/balance', () => {
          calls += 1;
          return HttpResponse.json({ success: true, message: null, value: { sumBalance: 2345678.9, balance: [] } });
        }),
      );
      await user.click(amount);
      await waitFor(() => expect(amount).toHaveTextContent('₱2,345,678.90'));
      expect(calls).toBe(1);
    });

    it('links deposit, withdraw and betting record, and no agent link for a member', async () => {
      await signInAs('member01');
      await renderLayout(<ShellHeader />, { member: { id: 10001, account: 'member01', type: 0 } });
      const menu = screen.getByRole('navigation', { name: 'Member menu' });
      expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
      expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
      expect(within(menu).getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', '/member/personalHistoryCopy');
      expect(within(menu).queryByRole('link', { name: 'Agent' })).not.toBeInTheDocument();
    });

    it('shows the agent link to agents', async () => {
      await signInAs('agent41');
      await renderLayout(<ShellHeader />, { member: { id: 10010, account: 'agent41', type: 41 } });
      expect(screen.getByRole('link', { name: 'Agent' })).toHaveAttribute('href', '/agentHome');
    });

    it('asks for confirmation before signing out', async () => {
      const user = userEvent.setup();
      await signInAs('member01');
      await renderLayout(<ShellHeader />, { member: { id: 10001, account: 'member01', type: 0 } });
      await user.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent('logoutConfirm');
    });

    it('stops a trial account at deposit with the real-account dialog', async () => {
      const user = userEvent.setup();
      await signInAs('trial01');
      await renderLayout(<ShellHeader />, { member: { id: 10004, account: 'trial01', type: 4 } });
      await user.click(screen.getByRole('link', { name: 'Deposit' }));
      expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent('needTrueAccount');
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    });
  });
});
