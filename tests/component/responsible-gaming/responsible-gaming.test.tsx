import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, session } from '@/api';
import RealityCheckGate from '@/features/responsible-gaming/entries/reality-check-gate';
import { ResponsibleGamingScreen } from '@/features/responsible-gaming/components/responsible-gaming-screen';
import { nextCheckAt, readSetting, sessionSince, writeSetting, INTERVAL_KEY } from '@/features/responsible-gaming/reality-check/reality-check';
import { useMember } from '@/lib/member';
import { getMerchant } from '@/merchant';
import { AppProviders, prepareApp, signInForTest } from '../../support/app-providers';
import { resetStore } from '../../../sandbox/store';

beforeEach(() => {
  resetStore();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());
vi.setConfig({ testTimeout: 30_000 });

function Probe() {
  const { pathname } = useLocation();
  const { member } = useMember();
  return (
    <>
      <output aria-label="Address">{pathname}</output>
      <output aria-label="Signed in as">{member?.account ?? ''}</output>
    </>
  );
}

async function renderWith(children: React.ReactNode, { account, code = 'luckystar', language = 'EN' }: { account?: string; code?: string; language?: string } = {}) {
  const merchant = getMerchant(code)!;
  await prepareApp(merchant, language);
  configureApi({ merchantCode: merchant.code, language, encryption: merchant.encryption });
  const member = await signInForTest(account);
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={member} route="/responsibleGaming">
      {children}
      <Probe />
    </AppProviders>,
  );
}

describe('Reality check timing', () => {
  it('is off by default and counts from the latest of sign-in, choosing the interval and the last answer', () => {
    expect(readSetting(localStorage)).toEqual({ minutes: 0, setAt: 0 });
    localStorage.setItem(INTERVAL_KEY, '{"minutes":7,"setAt":1}');
    expect(readSetting(localStorage).minutes).toBe(0);
    const setting = writeSetting(localStorage, 30, 5_000);
    expect(readSetting(localStorage)).toEqual(setting);
    expect(nextCheckAt(setting, 1_000, 0)).toBe(5_000 + 30 * 60_000);
    expect(nextCheckAt(setting, 9_000, 20_000)).toBe(20_000 + 30 * 60_000);
    expect(nextCheckAt({ minutes: 0, setAt: 5 }, 1, 1)).toBeNull();
    expect(sessionSince(sessionStorage, 'member01', 100)).toBe(100);
    expect(sessionSince(sessionStorage, 'member01', 900)).toBe(100);
    expect(sessionSince(sessionStorage, 'member02', 900)).toBe(900);
  });
});

describe('Responsible gaming screen', () => {
  it('names the brand’s minimum age and help organisations, and asks a visitor to sign in for the tools', async () => {
    await renderWith(<ResponsibleGamingScreen standalone />, { code: 'goldenlotus' });
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    expect(screen.getByText('You must be 21 or older to register and play at Golden Lotus.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gambling Therapy' })).toHaveAttribute('href', 'https://www.gamblingtherapy.org/');
    expect(screen.getByText(/Sign in to set a reality check/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Deposit limits' })).toBeNull();
  });

  it('sets a limit at once, shows a raise waiting with its countdown, and refuses a wrong amount', async () => {
    const user = userEvent.setup();
    await renderWith(<ResponsibleGamingScreen standalone />, { account: 'member02' });
    const daily = await screen.findByRole('article', { name: 'Daily limit' });
    const field = within(daily).getByRole('textbox', { name: 'New Daily limit' });
    await user.type(field, 'abc');
    await user.click(within(daily).getByRole('button', { name: 'Set Daily limit' }));
    expect(field).toHaveAccessibleDescription(/Enter a valid amount/);
    await user.clear(field);
    await user.type(field, '1000');
    await user.click(within(daily).getByRole('button', { name: 'Set Daily limit' }));
    expect(await within(daily).findByText('Your new limit applies now.')).toBeVisible();
    expect(within(daily).getByText('Limit').nextElementSibling).toHaveTextContent('₱1,000.00');
    await user.type(field, '5000');
    await user.click(within(daily).getByRole('button', { name: 'Set Daily limit' }));
    expect(await within(daily).findByText('Your change applies after 24 hours.')).toBeVisible();
    expect(within(daily).getByText(/Raising this limit to ₱5,000.00 is waiting\. It applies in 2[34] h \d+ min\./)).toBeVisible();
  });

  it('confirms a time-out with the password, then signs out and goes home', async () => {
    const user = userEvent.setup();
    await renderWith(<ResponsibleGamingScreen standalone />, { account: 'member02' });
    await user.click(await screen.findByRole('radio', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your time-out' });
    expect(within(dialog).getByText('You are taking a time-out of 7 days. It cannot be cancelled or shortened.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Start time-out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct.');
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Start time-out' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Signed in as' })).toHaveTextContent(''));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/$/);
    expect(session.getToken()).toBeNull();
  });
});

describe('Reality check dialog', () => {
  it('appears when the interval passes with the session’s figures, stays on a click outside, and Continue starts the next interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    writeSetting(localStorage, 15, Date.now());
    await renderWith(<RealityCheckGate />, { account: 'member01' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000 + 1000));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByText('Session time').nextElementSibling).toHaveTextContent('0 h 15 min');
    expect(await within(dialog).findByText('Profit or loss this session')).toBeVisible();
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement! });
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000 + 1000));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reality check' })).getByRole('button', { name: 'View betting history' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/member/personalHistoryCopy');
  });
});
