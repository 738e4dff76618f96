import { render, screen } from '@testing-library/react';
import { api, session } from '@/api';
import DepositPage from '@/features/member/entries/deposit-page';
import { formatMinor, toMinor } from '@/lib/money';
import { useWalletBalance } from '@/lib/wallet-balance';
import { getMerchant } from '@/merchant';
import { Toaster } from '@/ui/toast';
import { AppProviders, prepareApp } from '../../../support/app-providers';
import { findMember } from '../../../../sandbox/store';

/** What the header shows: the wallet total, refreshed through the same SWR key. */
function HeaderBalance() {
  const { data } = useWalletBalance(true);
  return <output aria-label="Header balance">{data === undefined ? '' : formatMinor(toMinor(data))}</output>;
}

/** The deposit page signed in against the sandbox as a seeded member, under a header-balance probe. */
export async function renderDeposit({ account = 'member01', brand = 'luckystar' } = {}) {
  const merchant = getMerchant(brand)!;
  await prepareApp(merchant, 'EN');
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  const view = render(
    <AppProviders merchant={merchant} member={{ id: stored.id, account: stored.account, type: stored.type }}>
      <HeaderBalance />
      <DepositPage />
      {/* The member centre's toasts, as the shell mounts them. */}
      <Toaster />
    </AppProviders>,
  );
  return view;
}

/** The provider confirms a payment (what the sandbox provider page's Pay button does). */
export async function payAsProvider(depositId: string): Promise<void> {
  const response = await fetch(`http://localhost/__sandbox/deposits/${depositId}/pay`, { method: 'POST' });
  if (!response.ok) throw new Error(`pay ${depositId}: ${response.status}`);
}

export function headerBalance(): HTMLElement {
  return screen.getByRole('status', { name: 'Header balance' });
}
