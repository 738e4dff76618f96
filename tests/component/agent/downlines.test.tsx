import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { DownlineManagement } from '@/features/agent/downlines/components/downline-management';
import { Header } from '@/features/layout';
import { formatMinor, toMinor } from '@/lib/money';
import { getMerchant } from '@/merchant';
import { Toaster } from '@/ui/toast';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { downlinePage } from '../../../sandbox/operations/agent-downlines';
import { findMember, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/agentHome/downlineManagmentView';

/** Signs `account` in against the sandbox and draws the header over the downline page at `route`. */
async function renderDownlines(route = PAGE, { account = 'agent01', layout = 'table' as 'table' | 'cards' } = {}) {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={{ id: stored.id, account: stored.account, type: stored.type }} route={route}>
      <Header />
      <Routes>
        <Route path="/agentHome/:page" element={<DownlineManagement layout={layout} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Toaster />
    </AppProviders>,
  );
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const accounts = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]!.textContent!.replace(/ \(open.*$/, ''));
const rowOf = (table: HTMLElement, account: string) => bodyRows(table).find((row) => within(row).getAllByRole('cell')[0]!.textContent!.startsWith(`${account}`) && within(row).getAllByRole('cell')[0]!.textContent!.replace(/ \(open.*$/, '') === account)!;
const headerBalance = () => screen.getByRole('button', { name: /^Refresh balance: / });
const expected = (agent: string, query: string) => {
  const page = downlinePage(findMember(agent)!, new URLSearchParams(query));
  if ('error' in page) throw new Error(page.error);
  return page;
};

describe('Downline management', () => {
  it("lists agent01's direct downlines newest first, 20 a page, with the count and total balance the sandbox holds; headers sort through the address", async () => {
    const user = userEvent.setup();
    await renderDownlines();
    expect(await screen.findByRole('heading', { name: 'Your direct downlines' })).toBeVisible();
    const table = await screen.findByRole('table');
    const reference = expected('agent01', 'size=20');
    await waitFor(() => expect(accounts(table)).toEqual(reference.list.map((row) => row.account)));
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent!.replace(/[▲▼↕]/g, ''))).toEqual([
      'Username', 'Type', 'Balance', 'Registered', 'Last login', 'Status', 'Downlines', 'Actions',
    ]);
    expect(screen.getByRole('columnheader', { name: /Registered/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Total balance').nextElementSibling).toHaveTextContent(formatMinor(toMinor(reference.totalBalance)));
    expect(screen.getByText('Page 1 of 4')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^Balance/ }));
    const byBalance = expected('agent01', 'size=20&sort=balance,desc');
    await waitFor(() => expect(accounts(table)).toEqual(byBalance.list.map((row) => row.account)));
    expect(screen.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /^Balance/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(accounts(table)).toEqual(expected('agent01', 'size=20&sort=balance,asc').list.map((row) => row.account)));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 4')).toBeVisible());
    await waitFor(() => expect(accounts(table)).toEqual(expected('agent01', 'size=20&sort=balance,asc&page=2').list.map((row) => row.account)));
  });

  it('searches by part of the username and filters by type and status; Reset brings everyone back', async () => {
    const user = userEvent.setup();
    await renderDownlines();
    const table = await screen.findByRole('table');
    // The page's own Search, after the header's game search.
    const search = () => screen.getAllByRole('button', { name: 'Search' }).at(-1)!;
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'A1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Agents');
    await user.click(search());
    await waitFor(() => expect(accounts(table).toSorted()).toEqual(['agent01a1', 'agent01a10', 'agent01a11', 'agent01a12']));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Frozen');
    await user.click(search());
    await waitFor(() => expect(accounts(table)).toEqual(['agent01m19']));
    // A frozen downline cannot receive money: no Transfer on its row.
    expect(within(rowOf(table, 'agent01m19')).queryByRole('button', { name: /Transfer/ })).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Username' }));
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'nobody');
    await user.click(search());
    expect(await screen.findByText('No downlines match these filters.')).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Reset' }).at(-1)!);
    await waitFor(() => expect(screen.getByText('Page 1 of 4')).toBeVisible());
  });

  it('opens a downline agent, then its agent, with a breadcrumb back up', async () => {
    const user = userEvent.setup();
    await renderDownlines(`${PAGE}?search=agent01sub`);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(accounts(table)).toContain('agent01sub'));
    await user.click(await within(table).findByRole('link', { name: 'agent01sub (open its 16 downlines)' }));
    expect(await screen.findByRole('heading', { name: 'Downlines of agent01sub' })).toBeVisible();
    const crumbs = () => within(screen.getByRole('navigation', { name: 'Downline levels' })).getAllByRole('listitem').map((li) => li.textContent);
    await waitFor(() => expect(crumbs()).toEqual(['agent01 (you)', 'agent01sub']));
    await user.click(await screen.findByRole('link', { name: 'agent01subx (open its 20 downlines)' }));
    expect(await screen.findByRole('heading', { name: 'Downlines of agent01subx' })).toBeVisible();
    await waitFor(() => expect(crumbs()).toEqual(['agent01 (you)', 'agent01sub', 'agent01subx']));
    // Level 3: no promotion (only direct downlines), but transfers, bets and transactions.
    const deep = within(await screen.findByRole('table'));
    expect(deep.queryByRole('button', { name: /Promote/ })).toBeNull();
    expect(deep.getByRole('link', { name: 'Bets (agent01subxm1)' })).toHaveAttribute('href', '/agentHome/personalHistoryCopy?account=agent01subxm1');
    expect(deep.getByRole('link', { name: 'Transactions (agent01subxm1)' })).toHaveAttribute('href', '/agentHome/agentDownlineTransactionDetailsCopy?account=agent01subxm1');

    await user.click(screen.getByRole('link', { name: 'agent01sub' }));
    expect(await screen.findByRole('heading', { name: 'Downlines of agent01sub' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'agent01 (you)' }));
    expect(await screen.findByRole('heading', { name: 'Your direct downlines' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Downline levels' })).toBeNull();
  });

  it("switches to the whole team: every level with a Level column, the count the sandbox holds, kept in the address", async () => {
    const user = userEvent.setup();
    await renderDownlines();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Whole team' }));
    expect(await screen.findByRole('heading', { name: 'Your whole team' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Whole team' })).toHaveAttribute('aria-pressed', 'true');
    const reference = expected('agent01', 'scope=all&size=20');
    await waitFor(() => expect(screen.getByText('Downlines', { selector: 'dt' }).nextElementSibling).toHaveTextContent(String(reference.total)));
    expect(reference.total).toBeGreaterThanOrEqual(500);
    const table = screen.getByRole('table');
    await waitFor(() => expect(accounts(table)).toEqual(reference.list.map((row) => row.account)));
    expect(screen.getByRole('columnheader', { name: 'Level' })).toBeVisible();
  });

  it('refuses an account outside the team with a way back', async () => {
    await renderDownlines(`${PAGE}?parent=agent41`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is not in your team.');
    expect(screen.getByRole('link', { name: 'Back to your downlines' })).toBeVisible();
  });

  it('transfers to a downline after a wrong fund password; both balances move and the header follows', async () => {
    const user = userEvent.setup();
    await renderDownlines(`${PAGE}?search=agent01m2&type=member`);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(accounts(table)).toContain('agent01m2'));
    const before = findMember('agent01m2')!.balances.get(2)!;
    await user.click(await within(rowOf(table, 'agent01m2')).findByRole('button', { name: 'Transfer (agent01m2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to agent01m2' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Amount' }), '100');
    await user.type(within(dialog).getByLabelText('Fund password'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    for (const [term, value] of [['Downline', 'agent01m2'], ['Amount', '₱100.00'], ['Main wallet after', '₱1,400.50']] as const)
      expect(within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    await user.click(within(dialog).getByRole('checkbox', { name: 'I have checked the downline and the amount.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const password = await within(dialog).findByLabelText('Fund password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The fund password is wrong. Enter it again.'));
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('100');

    await user.type(password, '246802');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'I have checked the downline and the amount.' }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('The transfer is successful, agent01 transfers to the downline agent01m2, amount: ₱100.00.')).toBeVisible();
    expect(findMember('agent01')!.balances.get(2)).toBe(1400.5);
    expect(findMember('agent01m2')!.balances.get(2)).toBeCloseTo(before + 100, 2);
    await waitFor(() => expect(headerBalance()).toHaveAccessibleName('Refresh balance: ₱1,400.50'));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(rowOf(table, 'agent01m2')).getAllByRole('cell')[2]).toHaveTextContent(formatMinor(toMinor(before + 100))));
  });

  it('promotes a direct member downline to agent; agents and the member rows of other agents offer no promotion', async () => {
    const user = userEvent.setup();
    await renderDownlines(`${PAGE}?search=agent01m3`);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(accounts(table)).toContain('agent01m3'));
    await user.click(await within(rowOf(table, 'agent01m3')).findByRole('button', { name: 'Promote (agent01m3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote agent01m3 to agent' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Promote to agent' }));
    expect(await screen.findByText('agent01m3 is now an agent.')).toBeVisible();
    await waitFor(() => expect(within(rowOf(table, 'agent01m3')).getAllByRole('cell')[1]).toHaveTextContent('Agent (type 1)'));
    expect(within(rowOf(table, 'agent01m3')).queryByRole('button', { name: /Promote/ })).toBeNull();
    expect(findMember('agent01m3')!.type).toBe(1);
  });

  it("gates the actions by the agent's type: agent02 transfers to downlines but does not promote", async () => {
    await renderDownlines(PAGE, { account: 'agent02' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Transfer/ })).toHaveLength(10));
    expect(within(table).queryByRole('button', { name: /Promote/ })).toBeNull();
  });

  it('agent41 neither transfers nor promotes, but opens bets and transactions', async () => {
    await renderDownlines(PAGE, { account: 'agent41' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(accounts(table)).toContain('agent41m1'));
    // Wait for the agent's rules: the links are there, the money actions never come.
    await within(table).findAllByRole('link', { name: /^Bets/ });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(table).queryByRole('button', { name: /Transfer|Promote/ })).toBeNull();
  });
});
