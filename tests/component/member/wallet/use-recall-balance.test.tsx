import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { Header } from '@/features/layout';
import { useRecallBalance } from '@/features/member/api/recall-balance';
import { AppProviders, prepareApp } from '../../../support/app-providers';
import { server } from '../../../../sandbox/node';
import { findMember, resetStore } from '../../../../sandbox/store';
import { brand } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 20_000 });

function RecallButton() {
  const { recall, recalling, error } = useRecallBalance();
  return (
    <>
      <button type="button" disabled={recalling} onClick={() => void recall().catch(() => undefined)}>
        Recall balance
      </button>
      {error ? <p role="alert">{error.code}</p> : null}
    </>
  );
}

async function renderRecall() {
  const merchant = brand('luckystar');
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  const { token } = await api.POST('/wps/session/login', { body: { username: 'member01', password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  render(
    <AppProviders merchant={merchant} member={{ id: 10001, account: 'member01', type: 0 }}>
      <Header />
      <RecallButton />
    </AppProviders>,
  );
  // The header shows the main wallet.
  await screen.findByRole('button', { name: 'Refresh balance: ₱1,500.50' });
}

describe('useRecallBalance', () => {
  it('returns the game wallets to the main wallet and refreshes the header balance', async () => {
    const user = userEvent.setup();
    await renderRecall();
    await user.click(screen.getByRole('button', { name: 'Recall balance' }));
    // The main wallet, so the header, rises by the game wallets' total: ₱1,500.50 + ₱250.25.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Refresh balance: / })).toHaveAccessibleName('Refresh balance: ₱1,750.75'));
    expect(findMember('member01')!.balances.get(2)).toBe(1750.75);
    expect(findMember('member01')!.balances.get(11)).toBe(0);
  });

  it('is busy while recalling, joins a second call, and gives the last error after three attempts', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/wps/relay/GCS_recallBalance', async () => {
        calls += 1;
        await gate;
        return HttpResponse.json({ success: false, message: 'wallet.maintenance', errorCode: 'wallet.maintenance', value: null }, { status: 400 });
      }),
    );
    await renderRecall();
    const button = screen.getByRole('button', { name: 'Recall balance' });
    act(() => button.click());
    act(() => button.click());
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('wallet.maintenance');
    expect(calls).toBe(3);
    expect(button).toBeEnabled();
  });
});
