import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { ReferralScreen } from '@/features/referral/components/referral-screen';
import { setMoneyDefaults } from '@/lib/format';
import { usePopups } from '@/lib/popups';
import { getMerchant } from '@/merchant';
import { toast, Toaster } from '@/ui/toast';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { findMember, forceError, issueCaptcha, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

/** Names the popup on screen, as the popup host would show it. */
function PopupProbe() {
  const { current } = usePopups();
  return <output aria-label="Open popup">{current?.name ?? ''}</output>;
}

async function renderScreen({ account, code = 'luckystar' }: { account?: string; code?: string } = {}) {
  const merchant = getMerchant(code)!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  let member = null;
  if (account) {
    const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
    session.setToken(token);
    const stored = findMember(account)!;
    member = { id: stored.id, account: stored.account, type: stored.type };
  }
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={member} route="/join">
      <ReferralScreen standalone layout="table" />
      <PopupProbe />
      <Toaster />
    </AppProviders>,
  );
}

const toastText = (text: string) => within(screen.getByRole('region', { name: /^Notifications/ })).findByText(text);

describe('Invite friends', () => {
  it("gives member01 its code and invite link, copied by separate buttons, and its QR code", async () => {
    const user = userEvent.setup();
    await renderScreen({ account: 'member01' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
    const invite = await screen.findByRole('region', { name: 'Your invite link' });
    const code = (await within(invite).findByText(/^RF[0-9A-Z]+$/)).textContent!;
    const link = within(invite).getByText(/\/register\?referralCode=/).textContent!;
    expect(link).toBe(`${window.location.origin}/register?referralCode=${code}`);

    await user.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(await toastText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(within(invite).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(code);

    expect(await within(invite).findByRole('img', { name: `QR code that opens registration with referral code ${code}` })).toBeInTheDocument();
    expect(within(invite).getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    // jsdom has no share sheet: no Share button.
    expect(within(invite).queryByRole('button', { name: 'Share' })).toBeNull();
    expect(within(invite).getByText(/^36 \(\d+ qualified\)$/)).toBeInTheDocument();
  });

  it('opens the share sheet with the link where the browser has one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    const user = userEvent.setup();
    await renderScreen({ account: 'member01' });
    const invite = await screen.findByRole('region', { name: 'Your invite link' });
    await user.click(await within(invite).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Join me on Lucky Star', url: expect.stringMatching(/\/register\?referralCode=RF/) }));
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });

  it('shows income today and in total by kind, the invitees with their counts, and the reward records', async () => {
    const user = userEvent.setup();
    await renderScreen({ account: 'member01' });
    const income = await screen.findByRole('region', { name: 'Your referral income' });
    const table = await within(income).findByRole('table');
    // Each kind's today and total, and the sums above the table (member01 has earned something today).
    const pesos = (text: string | null) => Math.round(Number((text ?? '').replace(/[₱,]/g, '')) * 100);
    const today = ['Invitation reward', 'Achievement reward', 'Deposit rebate', 'Bet rebate']
      .map((kind) => within(within(table).getByRole('row', { name: new RegExp(`^${kind}`) })).getAllByRole('cell'));
    const todaySum = today.reduce((sum, cells) => sum + pesos(cells[0]!.textContent), 0);
    const totalSum = today.reduce((sum, cells) => sum + pesos(cells[1]!.textContent), 0);
    expect(todaySum).toBeGreaterThan(0);
    expect(pesos(within(income).getByText('Today', { selector: 'span' }).nextElementSibling!.textContent)).toBe(todaySum);
    expect(pesos(within(income).getByText('Total', { selector: 'span' }).nextElementSibling!.textContent)).toBe(totalSum);

    const counts = screen.getByRole('region', { name: 'Invitee counts for the period' });
    await waitFor(() => expect(within(counts).getByText('Invitees').nextElementSibling?.textContent).toMatch(/^\d+$/));
    const invitees = Number(within(counts).getByText('Invitees').nextElementSibling!.textContent);
    const qualified = Number(within(counts).getByText('Qualified').nextElementSibling!.textContent);
    expect(invitees).toBeGreaterThan(qualified);
    expect(await screen.findByRole('columnheader', { name: 'Invitee' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Not qualified' }));
    await waitFor(() => expect(within(counts).getByText('Qualified').nextElementSibling).toHaveTextContent('0'));
    const rows = within(screen.getByRole('columnheader', { name: 'Invitee' }).closest('table')!).getAllByRole('row').slice(1);
    for (const row of rows) expect(row).toHaveTextContent('Not qualified');

    await user.click(screen.getByRole('tab', { name: 'Reward records' }));
    expect(await screen.findByRole('columnheader', { name: 'Reward' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Totals for the period' })).toHaveTextContent('Rewards paid');
    expect(screen.getAllByText('Bet rebate').length).toBeGreaterThan(0);
  });

  it('counts an account registered with the code as an invitee, not yet qualified', async () => {
    await renderScreen({ account: 'member01' });
    const invite = await screen.findByRole('region', { name: 'Your invite link' });
    const code = (await within(invite).findByText(/^RF[0-9A-Z]+$/)).textContent!;
    const memberToken = session.getToken();
    session.clear();
    await api.PUT('/wps/member/register', { body: { username: 'friend0815', password: 'Secret123', confirmPassword: 'Secret123', referralCode: code, captcha: issueCaptcha(), login: false } as never });
    session.setToken(memberToken!);
    const page = (await api.GET('/wps/relay/MCSFE_getReferralInviteeReport', {
      params: { query: { startTime: Date.now() - 86_400_000, endTime: Date.now() + 86_400_000 } },
    })) as { list: { inviteeName: string; isQualified: boolean }[] };
    expect(page.list[0]).toMatchObject({ inviteeName: 'friend0815', isQualified: false });
  });

  it('asks a visitor to sign in for the personal parts and still shows the programme', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const programme = await screen.findByRole('region', { name: 'How it works' });
    expect(await within(programme).findByText('₱100.00 for each invitee who qualifies.')).toBeInTheDocument();
    expect(within(programme).getByText('Your invitee qualifies after depositing ₱500.00 and betting ₱2,000.00 in total.')).toBeInTheDocument();
    expect(within(programme).getByText('₱300.00 when 5 invitees have qualified.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your referral income' })).toBeNull();
    await user.click(within(screen.getByRole('region', { name: 'Your invite link' })).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'Open popup' })).toHaveTextContent('login');
  });

  it('sends an agent to the agent centre, and tells a trial account it needs a real one', async () => {
    const agent = await renderScreen({ account: 'agent01' });
    expect(await screen.findByRole('link', { name: 'Go to Open account' })).toHaveAttribute('href', '/agentHome/registerCenter');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    agent.unmount();
    await renderScreen({ account: 'trial01' });
    expect(await screen.findByText('This needs a real account. Please register or sign in with a real account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('shows Golden Lotus amounts in dong', async () => {
    setMoneyDefaults({ currency: 'VND', locale: 'vi-VN' });
    onTestFinished(() => setMoneyDefaults({ currency: 'PHP', locale: 'en-PH' }));
    await renderScreen({ code: 'goldenlotus' });
    const programme = await screen.findByRole('region', { name: 'How it works' });
    expect(await within(programme).findByText(/^₫?\s?100[.,]000(?:[.,]00)?\s?₫? for each invitee who qualifies\.$/)).toBeInTheDocument();
  });

  it('offers Retry when the link cannot be loaded, and shows it after', async () => {
    const user = userEvent.setup();
    forceError('GET /wps/relay/MCSFE_getReferralDetails', { code: 'unknown_error' });
    await renderScreen({ account: 'member01' });
    const invite = await screen.findByRole('region', { name: 'Your invite link' });
    expect(await within(invite).findByRole('alert')).toHaveTextContent('Your invite link could not be loaded.');
    await user.click(within(invite).getByRole('button', { name: 'Retry' }));
    expect(await within(invite).findByText(/^RF[0-9A-Z]+$/)).toBeInTheDocument();
  });
});
