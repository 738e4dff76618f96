import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { CreditReportPage, usedPercent } from '@/features/credit/components/credit-report';
import MemberCentrePage from '@/features/member/entries/member-centre-page';
import { memberMenu } from '@/features/member/menu';
import { setMoneyDefaults } from '@/lib/format';
import { getMerchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { creditReport } from '../../../sandbox/operations/credit';
import { findMember, forceError, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

async function signIn(account: string, code = 'luckystar') {
  const merchant = getMerchant(code)!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  setMoneyDefaults({ currency: merchant.currency.code, locale: merchant.currency.locale });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return { merchant, member: { id: stored.id, account: stored.account, type: stored.type } };
}

describe('CreditReportPage', () => {
  it("shows the member's credit limit, what is used and what is available, as the sandbox serves them", async () => {
    const { merchant, member } = await signIn('member01');
    const expected = creditReport({ account: 'member01' }, 'PHP');
    const money = (n: number) => new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(n);
    render(
      <AppProviders merchant={merchant} flags={{ CREDITMAR3: true }} member={member}>
        <CreditReportPage />
      </AppProviders>,
    );
    const limit = (await screen.findByText('Credit limit')).parentElement!;
    expect(within(limit).getByText(money(expected.creditLimit))).toBeInTheDocument();
    expect(within(screen.getByText('Used').parentElement!).getByText(money(expected.usedCredit))).toBeInTheDocument();
    expect(within(screen.getByText('Available').parentElement!).getByText(money(expected.availableCredit))).toBeInTheDocument();
    expect(expected.availableCredit).toBeCloseTo(expected.creditLimit - expected.usedCredit, 2);
    const meter = screen.getByRole('meter', { name: 'Credit used' });
    expect(meter).toHaveAttribute('aria-valuetext', `${usedPercent(expected)}% of your limit used`);
  });

  it('says the report could not be loaded and loads it again on Retry', async () => {
    const { merchant, member } = await signIn('member01');
    forceError('GET /wps/relay/MCSFE_getCreditReport', { code: 'unknown_error' });
    render(
      <AppProviders merchant={merchant} flags={{ CREDITMAR3: true }} member={member}>
        <CreditReportPage />
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your credit report could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Credit limit')).toBeInTheDocument();
  });

  it('is in the member centre only where the brand is a credit market', async () => {
    const base = { role: 'member' as const, memberType: 0, singleWallet: false };
    expect(memberMenu({ ...base, flags: { DEPOSIT: true, CREDITMAR3: false } }).map((i) => i.page)).not.toContain('creditReport');
    const credit = memberMenu({ ...base, flags: { DEPOSIT: true, CREDITMAR3: true } }).map((i) => i.page);
    expect(credit).toContain('creditReport');
    expect(credit).not.toContain('depositv2');

    const { merchant, member } = await signIn('member01');
    render(
      <AppProviders merchant={merchant} flags={{ ...merchant.whitelabel, CREDITMAR3: true }} member={member} route="/member/creditReport">
        <Routes>
          <Route path="/member/:page" element={<MemberCentrePage />} />
        </Routes>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit report' })).toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('link', { name: 'Credit report' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByText('Credit limit')).toBeInTheDocument());
  });

  it('is refused to a trial account by the sandbox, and serves VND lines to Golden Lotus', async () => {
    const vnd = creditReport({ account: 'member01' }, 'VND');
    const php = creditReport({ account: 'member01' }, 'PHP');
    expect(vnd.creditLimit).toBe(php.creditLimit * 500);
    await signIn('trial01');
    await expect(api.GET('/wps/relay/MCSFE_getCreditReport')).rejects.toMatchObject({ message: 'in_need_true_account' });
  });
});
