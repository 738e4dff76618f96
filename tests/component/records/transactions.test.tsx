import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, configureApi, session } from '@/api';
import { TransactionHistory, transactionCodeTypes } from '@/features/records';
import { getMerchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { withHistoryOf } from '../../support/history';
import { findMember } from '../../../sandbox/store';

const NO = { dividend: false, dailySalary: false, hourSalary: false };
const ALL = { dividend: true, dailySalary: true, hourSalary: true };

describe('transactionCodeTypes', () => {
  it('gives an ordinary member the everyday codes only', () => {
    expect(transactionCodeTypes({ flags: {}, role: 'member', contracts: NO })).toEqual(['deposit', 'withdraw', 'betting', 'winning', 'dividend', 'other']);
  });

  it('adds rebates and referral with their switches, and drops money moves in a credit market', () => {
    const codes = transactionCodeTypes({ flags: { PLYRBT: true, REFERRAL3: true, CREDITMAR3: true }, role: 'member', contracts: NO });
    expect(codes).toEqual(['betting', 'winning', 'dividend', 'betting_rebate', 'referral_rebate', 'other']);
  });

  it('gives dividend and salary codes only to agents with the switch and the contract', () => {
    const flags = { DIVIDEND: true, DAYSAL: true, HOURSAL3: true };
    expect(transactionCodeTypes({ flags, role: 'member', contracts: ALL })).not.toContain('share_bonus');
    expect(transactionCodeTypes({ flags, role: 'agent', contracts: NO })).toEqual(['deposit', 'withdraw', 'betting', 'winning', 'dividend', 'agent_rebate', 'other']);
    expect(transactionCodeTypes({ flags, role: 'agent', contracts: { ...NO, dividend: true } })).toContain('share_bonus');
    expect(transactionCodeTypes({ flags: {}, role: 'agent', contracts: ALL })).not.toContain('share_bonus');
    expect(transactionCodeTypes({ flags, role: 'agent', contracts: ALL })).toEqual(
      expect.arrayContaining(['share_bonus', 'daily_wage', 'hour_wage']),
    );
  });
});

async function renderPage(account: string, route = '/member/transactionHistory', flags: Record<string, boolean> = {}) {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={{ ...merchant.whitelabel, ...flags }} member={{ id: stored.id, account: stored.account, type: stored.type }} route={route}>
      <TransactionHistory layout="table" />
    </AppProviders>,
  );
}

describe('TransactionHistory', { timeout: 20_000 }, () => {
  withHistoryOf('member01');
  it("shows member01's transactions of the last 7 days with the balance after each and the totals", async () => {
    const user = userEvent.setup();
    await renderPage('member01');
    await user.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Time', 'Type', 'Amount', 'Balance after', 'Order number', 'Remark']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByText('Money in')).toBeInTheDocument();
    expect(within(totals).getByText('Money out')).toBeInTheDocument();
    // Money out is shown with a minus sign.
    expect(within(table).getAllByText(/^-₱/).length).toBeGreaterThan(0);
  });

  it('offers only the codes this member may see', async () => {
    await renderPage('member01', undefined, { PLYRBT: false, MANPLAYREB3: false, REFERRAL3: true, DIVIDEND: true, DAYSAL: true });
    const select = await screen.findByRole('combobox', { name: 'Transaction type' });
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All types', 'Deposit', 'Withdrawal', 'Bet', 'Win', 'Promotion', 'Referral rebate', 'Other']);
  });

  it("offers an agent its contracts' codes only where the brand asks the consolidated call (AGENTPOLICY3)", async () => {
    const view = await renderPage('agent01', undefined, { DIVIDEND: true, DAYSAL: true, AGENTPOLICY3: true });
    const select = await screen.findByRole('combobox', { name: 'Transaction type' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Dividend' })).toBeInTheDocument());
    expect(within(select).getByRole('option', { name: 'Daily salary' })).toBeInTheDocument();
    view.unmount();
    await renderPage('agent01', undefined, { DIVIDEND: true, DAYSAL: true, AGENTPOLICY3: false });
    const plain = await screen.findByRole('combobox', { name: 'Transaction type' });
    expect(within(plain).queryByRole('option', { name: 'Dividend' })).not.toBeInTheDocument();
    expect(within(plain).queryByRole('option', { name: 'Daily salary' })).not.toBeInTheDocument();
  });

  it('filters by a type', async () => {
    const user = userEvent.setup();
    await renderPage('member01');
    await user.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transaction type' }), 'Deposit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const types = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
      expect(new Set(types)).toEqual(new Set(['Deposit']));
    });
  });

  it('says "no records yet" to a member without any', async () => {
    await renderPage('member02');
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
  });
});
