import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, configureApi, session } from '@/api';
import { BonusDetails } from '@/features/records/rebates/bonus-details';
import { ManualRebate } from '@/features/records/rebates/manual-rebate';
import { getMerchant } from '@/merchant';
import { Toaster } from '@/ui/toast';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { findMember, forceError, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());

async function renderPage(account: string, page: ReactNode, route: string) {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={{ ...merchant.whitelabel, PLYRBT: true, MANPLAYREB3: true }} member={{ id: stored.id, account: stored.account, type: stored.type }} route={route}>
      {page}
      <Toaster />
    </AppProviders>,
  );
}

// Each test starts from a fresh store, so member01's history (110,000 bets) is generated again: seconds under load.
describe('BonusDetails', { timeout: 20_000 }, () => {
  it('shows the rebate rates and the rebates paid per category and period with their totals', async () => {
    await renderPage('member01', <BonusDetails layout="table" />, '/member/bonusDetails');
    const rates = await screen.findByRole('region', { name: 'Your rebate rates' });
    expect(await within(rates).findByText('1.2%')).toBeInTheDocument();
    expect(within(rates).getByText('No rebate')).toBeInTheDocument();
    const header = await screen.findByRole('columnheader', { name: 'Period' }, { timeout: 15_000 });
    const table = header.closest('table')!;
    expect(within(table).getAllByText('Daily rebate').length).toBeGreaterThan(0);
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByText('Rebates earned')).toBeInTheDocument();
  }, 20_000);

  it('filters by game category', async () => {
    const user = userEvent.setup();
    await renderPage('member01', <BonusDetails layout="table" />, '/member/bonusDetails');
    const header = await screen.findByRole('columnheader', { name: 'Game category' }, { timeout: 15_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game category' }), 'Live Casino');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = header.closest('table')!;
    await waitFor(() => {
      const cells = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
      expect(new Set(cells)).toEqual(new Set(['Live Casino']));
    });
  }, 20_000);
});

describe('ManualRebate', { timeout: 20_000 }, () => {
  it('claims a category after confirming: a toast, the amount back to zero, the claim in the history; then it waits for the claim interval', async () => {
    const user = userEvent.setup();
    await renderPage('member01', <ManualRebate layout="table" />, '/member/manualRebate');
    const claimSlots = await screen.findByRole('button', { name: 'Claim the Slots rebate' }, { timeout: 15_000 });
    expect(claimSlots).toBeEnabled();
    await user.click(claimSlots);
    const step = screen.getByRole('region', { name: 'Confirm rebate claim' });
    expect(within(step).getByText('Slots')).toBeInTheDocument();
    expect(within(step).getByRole('checkbox', { name: 'I claim this rebate now' })).toHaveFocus();
    await user.click(within(step).getByRole('checkbox', { name: 'I claim this rebate now' }));
    await user.dblClick(within(step).getByRole('button', { name: 'Claim' }));

    expect(await screen.findByText(/rebate paid into your main wallet/)).toBeInTheDocument();
    // Claimed once only (the double click sent one request), then the member has to wait.
    expect(await screen.findByText(/You can claim again at/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim the Slots rebate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Claim all' })).toBeDisabled();
    await waitFor(() => expect(screen.getAllByText('Claimed by you')).toHaveLength(1), { timeout: 8000 });
  }, 30_000);

  it('says why when the platform refuses: too soon, and keeps the step for another try when the claim failed', async () => {
    const user = userEvent.setup();
    await renderPage('member01', <ManualRebate layout="table" />, '/member/manualRebate');
    await user.click(await screen.findByRole('button', { name: 'Claim all' }, { timeout: 15_000 }));
    forceError('POST /wps/relay/MCSFE_submitManualRebate', { code: 'unknown_error' });
    await user.click(screen.getByRole('checkbox', { name: 'I claim this rebate now' }));
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('The rebate could not be claimed. Nothing was paid. Try again.')).toBeInTheDocument();

    forceError('POST /wps/relay/MCSFE_submitManualRebate', { code: 'rebate.claim.too.soon' });
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/You claimed less than 10 minutes ago/);
    expect(screen.getByRole('heading', { name: 'Rebate you can claim now' })).toHaveFocus();
  }, 30_000);

  it('gives a member without bets nothing to claim', async () => {
    await renderPage('member02', <ManualRebate layout="table" />, '/member/manualRebate');
    expect(await screen.findByRole('button', { name: 'Claim all' }, { timeout: 15_000 })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Claim the Slots rebate' })).toBeDisabled();
    expect(screen.getAllByText(/Below the ₱1.00 minimum/).length).toBeGreaterThan(0);
  }, 20_000);
});
