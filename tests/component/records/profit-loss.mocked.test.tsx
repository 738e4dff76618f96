import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { addDays, dayOf } from '@/lib/date-range';
import { getMerchant } from '@/merchant';
import { ProfitLoss } from '@/features/records/profit/profit-loss';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { withHistoryOf } from '../../support/history';
import { findMember } from '../../../sandbox/store';

// jsdom has no canvas: a stand-in uPlot records what the chart was given.
const charts = vi.hoisted(() => [] as { data: unknown[][]; destroyed: boolean }[]);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    record: { data: unknown[][]; destroyed: boolean };
    constructor(_options: unknown, data: unknown[][]) {
      this.record = { data, destroyed: false };
      charts.push(this.record);
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: FakePlot };
});

async function renderPage(account: string, route = '/member/personalProfit') {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={{ id: stored.id, account: stored.account, type: stored.type }} route={route}>
      <ProfitLoss layout="table" />
    </AppProviders>,
  );
}

describe('ProfitLoss', { timeout: 20_000 }, () => {
  withHistoryOf('member01');
  it('shows the profit and loss per game category with the totals, and the same range per day as a chart and a table', async () => {
    await renderPage('member01');
    const header = await screen.findByRole('columnheader', { name: 'Game category' }, { timeout: 15_000 });
    const table = header.closest('table')!;
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Game category', 'Bets', 'Bet', 'Valid bet', 'Win', 'Rebate earned', 'Profit and loss']);
    expect(within(table).getByText('Slots')).toBeInTheDocument();
    expect(within(table).getByText('Live Casino')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByText('Profit and loss')).toBeInTheDocument();
    expect(within(totals).getByText('Rebate earned')).toBeInTheDocument();

    // Last 7 days by default: one row per day in the screen-reader table, one bar per day in the chart.
    const days = await screen.findByRole('table', { name: 'Profit and loss per day' });
    expect(within(days).getAllByRole('row')).toHaveLength(8);
    await waitFor(() => expect(charts.at(-1)?.data[0]).toHaveLength(7));
    expect(screen.getByRole('figure')).toHaveAccessibleName(/Profit and loss per day/);
  }, 20_000);

  it('changes the range with a preset (the chart follows)', async () => {
    const user = userEvent.setup();
    await renderPage('member01');
    await screen.findByRole('table', { name: 'Profit and loss per day' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Profit and loss per day' })).getAllByRole('row')).toHaveLength(31));
    await waitFor(() => expect(charts.at(-1)?.data[0]).toHaveLength(30));
  });

  it('tells a member without bets that there are no records yet, without a chart', async () => {
    await renderPage('member02');
    expect(await screen.findByText('No records yet', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('refuses a range over 90 days before asking', async () => {
    const today = dayOf();
    await renderPage('member01', `/member/personalProfit?from=${addDays(today, -95)}&to=${today}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/90/);
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
