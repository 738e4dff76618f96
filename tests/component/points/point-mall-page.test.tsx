import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { PopupHost } from '@/app/popup-host';
import { Header } from '@/features/layout';
import PointMallEntry from '@/features/points/entries/point-mall-page';
import { getMerchant, type Merchant } from '@/merchant';
import { toast } from '@/ui/toast';
import naughty from '../../fixtures/naughty-strings.json';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { recordsHistory } from '../../../sandbox/operations/records';
import { findMember, forceError, resetStore } from '../../../sandbox/store';

beforeEach(() => {
  resetStore();
  session.clear();
});
afterEach(() => act(() => toast.dismiss()));
// Each test walks a whole journey against the sandbox; a loaded machine (six engineers) needs the room.
vi.setConfig({ testTimeout: 60_000 });

function brand(code: string): Merchant {
  const merchant = getMerchant(code);
  if (!merchant) throw new Error(`no brand ${code}`);
  return merchant;
}

interface RenderOptions {
  code?: string;
  account?: 'member01' | 'trial01' | null;
  language?: string;
  flags?: Record<string, boolean>;
  route?: string;
}

/** The header (balance) over /pointMall, signed in as `account` against the sandbox (a visitor with null). */
async function renderMall({ code = 'luckystar', account = 'member01', language = 'EN', flags = {}, route = '/pointMall' }: RenderOptions = {}) {
  const merchant = brand(code);
  await prepareApp(merchant, language);
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  let member = null;
  if (account) {
    const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
    session.setToken(token);
    const stored = findMember(account)!;
    member = { id: stored.id, account: stored.account, type: stored.type };
  }
  return render(
    <AppProviders merchant={merchant} flags={{ ...merchant.whitelabel, ...flags }} member={member} route={route}>
      <Header />
      <Routes>
        <Route path="/pointMall" element={<PointMallEntry />} />
      </Routes>
      <PopupHost />
    </AppProviders>,
  );
}

const yourPoints = () => screen.findAllByText('Your points');
/** The summary above the tabs (the redeem dialog, drawn later in the page, repeats the label). */
const pointsShown = (text: string) => waitFor(() => expect(screen.getAllByText('Your points')[0]!.parentElement).toHaveTextContent(`Your points ${text}`));
const goodsCard = (name: string) => screen.getByRole('article', { name });

async function openRedeem(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByRole('article', { name });
  await user.click(within(goodsCard(name)).getByRole('button', { name: `Redeem ${name}` }));
  return screen.findByRole('dialog', { name: `Redeem ${name}` });
}

describe('Points mall', () => {
  it("shows a member's points, that they never expire, and the first page of the 200 goods with their details", async () => {
    await renderMall();
    expect(await screen.findByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    await yourPoints();
    await pointsShown('12,680');
    expect(screen.getAllByText('Points never expire.')[0]).toBeVisible();
    expect(await screen.findByText('200 goods')).toBeVisible();
    expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(20);
    const earbuds = goodsCard('Bluetooth earbuds');
    expect(within(earbuds).getByText('8,000 points')).toBeVisible();
    expect(within(earbuds).getByText('Deposits of ₱5,000.00')).toBeVisible();
    expect(within(earbuds).getByText('40 pcs')).toBeVisible();
    expect(within(goodsCard('Lucky draw ticket')).getByRole('button', { name: 'Sold out Lucky draw ticket' })).toBeDisabled();
    expect(screen.getByText('Page 1 of 10')).toBeVisible();
  });

  it('redeems with a wrong fund password (its message, nothing taken), then the right one (in process, points down)', async () => {
    const user = userEvent.setup();
    await renderMall();
    await pointsShown('12,680');
    let dialog = await openRedeem(user, 'Grocery voucher 100');
    expect(within(dialog).getByText('Total: 1,000 points')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Fund password'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));

    dialog = await screen.findByRole('dialog', { name: 'Redeem Grocery voucher 100' });
    const password = within(dialog).getByLabelText('Fund password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The fund password is wrong. Enter it again; nothing was taken.'));
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(findMember('member01')!.points).toBe(12_680);

    await user.type(password, '246802');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText('Your request for 1 voucher of Grocery voucher 100 is in process.')).toBeVisible();
    expect(within(dialog).getByText('Points left: 11,680')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await pointsShown('11,680');

    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const row = await screen.findByRole('row', { name: /Grocery voucher 100/ });
    expect(within(row).getByText('In process')).toBeVisible();
  });

  it('asks for the mobile number or address the goods need, and checks the quantity against the points', async () => {
    const user = userEvent.setup();
    await renderMall();
    await pointsShown('12,680');
    const dialog = await openRedeem(user, 'Mobile load 50');
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '30');
    await user.type(within(dialog).getByLabelText('Fund password'), '246802');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(quantity).toHaveAccessibleDescription(expect.stringContaining('You have 12,680 points; this needs 15,000.'));
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const mobile = within(dialog).getByLabelText('Mobile number to receive it');
    expect(mobile).toHaveAccessibleDescription('Enter the mobile number to receive it (7 to 15 digits).');
    expect(mobile).toHaveFocus();
    await user.type(mobile, '09171234567');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText('Your request for 2 load of Mobile load 50 is in process.')).toBeVisible();
  });

  it('sends every naughty string as the receiving address and shows the request in process', async () => {
    const user = userEvent.setup();
    await renderMall();
    await pointsShown('12,680');
    const strings = naughty.strings.filter((text) => text.trim() !== '').slice(0, 4);
    for (const text of strings) {
      const dialog = await openRedeem(user, 'Bluetooth earbuds');
      const address = within(dialog).getByLabelText('Receiving address');
      await user.click(address);
      await user.paste(text.slice(0, 200));
      expect(address).toHaveValue(text.slice(0, 200));
      await user.type(within(dialog).getByLabelText('Fund password'), '246802');
      await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
      expect(await within(dialog).findByText('Your request for 1 pcs of Bluetooth earbuds is in process.')).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      if (findMember('member01')!.points < 8000) break;
    }
    expect(findMember('member01')!.points).toBe(12_680 - 8000);
  });

  it('refuses goods whose deposit requirement the member has not met, with the amounts', async () => {
    const user = userEvent.setup();
    await renderMall();
    await pointsShown('12,680');
    forceError('POST /wps/relay/passwordCheck/MCSFE_redeemPointReward', {
      code: 'redeem.amount.requirement',
      value: { amountRequirement: 50000, depositAmount: 20000 },
    });
    const dialog = await openRedeem(user, 'Grocery voucher 100');
    await user.type(within(dialog).getByLabelText('Fund password'), '246802');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'These goods need deposits of ₱50,000.00; you have deposited ₱20,000.00.',
    );
    await pointsShown('12,680');
  });

  it('converts points to cash through the confirmation; the cash reaches the main wallet and the header', async () => {
    const user = userEvent.setup();
    await renderMall({ route: '/pointMall?tab=convert' });
    await pointsShown('12,680');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Refresh balance:/ })).toHaveAccessibleName('Refresh balance: ₱1,500.50'));
    const points = await screen.findByLabelText('Points to convert');
    await user.type(points, '950');
    await user.type(screen.getByLabelText('Fund password'), '246802');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(points).toHaveAccessibleDescription(expect.stringContaining('Convert at least 1,000 points.'));
    await user.clear(points);
    await user.type(points, '2,500');
    expect(points).toHaveAccessibleDescription(expect.stringContaining('Worth ₱25.00'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Confirm the conversion' })).toBeVisible();
    expect(screen.getByText('₱25.00')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the points and the cash amount.' }));
    await user.click(screen.getByRole('button', { name: 'Convert' }));

    expect(await screen.findByText('₱25.00 was added to your main wallet for 2,500 points.')).toBeVisible();
    await pointsShown('10,180');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Refresh balance:/ })).toHaveAccessibleName('Refresh balance: ₱1,525.50'));
    expect(findMember('member01')!.balances.get(2)).toBe(1525.5);
    // The transaction history has the conversion as a row of its own, with the balance after it.
    expect(recordsHistory('member01')!.transactions.at(-1)).toMatchObject({
      txTypeName: 'Points conversion', amount: 2500, balance: 152_550, remark: '2500 points converted to cash',
    });
  });

  it('keeps the points on the form after a wrong fund password in the conversion', async () => {
    const user = userEvent.setup();
    await renderMall({ route: '/pointMall?tab=convert' });
    await pointsShown('12,680');
    await user.type(await screen.findByLabelText('Points to convert'), '1000');
    await user.type(screen.getByLabelText('Fund password'), '000000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I have checked the points and the cash amount.' }));
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    const password = await screen.findByLabelText('Fund password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The fund password is wrong. Enter it again; nothing was taken.'));
    expect(screen.getByLabelText('Points to convert')).toHaveValue('1000');
    expect(findMember('member01')!.points).toBe(12_680);
  });

  it('shows the points details with their types, and the rules with the exchange-rate table', async () => {
    const user = userEvent.setup();
    await renderMall({ route: '/pointMall?tab=details' });
    expect(await screen.findByRole('combobox', { name: 'Type' })).toBeVisible();
    expect((await screen.findAllByRole('row')).length).toBeGreaterThan(1);
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    const table = await screen.findByRole('table', { name: 'Exchange rates: points earned' });
    expect(within(table).getByRole('row', { name: 'RNG ₱100.00 2' })).toBeVisible();
    expect(screen.getByText('100 points convert to ₱1.00. Convert at least 1,000 points.')).toBeVisible();
  });

  it('lets a visitor see goods and rules, and asks them to sign in to redeem', async () => {
    const user = userEvent.setup();
    await renderMall({ account: null });
    expect(await screen.findByText('Sign in to see your points and redeem goods.')).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Goods', 'Rules']);
    await screen.findByRole('article', { name: 'Grocery voucher 100' });
    await user.click(within(goodsCard('Grocery voucher 100')).getByRole('button', { name: 'Redeem Grocery voucher 100' }));
    // The sign-in popup is its own chunk: on a loaded machine it takes a while.
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 15_000 })).toBeVisible();
  });

  it('tells a trial account it needs a real account to redeem', async () => {
    const user = userEvent.setup();
    await renderMall({ account: 'trial01' });
    await screen.findByRole('article', { name: 'Grocery voucher 100' });
    await user.click(within(goodsCard('Grocery voucher 100')).getByRole('button', { name: 'Redeem Grocery voucher 100' }));
    expect(await screen.findByText(/This needs a real account/, undefined, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Redeem Grocery voucher 100' })).not.toBeInTheDocument();
  });

  it('says points are not available when the brand has PTSYS3 off', async () => {
    await renderMall({ flags: { PTSYS3: false } });
    expect(await screen.findByText('Points are not available on this site.')).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows Golden Lotus amounts in VND and the page in Tagalog', async () => {
    await renderMall({ code: 'goldenlotus', language: 'TY', route: '/pointMall?tab=rules' });
    expect(await screen.findByText('Hindi nag-e-expire ang points.', { selector: 'li' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Mga exchange rate: kinikitang points' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/50[.,]000/);
  });
});
