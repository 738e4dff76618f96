import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, configureApi, session } from '@/api';
import { BettingRecord } from '@/features/records/bets/betting-record';
import { addDays, dayOf } from '@/lib/date-range';
import { getMerchant } from '@/merchant';
import { Toaster } from '@/ui/toast';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { forceError, findMember, resetStore } from '../../../sandbox/store';

const today = dayOf();
const lastWeek = `from=${addDays(today, -6)}&to=${today}`;

async function renderPage(account: string, route = `/member/personalHistoryCopy?${lastWeek}`) {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={{ id: stored.id, account: stored.account, type: stored.type }} route={route}>
      <BettingRecord layout="table" />
      <Toaster />
    </AppProviders>,
  );
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const columnOf = (table: HTMLElement, name: string) => headers(table).indexOf(name);
const cellTexts = (table: HTMLElement, name: string) => {
  const index = columnOf(table, name);
  return bodyRows(table).map((row) => within(row).getAllByRole('cell')[index]!.textContent);
};

describe('BettingRecord', { timeout: 20_000 }, () => {
  beforeEach(() => resetStore());

  it('offers the categories of the vendor menu as tabs and shows the first one with its totals', async () => {
    await renderPage('member01');
    const tabs = await screen.findByRole('tablist', { name: 'Game category' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      expect.arrayContaining(['Lottery', 'Live Casino', 'Sports', 'Fishing', 'Slots', 'Card Games']),
    );
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    for (const label of ['Total bet', 'Valid bet', 'Total win', 'Profit and loss']) expect(within(totals).getByText(label)).toBeInTheDocument();
  });

  it('shows event, selection and odds for sports, and waiting bets without results', async () => {
    const user = userEvent.setup();
    await renderPage('member01', `/member/personalHistoryCopy?${lastWeek}&type=SPORTS`);
    let table = await screen.findByRole('table', undefined, { timeout: 5000 });
    expect(headers(table)).toEqual(expect.arrayContaining(['Event', 'Selection', 'Odds', 'Valid bet', 'Win', 'Profit and loss']));
    await waitFor(() => expect(cellTexts(table, 'Odds').every((odds) => /^\d+\.\d\d$/.test(odds ?? ''))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Waiting for result' }));
    await waitFor(() => expect(headers(screen.getByRole('table'))).not.toContain('Win'));
    table = screen.getByRole('table');
    expect(headers(table)).toEqual(expect.arrayContaining(['Event', 'Selection', 'Odds', 'Bet']));
  });

  it('filters the lottery by provider and finds an order by its number', async () => {
    const user = userEvent.setup();
    await renderPage('member01', `/member/personalHistoryCopy?${lastWeek}&type=ELOTT`);
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    expect(headers(table)).toEqual(expect.arrayContaining(['Draw', 'Bet content', 'Status']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'Keno Live');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new Set(cellTexts(screen.getByRole('table'), 'Game'))).toEqual(new Set(['Keno Live'])));

    const orderNo = cellTexts(screen.getByRole('table'), 'Order number')[3]!;
    await user.type(screen.getByRole('searchbox', { name: 'Order number' }), orderNo);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cellTexts(screen.getByRole('table'), 'Order number')).toEqual([orderNo]));
    expect(screen.getByText('1 record')).toBeInTheDocument();
  });

  it('opens a bet in a labelled dialog and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    await renderPage('member01', `/member/personalHistoryCopy?${lastWeek}&type=SPORTS`);
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    const orderNo = cellTexts(table, 'Order number')[0]!;
    const details = within(bodyRows(table)[0]!).getByRole('button', { name: /^Details/ });
    expect(details).toHaveAccessibleName(`Details ${orderNo}`);
    await user.click(details);
    const dialog = screen.getByRole('dialog', { name: 'Bet details' });
    expect(within(dialog).getByText(orderNo)).toBeInTheDocument();
    expect(within(dialog).getByText('Selection')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });

  it('cancels a waiting lottery order after confirmation: a toast, the refund, the list refreshed', async () => {
    const user = userEvent.setup();
    await renderPage('member01', `/member/personalHistoryCopy?${lastWeek}&type=ELOTT&status=unsettled`);
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    const cancel = await within(table).findAllByRole('button', { name: /^Cancel order/ }, { timeout: 5000 });
    const orderNo = cancel[0]!.textContent!.replace('Cancel order', '').trim();
    await user.click(cancel[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this lottery order?' });
    expect(within(dialog).getByText(orderNo)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(new RegExp(`Order ${orderNo} is cancelled: ₱[\\d,.]+ is back in your main wallet`))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Cancel order ${orderNo}` })).not.toBeInTheDocument());
    // Its buttons are gone with it: focus is on the refreshed results.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Betting record: results' })).toHaveFocus());
  });

  it('says why a cancel was refused and what happens next', async () => {
    const user = userEvent.setup();
    await renderPage('member01', `/member/personalHistoryCopy?${lastWeek}&type=ELOTT&status=unsettled`);
    const cancel = await screen.findAllByRole('button', { name: /^Cancel order/ }, { timeout: 5000 });
    forceError('POST /wps/relay/ODSFE2_cancelElottOrder', { code: 'elott.order.draw.closed' });
    await user.click(cancel[0]!);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Betting on this draw has closed');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Yes, cancel it' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "no records yet" to a member who never bet', async () => {
    await renderPage('member02');
    expect(await screen.findByText('No records yet', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
