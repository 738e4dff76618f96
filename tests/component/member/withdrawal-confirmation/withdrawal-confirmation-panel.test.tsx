import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { usePendingConfirmationCount, WithdrawalConfirmationPanel } from '@/features/member/withdrawal-confirmation';
import { getMerchant, type Merchant } from '@/merchant';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../sandbox/node';
import { AppProviders, prepareApp } from '../../../support/app-providers';
import naughty from '../../../fixtures/naughty-strings.json';
import { advanceClock, findMember, forceError, resetStore } from '../../../../sandbox/store';

beforeEach(() => {
  resetStore();
  // jsdom has no object URLs (the upload previews use them).
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn<(blob: Blob) => string>(() => `blob:test/${(next += 1)}`) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn<(url: string) => void>() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});
vi.setConfig({ testTimeout: 30_000 });

// A 1×1 transparent PNG.
const PNG_BYTES = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
const png = (name = 'bank-record.png') => new File([PNG_BYTES], name, { type: 'image/png' });

function CountProbe() {
  const count = usePendingConfirmationCount();
  return <output aria-label="Payouts to answer">{count ?? 'unknown'}</output>;
}

async function renderPanel(account = 'payout01') {
  const merchant = getMerchant('luckystar') as Merchant;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={{ id: stored.id, account, type: stored.type } as never}>
      <CountProbe />
      <WithdrawalConfirmationPanel />
    </AppProviders>,
  );
  return screen.findByRole('heading', { level: 3, name: /Payout .*1,000\.00/ });
}

// Real pickers let people choose "All files", so the browser's `accept` filter is not what keeps a .gif out.
const setup = () => userEvent.setup({ applyAccept: false });

describe('WithdrawalConfirmationPanel', () => {
  it('lists the payout with the disbursed text, the server minutes and the answers, and counts it for the badge', async () => {
    await renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Payouts to confirm' })).toBeVisible();
    expect(screen.getByText('The payment has been disbursed, please click whether it has been received.')).toBeVisible();
    expect(screen.getByText('If you do not confirm within 30 minutes, it will be regarded as received.')).toBeVisible();
    const answers = screen.getByRole('group', { name: 'Your answer' });
    expect(within(answers).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Received',
      'Partly received',
      'Not received (upload proof)',
      'Full payment has been made',
    ]);
    expect(screen.getByRole('status', { name: 'Payouts to answer' })).toHaveTextContent('1');
  });

  it('shows a live countdown, and the forced-receipt message once the sandbox clock passes the deadline', async () => {
    const user = setup();
    await renderPanel();
    const timer = screen.getByRole('timer', { name: 'Time left to answer' });
    expect(timer.textContent).toMatch(/^(30:00|29:5\d)$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 3000 });
    expect(screen.getByText(/minutes left to answer this payout/)).toBeInTheDocument();

    advanceClock(31);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(
      await screen.findByText('Your withdrawal request has been forcibly received, and the deposit will not be refunded.', { exact: false }),
    ).toBeVisible();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Payouts to answer' })).toHaveTextContent('0');
  });

  it('answers partly received with a proof image: the remaining amount shows live, the answer is confirmed once and the item leaves the list', async () => {
    const user = setup();
    await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Partly received' }));

    const amount = await screen.findByRole('textbox', { name: 'Received amount' });
    expect(screen.getByRole('heading', { level: 3, name: /Partly received: payout of/ })).toHaveFocus();
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(amount).toHaveAccessibleDescription(/Enter less than the payout of .*1,000\.00/);
    expect(amount).toHaveValue('1000');

    await user.clear(amount);
    await user.type(amount, '400.50');
    expect(screen.getByText(/Remaining amount/).querySelector('output')).toHaveTextContent('599.50');
    await user.upload(screen.getByLabelText('Proof images (optional) Choose images'), png());
    expect(screen.getByRole('img', { name: /bank-record\.png/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const confirm = await screen.findByRole('region', { name: 'Confirm your answer' });
    expect(within(confirm).getByText('Remaining amount').nextElementSibling).toHaveTextContent('599.50');
    const send = within(confirm).getByRole('button', { name: 'Confirm' });
    expect(send).toBeDisabled();
    await user.click(within(confirm).getByRole('checkbox', { name: 'I have checked my account and my answer is correct.' }));
    await user.dblClick(send);

    expect(await screen.findByText(/marked as partly received: .*400\.50 received, .*599\.50 remaining/)).toBeVisible();
    // The double click sent one answer: a second would have been refused as already answered.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const stored = findMember('payout01')!.withdrawals[0]!;
    expect(stored).toMatchObject({ status: 'PARTLY_RECEIVED', receivedAmount: 400.5, proofImages: 1 });

    await user.click(screen.getByRole('button', { name: 'Back to payouts' }));
    expect(await screen.findByText('No payouts are waiting for your answer.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Payouts to confirm' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Payouts to answer' })).toHaveTextContent('0'));
  });

  it('refuses not received without proof under the field, and a 6 MB or .gif file, then sends with a png', async () => {
    const user = setup();
    await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Not received (upload proof)' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const picker = screen.getByLabelText('Proof images Choose images');
    expect(picker).toHaveAccessibleDescription(/Upload at least one proof image before you continue\./);

    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.png', { type: 'image/png' });
    await user.upload(picker, big);
    expect(picker).toHaveAccessibleDescription(/scan\.png/);
    await user.upload(picker, new File([PNG_BYTES], 'moving.gif', { type: 'image/gif' }));
    expect(picker).toHaveAccessibleDescription(/moving\.gif/);
    expect(screen.getByText('0 of 3 images chosen', { exact: false })).toBeInTheDocument();

    await user.upload(picker, png());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I have checked my account and my answer is correct.' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Your report and proof were sent/)).toBeVisible();
    expect(findMember('payout01')!.withdrawals[0]).toMatchObject({ status: 'NOT_RECEIVED', proofImages: 1 });
  });

  it('shows a server refusal of the proof under the field and keeps the chosen image', async () => {
    const user = setup();
    await renderPanel();
    forceError('POST /wps/relay/MCSFE_processC2CTransaction', { code: 'c2c.proof.too.large' });
    await user.click(screen.getByRole('button', { name: 'Not received (upload proof)' }));
    await user.upload(await screen.findByLabelText('Proof images Choose images'), png());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I have checked my account and my answer is correct.' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const picker = await screen.findByLabelText('Proof images Choose images');
    expect(picker).toHaveAccessibleDescription(/larger than 5MB/);
    expect(screen.getByRole('img', { name: /bank-record\.png/ })).toBeInTheDocument();
  });

  it('after a network failure offers Retry, which sends the answer once more', async () => {
    const user = setup();
    await renderPanel();
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('MCSFE_processC2CTransaction')) calls += 1;
    });
    server.use(http.post('*/wps/relay/MCSFE_processC2CTransaction', () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Received' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I have checked my account and my answer is correct.' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(findMember('payout01')!.withdrawals[0]!.status).toBe('AWAITING_CONFIRMATION');
    expect(calls).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Thank you. The payout is marked as received.')).toBeVisible();
    expect(calls).toBe(2);
    expect(findMember('payout01')!.withdrawals[0]!.status).toBe('RECEIVED');
    server.events.removeAllListeners('request:start');
  });

  it('says a payout answered elsewhere needs nothing more and goes back to the list', async () => {
    const user = setup();
    await renderPanel();
    forceError('POST /wps/relay/MCSFE_processC2CTransaction', { code: 'c2c.already.processed' });
    await user.click(screen.getByRole('button', { name: 'Received' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I have checked my account and my answer is correct.' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payout has already been answered');
    await user.click(screen.getByRole('button', { name: 'Back to payouts' }));
    expect(await screen.findByRole('group', { name: 'Your answer' })).toBeVisible();
  });

  it('keeps naughty strings in the received amount and refuses them under the field', async () => {
    const user = setup();
    await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Partly received' }));
    const amount = await screen.findByRole('textbox', { name: 'Received amount' });
    for (const text of naughty.strings) {
      await user.clear(amount);
      await user.click(amount);
      await user.paste(text);
      expect(amount).toHaveValue(text.replace(/[\r\n]/g, ''));
    }
    await user.clear(amount);
    await user.paste('<img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(amount).toHaveAccessibleDescription(/Enter the amount using digits only/);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
