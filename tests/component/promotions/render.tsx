import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { api, configureApi, session } from '@/api';
import { PromotionsPage } from '@/features/promotions/list/promotions-page';
import { usePopups } from '@/lib/popups';
import { getMerchant } from '@/merchant';
import { Toaster } from '@/ui/toast';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { findMember } from '../../../sandbox/store';

function Probe() {
  const { current } = usePopups();
  const location = useLocation();
  return (
    <p data-testid="probe">
      {current?.name ?? 'none'} {location.pathname}
      {location.search}
    </p>
  );
}

/** Draws /promotions (at `route`) for a visitor, or for `account` signed in against the sandbox. */
export async function renderPromotions(route: string, options: { account?: string; code?: string; language?: string } = {}) {
  const merchant = getMerchant(options.code ?? 'luckystar');
  if (!merchant) throw new Error('no brand');
  await prepareApp(merchant, options.language ?? 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  let member = null;
  if (options.account) {
    const { token } = await api.POST('/wps/session/login', { body: { username: options.account, password: 'Passw0rd!', type: 'username' } });
    session.setToken(token);
    const stored = findMember(options.account);
    if (!stored) throw new Error(`no login ${options.account}`);
    member = { id: stored.id, account: stored.account, type: stored.type };
  }
  const user = userEvent.setup();
  const view = render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={member} route={route}>
      <Toaster />
      <Probe />
      <PromotionsPage />
    </AppProviders>,
  );
  return { user, ...view };
}
