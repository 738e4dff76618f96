import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/ui/toast';
import naughty from '../../fixtures/naughty-strings.json';
import { findMember, resetStore } from '../../../sandbox/store';
import { setTodayActivity } from '../../../sandbox/seed/rewards';
import { claimsOf } from '../../../sandbox/seed/promotions';
import { renderMemberPage } from '../member/wallet/render';

beforeEach(() => resetStore());
afterEach(() => act(() => toast.dismiss()));
vi.setConfig({ testTimeout: 30_000 });

const headerBalance = () => screen.getByRole('button', { name: /^Refresh balance: / });
const toastText = (text: string | RegExp) => within(screen.getByRole('region', { name: /^Notifications/ })).findByText(text);
const mainWallet = (account = 'member01') => findMember(account)!.balances.get(2);

async function openTab(tab: string, account = 'member01') {
  await renderMemberPage(`/member/rewardCenter${tab === 'rewards' ? '' : `?tab=${tab}`}`, { account });
  await waitFor(() => expect(headerBalance()).toHaveAccessibleName(/₱/));
  return userEvent.setup();
}

describe('Rewards centre', () => {
  it('shows the totals and the rewards waiting, and a claim moves the header balance', async () => {
    const user = await openTab('rewards');
    // member01's three seeded rewards and today's deposit mission, done on first sight.
    expect(await screen.findByText('4 rewards waiting')).toBeVisible();
    expect(screen.getByText('Claimed in total')).toBeVisible();
    const list = await screen.findByRole('heading', { level: 2, name: 'Rewards to claim' });
    const section = list.closest('section')!;
    const claim = within(section).getByRole('button', { name: /^Claim ₱120\.00: / });
    await user.click(claim);
    expect(await toastText(/^₱120\.00 from .* is in your main wallet\.$/)).toBeInTheDocument();
    await waitFor(() => expect(headerBalance()).toHaveAccessibleName('Refresh balance: ₱1,620.50'));
    await waitFor(() => expect(within(section).queryByRole('button', { name: /^Claim ₱120\.00: / })).toBeNull());
    expect(await screen.findByText('3 rewards waiting')).toBeVisible();
  });

  it('claims the rescue fund once: 10% of yesterday\'s loss', async () => {
    const user = await openTab('rewards');
    await user.click(await screen.findByRole('button', { name: 'Claim rescue fund ₱200.00' }));
    expect(await toastText('Rescue fund of ₱200.00 is in your main wallet.')).toBeInTheDocument();
    expect(await screen.findByText("You have claimed today's rescue fund.")).toBeVisible();
    expect(mainWallet()).toBe(1700.5);
  });

  it("claims today's sign-in: day 4 turns Claimed, the wallet and the claim history follow", async () => {
    const user = await openTab('signin');
    const days = await screen.findByRole('list', { name: 'Sign-in days' });
    const today = within(days).getAllByRole('listitem')[3]!;
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent(/Day 4.*₱15\.00.*Today.*Deposit ₱100\.00 · Bet ₱300\.00/);
    expect(screen.getByText(/2 of 7 days claimed\. Today you deposited ₱500\.00 and bet ₱1,250\.50\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: "Claim today's reward ₱15.00" }));
    expect(await toastText("Today's sign-in reward of ₱15.00 is in your main wallet.")).toBeInTheDocument();
    await waitFor(() => expect(headerBalance()).toHaveAccessibleName('Refresh balance: ₱1,515.50'));
    expect(await screen.findByText("Today's reward is claimed. Come back tomorrow.")).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Sign-in days' })).getAllByRole('listitem')[3]).toHaveTextContent('Claimed');
    expect(claimsOf('member01').at(-1)).toMatchObject({ promotionType: 'LOGIN', amount: 15, status: 'C' });
  });

  it('says how much more to deposit, with a link to deposit, when the deposit is missing', async () => {
    setTodayActivity(findMember('member02')!, { deposit: 40, bet: 0 });
    const user = await openTab('signin', 'member02');
    await user.click(await screen.findByRole('button', { name: "Claim today's reward ₱15.00" }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deposit at least ₱100.00 today to claim this reward. You have deposited ₱40.00 so far.');
    expect(within(alert).getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/member/depositv2');
    expect(mainWallet('member02')).toBe(1500.5);
  });

  it('says how much more to bet when the bets are missing (no deposit link)', async () => {
    setTodayActivity(findMember('member02')!, { deposit: 100, bet: 120 });
    const user = await openTab('signin', 'member02');
    await user.click(await screen.findByRole('button', { name: "Claim today's reward ₱15.00" }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bet at least ₱300.00 today to claim this reward. You have bet ₱120.00 so far.');
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('opens a ticket: announces the prize, then lists it as won', async () => {
    const user = await openTab('tickets');
    expect(await screen.findByText('4 tickets to open.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open Golden egg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Golden egg' });
    // The tests' browser asks for reduced motion: the prize shows as soon as the claim answers.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/^You won ₱[\d.,]+! It is in your main wallet\.$/), { timeout: 5000 });
    const won = /₱([\d.,]+)/.exec(within(dialog).getByRole('status').textContent ?? '')![1]!;
    await waitFor(() => expect(headerBalance()).toHaveAccessibleName(`Refresh balance: ₱${(1500.5 + Number(won.replace(/,/g, ''))).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('3 tickets to open.')).toBeVisible();
    expect(screen.getByText(`Won ₱${won}`)).toBeVisible();
  });

  it('redeems a promo code in any case, and says why a used, expired or unknown one is refused', async () => {
    const user = await openTab('code');
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    const redeem = screen.getByRole('button', { name: 'Redeem' });

    await user.type(field, 'welcome100');
    await user.click(redeem);
    expect(await toastText('₱100.00 from Welcome code is in your main wallet.')).toBeInTheDocument();
    await waitFor(() => expect(headerBalance()).toHaveAccessibleName('Refresh balance: ₱1,600.50'));
    expect(field).toHaveValue('');
    expect(await screen.findByText('WELCOME100')).toBeVisible();

    for (const [code, message] of [
      ['WELCOME100', 'You have already redeemed this promo code.'],
      ['FIRSTDEP50', 'You have already redeemed this promo code.'],
      ['SPRING2026', 'This promo code has expired.'],
      ['NOSUCHCODE', 'This promo code does not exist. Check it and try again.'],
    ] as const) {
      await user.clear(field);
      await user.type(field, code);
      await user.click(redeem);
      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue(code);
    }
    expect(mainWallet()).toBe(1600.5);
  });

  it('keeps every naughty string in the promo-code field, refuses it with a message and credits nothing', async () => {
    await openTab('code');
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    const form = field.closest('form')!;
    for (const text of naughty.strings) {
      fireEvent.change(field, { target: { value: text } });
      fireEvent.submit(form);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveValue(text.replace(/[\r\n]/g, ''));
    }
    expect(document.querySelector('script')).toBeNull();
    expect(mainWallet()).toBe(1500.5);
  });

  it('lists the claim history on the report view with its totals', async () => {
    await openTab('history');
    const results = await screen.findByRole('region', { name: /Claim history/ }, { timeout: 10_000 });
    expect(within(results).getAllByRole('row').length).toBeGreaterThan(2);
    expect(screen.getByRole('tab', { name: 'To claim' })).toBeVisible();
    expect(screen.getAllByText('Claimed in total').length).toBeGreaterThan(1);
  });
});
