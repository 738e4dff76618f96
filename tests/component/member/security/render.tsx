import { render } from '@testing-library/react';
import { api, session } from '@/api';
import SecurityCenterEntry from '@/features/member/entries/security-center-page';
import { usePopups } from '@/lib/popups';
import { getMerchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../../support/app-providers';
import { findMember } from '../../../../sandbox/store';

/** Which popup the page asked for (the app's popup host is not drawn here). */
function PopupProbe() {
  const { current } = usePopups();
  return <output aria-label="Open popup">{current?.name ?? 'none'}</output>;
}

/** The security centre signed in against the sandbox as a seeded member. */
export async function renderSecurity({ account = 'member01', brand = 'luckystar', language = 'EN' } = {}) {
  const merchant = getMerchant(brand)!;
  await prepareApp(merchant, language);
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} member={{ id: stored.id, account: stored.account, type: stored.type }} route="/member/securityCenter">
      <PopupProbe />
      <SecurityCenterEntry />
    </AppProviders>,
  );
}

/** The sms code the sandbox sent to a number (GET /__sandbox/last-sms). */
export async function lastSmsCode(mobile: string): Promise<string> {
  const response = await fetch(`http://localhost/__sandbox/last-sms?mobile=${mobile}`);
  if (!response.ok) throw new Error(`no sms for ${mobile}`);
  return ((await response.json()) as { code: string }).code;
}
