import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, configureApi, session } from '@/api';
import { DownlineTransactions, RevenueReport, TeamBetting, TeamProfitLoss } from '@/features/agent/reports/team-report-pages';
import { addDays, presetRange, rangeToMs } from '@/lib/date-range';
import { formatMinor, toMinor } from '@/lib/money';
import { getMerchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { teamBetTotals } from '../../../sandbox/operations/agent-reports';
import { recordsHistory } from '../../../sandbox/operations/records';
import { teamOf } from '../../../sandbox/seed/agents';
import { findMember } from '../../../sandbox/store';

type Page = typeof TeamBetting;

async function renderReport(Report: Page, route: string, account = 'agent01') {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={{ id: stored.id, account: stored.account, type: stored.type }} route={route}>
      <Report layout="table" />
    </AppProviders>,
  );
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const last7 = presetRange('last7')!;
const LAST7 = `from=${last7.from}&to=${last7.to}`;

describe('Agent team reports', () => {
  // The sandbox generates each member's history on first use (500+ members): once, before the first render.
  beforeAll(() => {
    for (const member of teamOf(findMember('agent01')!.id)) recordsHistory(member.account);
  }, 60_000);

  it("team betting lists agent01's members with their superior and level, totals agreeing with the sandbox", async () => {
    await renderReport(TeamBetting, `/agentHome/personalHistoryCopy?${LAST7}`);
    const table = await screen.findByRole('table');
    expect(headers(table)).toEqual(['Member', 'Direct superior', 'Level', 'Bets', 'Bet', 'Valid bet', 'Win', 'Profit and loss']);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(20));
    const expected = teamBetTotals('agent01', rangeToMs(last7).startMs, rangeToMs(last7).endMs)!;
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByText(formatMinor(toMinor(expected.footer.validBetAmount)))).toBeInTheDocument();
    expect(screen.getByText(`${expected.rows.length} records`)).toBeInTheDocument();
    // Highest valid bet first (the default sort).
    const valid = bodyRows(table).map((row) => toMinor(cells(row)[5]!.replace(/[^\d.-]/g, '')));
    expect(valid).toEqual(valid.toSorted((a, b) => b - a));
  }, 30_000);

  it('direct downlines only: every row is level 1 with agent01 as the superior', async () => {
    const user = userEvent.setup();
    await renderReport(TeamBetting, `/agentHome/personalHistoryCopy?${LAST7}`);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Direct downlines' }));
    await waitFor(() => {
      const rows = bodyRows(screen.getByRole('table')).map(cells);
      expect(new Set(rows.map((row) => `${row[1]}/${row[2]}`))).toEqual(new Set(['agent01/1']));
    });
    expect(screen.getByRole('button', { name: 'Direct downlines' })).toHaveAttribute('aria-pressed', 'true');
  }, 30_000);

  it('one member by account, whatever its level (the link from downline management)', async () => {
    await renderReport(TeamBetting, `/agentHome/personalHistoryCopy?${LAST7}&account=agent01a1m3`);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(bodyRows(table).map(cells)).toEqual([expect.arrayContaining(['agent01a1m3', 'agent01a1', '2'])]));
    expect(screen.getByRole('searchbox', { name: 'Member account' })).toHaveValue('agent01a1m3');
  }, 30_000);

  it('shows members without bets only when asked, and sorts by the chosen figure', async () => {
    const user = userEvent.setup();
    const today = presetRange('today')!;
    await renderReport(TeamBetting, `/agentHome/personalHistoryCopy?from=${today.from}&to=${today.to}&type=PVP`);
    await screen.findByRole('table');
    const hidden = Number(/\d+/.exec(screen.getByRole('status').textContent ?? '')?.[0]);
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${teamOf(findMember('agent01')!.id).length} records`));
    expect(hidden).toBeLessThan(teamOf(findMember('agent01')!.id).length);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Member, A to Z');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const names = bodyRows(screen.getByRole('table')).map((row) => cells(row)[0]!);
      expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
    });
  }, 30_000);

  it('user profit and loss shows money in and out, rebate and promotions per member', async () => {
    await renderReport(TeamProfitLoss, `/agentHome/palStatementsAgentCopy?${LAST7}&account=agent01m1`);
    const table = await screen.findByRole('table');
    expect(headers(table)).toEqual(['Member', 'Direct superior', 'Deposits', 'Withdrawals', 'Bet', 'Valid bet', 'Win', 'Rebate', 'Promotions', 'Profit and loss']);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    const row = cells(bodyRows(table)[0]!);
    expect(row.slice(0, 2)).toEqual(['agent01m1', 'agent01']);
  }, 30_000);

  it("my income pays each level its rate: 0.5% on direct downlines' valid bets", async () => {
    await renderReport(RevenueReport, `/agentHome/agentRevenueReport?${LAST7}&scope=direct`);
    const table = await screen.findByRole('table');
    expect(headers(table)).toEqual(['Member', 'Direct superior', 'Level', 'Valid bet', 'Commission rate', 'Commission']);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1));
    for (const row of bodyRows(table).map(cells)) {
      expect(row[4]).toBe('0.5%');
      expect(toMinor(row[5]!.replace(/[^\d.-]/g, ''))).toBe(Math.floor(toMinor(row[3]!.replace(/[^\d.-]/g, '')) * 0.005));
    }
  }, 30_000);

  it('downline transactions: the team members’ transactions of one type, and at most 30 days', async () => {
    const user = userEvent.setup();
    await renderReport(DownlineTransactions, `/agentHome/agentDownlineTransactionDetailsCopy?${LAST7}`);
    const table = await screen.findByRole('table');
    expect(headers(table)).toEqual(['Time', 'Member', 'Direct superior', 'Type', 'Amount', 'Balance after', 'Order number', 'Remark']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transaction type' }), 'Deposit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new Set(bodyRows(screen.getByRole('table')).map((row) => cells(row)[3]))).toEqual(new Set(['Deposit'])));
    const members = new Set(bodyRows(screen.getByRole('table')).map((row) => cells(row)[1]));
    expect(members.size).toBeGreaterThan(1);
  }, 30_000);

  it('refuses a transaction range over 30 days before asking', async () => {
    const today = presetRange('today')!.to;
    await renderReport(DownlineTransactions, `/agentHome/agentDownlineTransactionDetailsCopy?from=${addDays(today, -30)}&to=${today}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 30 days');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
