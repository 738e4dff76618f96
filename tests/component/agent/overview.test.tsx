import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import AgentHomePage from '@/features/agent/entries/agent-home-page';
import { readOverviewFilters } from '@/features/agent/overview/overview-filters';
import { addDays, dayOf } from '@/lib/date-range';
import { formatMinor, toMinor } from '@/lib/money';
import { getMerchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { LocationProbe } from '../layout/render';
import { teamOverview } from '../../../sandbox/operations/agent-overview';
import { findMember, forceError, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());
// The whole team's numbers generate 500+ members' histories on first use.
vi.setConfig({ testTimeout: 60_000 });

async function renderOverview(route: string, account = 'agent01', language = 'EN') {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, language);
  configureApi({ merchantCode: merchant.code, language, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={{ id: stored.id, account: stored.account, type: stored.type }} route={route}>
      <Routes>
        <Route path="/agentHome/:page" element={<AgentHomePage />} />
      </Routes>
      <LocationProbe />
    </AppProviders>,
  );
}

/** The figures as the page shows them: label → text. */
async function figures() {
  const list = (await screen.findAllByRole('definition', {}, { timeout: 30_000 }))[0]!.closest('dl')!;
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'), { timeout: 30_000 });
  const out: Record<string, string> = {};
  for (const term of within(list).getAllByRole('term')) out[term.textContent!] = term.nextElementSibling!.textContent!;
  return out;
}

function expected(account: string, search: string) {
  const filters = readOverviewFilters(new URLSearchParams(search));
  const value = teamOverview(findMember(account)!, filters.query!.startTime, filters.query!.endTime, filters.scope);
  const money = (n: number) => formatMinor(toMinor(n));
  return {
    'Team size': String(value.teamSize), 'New members': String(value.newMembers), 'Active members': String(value.activeMembers),
    'Team balance': money(value.teamBalance), Deposits: money(value.depositAmount), Withdrawals: money(value.withdrawAmount),
    Bets: money(value.betAmount), 'Valid bets': money(value.validBetAmount), 'Profit and loss': money(value.profitAndLoss),
  };
}

describe('Team overview', () => {
  it("shows agent01's direct downlines for the last 7 days by default, the numbers the sandbox computes", async () => {
    await renderOverview('/agentHome/agentTeamOverview');
    expect(await screen.findByRole('heading', { level: 2, name: /^Direct downlines, / })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: 'Direct downlines' })).toBeChecked();
    const shown = await figures();
    const want = expected('agent01', '');
    expect(shown).toEqual(want);
    expect(Number(want['Team size'])).toBeGreaterThan(50);
  });

  it('switches to the whole team and to another period through the address', async () => {
    const user = userEvent.setup();
    await renderOverview('/agentHome/agentTeamOverview');
    await figures();
    await user.click(screen.getByRole('radio', { name: 'Whole team' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toContain('scope=all'));
    const location = () => screen.getByRole('status', { name: 'location' }).textContent!;
    await waitFor(async () => expect((await figures())['Team size']).toBe(expected('agent01', 'scope=all')['Team size']), { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(location()).toContain(`from=${addDays(dayOf(), -29)}`));
    const search = location().split('?')[1]!;
    await waitFor(async () => expect(await figures()).toEqual(expected('agent01', search)), { timeout: 30_000 });
    expect(screen.getByRole('heading', { level: 2, name: /^Whole team, / })).toBeVisible();
  });

  it('refuses a range over 90 days before asking', async () => {
    await renderOverview(`/agentHome/agentTeamOverview?from=${addDays(dayOf(), -120)}&to=${dayOf()}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This report covers at most 90 days at a time.');
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('says when the numbers could not be loaded and loads them again on Retry', async () => {
    const user = userEvent.setup();
    forceError('GET /wps/relay/ODSFE2_getTeamOverviewSum', { code: 'system.error' });
    await renderOverview('/agentHome/agentTeamOverview', 'agent02');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The team overview could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await figures()).toEqual(expected('agent02', ''));
  });

  it('reads in Tagalog', async () => {
    await renderOverview('/agentHome/agentTeamOverview', 'agent02', 'TY');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buod ng team' })).toBeVisible();
    expect(await screen.findByText('Laki ng team')).toBeVisible();
  });
});
