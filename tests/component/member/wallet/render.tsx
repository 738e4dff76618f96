import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { api, configureApi, session } from '@/api';
import { Header } from '@/features/layout';
import MemberCentrePage from '@/features/member/entries/member-centre-page';
import { getMerchant, type Merchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../../support/app-providers';
import { findMember } from '../../../../sandbox/store';

export function brand(code: string): Merchant {
  const merchant = getMerchant(code);
  if (!merchant) throw new Error(`no brand ${code}`);
  return merchant;
}

/** Signs a seeded login in against the sandbox and draws the header over the member centre (which has the toasts) at `route`. */
export async function renderMemberPage(route: string, options: { code?: string; account?: string; language?: string } = {}) {
  const merchant = brand(options.code ?? 'luckystar');
  const account = options.account ?? 'member01';
  await prepareApp(merchant, options.language ?? 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account);
  if (!stored) throw new Error(`no seeded login ${account}`);
  const member = { id: stored.id, account: stored.account, type: stored.type };
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={member} route={route}>
      <Header />
      <Routes>
        <Route path="/member/:page" element={<MemberCentrePage />} />
      </Routes>
    </AppProviders>,
  );
}
