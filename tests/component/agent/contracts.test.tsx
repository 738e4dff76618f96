import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { SettlementCountdown } from '@/features/agent/contracts/components/settlement-countdown';
import ContractPopup from '@/features/agent/entries/contract-popup';
import DividendPage from '@/features/agent/entries/dividend-page';
import RealtimeSalaryPage from '@/features/agent/entries/realtime-salary-page';
import { getMerchant } from '@/merchant';
import { Toaster } from '@/ui/toast';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { contractsOf, heldContract } from '../../../sandbox/operations/agent-contracts';
import { findMember, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());
afterEach(() => vi.useRealTimers());
vi.setConfig({ testTimeout: 30_000 });

async function renderAs(account: string, ui: React.ReactNode, route = '/agentHome/agentDividendRecord2') {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, language: 'EN', encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={{ id: stored.id, account: stored.account, type: stored.type }} route={route}>
      {ui}
      <Toaster />
    </AppProviders>,
  );
}

describe('Contract pages', () => {
  it("shows agent01's own dividend contract, its records by period and its downlines' contracts", async () => {
    await renderAs('agent01', <DividendPage />);
    const own = await screen.findByRole('region', { name: 'My dividend contract' });
    expect(within(own).getByText('The platform')).toBeInTheDocument();
    expect(within(own).getByText('Semimonthly')).toBeInTheDocument();
    const tiers = within(own).getByRole('table', { name: 'Tiers of my dividend contract' });
    expect(within(tiers).getAllByRole('row')).toHaveLength(4);
    expect(within(tiers).getByRole('cell', { name: '30%' })).toBeInTheDocument();
    const downlines = screen.getByRole('table', { name: /direct agent downlines/ });
    const sub = within(downlines).getByRole('row', { name: /^agent01sub\b/ });
    expect(within(sub).getByRole('cell', { name: '25%' })).toBeInTheDocument();
    expect(within(sub).getByRole('button', { name: 'Make an offer to agent01sub' })).toBeInTheDocument();
    const records = screen.getByRole('region', { name: 'Records' });
    await waitFor(() => expect(within(records).getAllByText(/Paid|No tier reached|Pending/).length).toBeGreaterThan(0), { timeout: 15_000 });
  });

  it('checks tiers as typed: no rate above the own highest rate, nothing sent', async () => {
    const user = userEvent.setup();
    const offersBefore = contractsOf('agent01')!.made.length;
    await renderAs('agent01', <DividendPage />);
    await user.click(await screen.findByRole('button', { name: 'Make an offer to agent01a1' }));
    const dialog = screen.getByRole('dialog', { name: 'Offer a dividend contract to agent01a1' });
    const rate = within(dialog).getAllByRole('textbox', { name: 'Rate (%)' })[2]!;
    await user.clear(rate);
    await user.type(rate, '35');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByRole('textbox', { name: 'Rate (%)', description: /No rate may be above your own highest rate, 30%/ })).toBe(rate);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the tiers');
    expect(contractsOf('agent01')!.made).toHaveLength(offersBefore);
  });

  it('makes an offer below a downline’s rate: the consent dialog, then the higher contract is terminated', async () => {
    const user = userEvent.setup();
    await renderAs('agent01', <DividendPage />);
    await user.click(await screen.findByRole('button', { name: 'Make an offer to agent01sub' }));
    const form = screen.getByRole('dialog', { name: 'Offer a dividend contract to agent01sub' });
    const rates = within(form).getAllByRole('textbox', { name: 'Rate (%)' });
    for (const [i, value] of ['8', '14', '20'].entries()) {
      await user.clear(rates[i]!);
      await user.type(rates[i]!, value);
    }
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    const consent = await screen.findByRole('dialog', { name: 'A downline has a higher rate' });
    expect(within(consent).getByText("There is a downline with a higher rate than the new contract; if you agree, the downline's contract is terminated.")).toBeInTheDocument();
    expect(within(consent).getByText('agent01subx')).toBeInTheDocument();
    const send = within(consent).getByRole('button', { name: 'Agree and send' });
    expect(send).toBeDisabled();
    await user.click(within(consent).getByRole('checkbox', { name: /I agree/ }));
    await user.click(send);
    expect(await screen.findByText('Your dividend contract offer was sent to agent01sub. Contracts terminated: agent01subx.')).toBeInTheDocument();
    expect(heldContract(findMember('agent01subx')!.id, 'DIVIDEND')).toBeUndefined();
    const row = await screen.findByRole('row', { name: /^agent01sub\b.*Offer waiting for an answer \(up to 20%\)/ });
    expect(within(row).queryByRole('button', { name: /Make an offer/ })).toBeNull();
  });

  it('lets agent02 accept the pending dividend offer: it becomes the active contract', async () => {
    const user = userEvent.setup();
    await renderAs('agent02', <DividendPage />);
    expect(await screen.findByText('You do not hold a dividend contract.')).toBeInTheDocument();
    const offer = screen.getByRole('article', { name: 'New dividend contract from agent01' });
    expect(within(offer).getByText(/Weekly/)).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You accepted the dividend contract from agent01.')).toBeInTheDocument();
    const own = await screen.findByRole('region', { name: 'My dividend contract' });
    await waitFor(() => expect(within(own).getByText('agent01')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Waiting for your answer' })).toBeNull();
  });
});

describe('Real-time salary', () => {
  it('counts down to the next 5-minute settlement', async () => {
    await renderAs('agent01', <RealtimeSalaryPage />, '/agentHome/agentRealtimeSalary');
    const timer = await screen.findByRole('timer', { name: /Next settlement at \d\d:\d\d, in/ });
    const [mm, ss] = timer.textContent!.split(':').map(Number);
    expect(mm! * 60 + ss!).toBeLessThanOrEqual(300);
    expect(screen.getByText('Settled every 5 minutes')).toBeInTheDocument();
  });

  it('tells once, politely, that the settlement passed and asks for fresh records', async () => {
    vi.useFakeTimers();
    let now = 1_000;
    const onSettled = vi.fn<() => void>();
    const merchant = getMerchant('luckystar')!;
    await act(() => prepareApp(merchant, 'EN'));
    render(
      <AppProviders merchant={merchant}>
        <SettlementCountdown nextMs={4_000} clockOffsetMs={0} onSettled={onSettled} now={() => now} />
      </AppProviders>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('00:03');
    now = 4_200;
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    now = 5_200;
    act(() => void vi.advanceTimersByTime(2_000));
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Settled at \d\d:\d\d\. The records are updated\.$/)).toBeInTheDocument();
  });
});

describe('Contract popup', () => {
  it('lists the requests waiting for agent01sub (a termination request) and closes when answered', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    await renderAs('agent01sub', <ContractPopup onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Contract requests' });
    const request = await within(dialog).findByRole('article', { name: 'agent01 asks to end your hourly salary contract' });
    await user.click(within(request).getByRole('button', { name: 'Keep the contract' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(heldContract(findMember('agent01sub')!.id, 'HOURLY')?.status).toBe('ACTIVE');
  });
});
