import { render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import AgentHomePage from '@/features/agent/entries/agent-home-page';
import { getMerchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { LocationProbe } from '../layout/render';
import { findMember, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

async function renderAgentHome(route: string, account: string, code = 'luckystar') {
  const merchant = getMerchant(code)!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={{ id: stored.id, account: stored.account, type: stored.type }} route={route}>
      <Routes>
        <Route path="/agentHome" element={<AgentHomePage />} />
        <Route path="/agentHome/:page" element={<AgentHomePage />} />
      </Routes>
      <LocationProbe />
    </AppProviders>,
  );
}

const menuLinks = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Agent centre' });
  // The contract pages join once the consolidated call has answered.
  await screen.findByRole('heading', { level: 1 });
  return menu;
};
const linkNames = (menu: HTMLElement) => within(menu).getAllByRole('link').map((link) => link.textContent);

describe('Agent centre shell and menu', () => {
  it('opens the team overview at /agentHome, with every page agent01 may see in SPEC order', async () => {
    await renderAgentHome('/agentHome', 'agent01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/agentHome/agentTeamOverview');
    const menu = await menuLinks();
    await within(menu).findByRole('link', { name: 'Real-time salary' });
    expect(linkNames(menu)).toEqual([
      'Announcements', 'Team overview', 'Open account', 'Downline management', 'Team betting', 'User profit and loss', 'My income',
      'Downline transactions', 'Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary',
    ]);
    expect(within(menu).getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dividend' })).toHaveAttribute('href', '/agentHome/agentDividendRecord2');
    // agent01 has no upline: no transfer to upline.
    expect(within(menu).queryByRole('link', { name: 'Transfer to upline' })).toBeNull();
  });

  it('shows agent02 only the salary page of the contract it holds (its dividend is only offered), and no transfer up (type 2)', async () => {
    await renderAgentHome('/agentHome/agentAnnouncement', 'agent02');
    const menu = await menuLinks();
    expect(await within(menu).findByRole('link', { name: 'Daily salary' })).toBeVisible();
    const names = linkNames(menu);
    for (const name of ['Dividend', 'Hourly salary', 'Real-time salary', 'Transfer to upline']) expect(names).not.toContain(name);
  });

  it('links a type-1 agent with an upline to the transfer to upline page', async () => {
    await renderAgentHome('/agentHome/agentTeamOverview', 'agent01sub');
    const menu = await menuLinks();
    expect(await within(menu).findByRole('link', { name: 'Transfer to upline' })).toHaveAttribute('href', '/member/transferUpline');
  });

  it('shows no dividend or salary page to an agent holding no contract (agent41)', async () => {
    await renderAgentHome('/agentHome/agentTeamOverview', 'agent41');
    const menu = await menuLinks();
    await screen.findByText('Team size');
    for (const name of ['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary']) expect(linkNames(menu)).not.toContain(name);
  });

  it('follows the brand: Golden Lotus has no hourly salary page', async () => {
    await renderAgentHome('/agentHome/agentTeamOverview', 'agent01', 'goldenlotus');
    const menu = await menuLinks();
    await within(menu).findByRole('link', { name: 'Real-time salary' });
    expect(linkNames(menu)).not.toContain('Hourly salary');
  });

  it('says a page is not for this agent, and that an unknown page does not exist', async () => {
    const view = await renderAgentHome('/agentHome/agentDividendRecord2', 'agent02');
    expect(await screen.findByText('This page is not available for your account.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Dividend' })).toBeVisible();
    view.unmount();
    await renderAgentHome('/agentHome/noSuchPage', 'agent01');
    expect(await screen.findByText('There is no such page in the agent centre.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Team overview' })).toHaveAttribute('href', '/agentHome/agentTeamOverview');
  });
});
