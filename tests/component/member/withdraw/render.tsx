import { render, screen } from '@testing-library/react';
import { api, session } from '@/api';
import WithdrawEntry from '@/features/member/entries/withdraw-page';
import { formatMinor, toMinor } from '@/lib/money';
import { useWalletBalance } from '@/lib/wallet-balance';
import { getMerchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../../support/app-providers';
import { LocationProbe } from '../../layout/render';
import { findMember } from '../../../../sandbox/store';

/** What the header shows: the wallet total, refreshed through the same SWR key. */
function HeaderBalance() {
  const { data } = useWalletBalance(true);
  return <output aria-label="Header balance">{data === undefined ? '' : formatMinor(toMinor(data))}</output>;
}

/** The withdraw page signed in against the sandbox as a seeded member, under a header-balance probe. */
export async function renderWithdraw({ account = 'member01', brand = 'luckystar', flags = {} as Record<string, boolean> } = {}) {
  const merchant = getMerchant(brand)!;
  await prepareApp(merchant, 'EN');
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={flags} member={{ id: stored.id, account: stored.account, type: stored.type }} route="/member/withdraw">
      <HeaderBalance />
      <LocationProbe />
      <WithdrawEntry />
    </AppProviders>,
  );
}

export function headerBalance(): HTMLElement {
  return screen.getByRole('status', { name: 'Header balance' });
}

/** Makes the next call of `operation` fail with `code` (POST /__sandbox/force). */
export async function force(operation: string, code: string, value?: unknown): Promise<void> {
  const response = await fetch('http://localhost/__sandbox/force', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ operation, code, ...(value === undefined ? {} : { value }) }),
  });
  if (!response.ok) throw new Error(`force ${operation}: ${response.status}`);
}
