import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureApi, session } from '@/api';
import { i18n, setLanguage } from '@/i18n';
import { MemberProvider, type Member } from '@/lib/member';
import { PopupProvider, usePopups } from '@/lib/popups';
import { SystemProvider } from '@/lib/system';
import { getMerchant, MerchantProvider, type Merchant } from '@/merchant';
import { findMember, issueToken } from '../../../sandbox/store';

/** Shows the route and the popup on screen, so a test can see where starting a game led. */
function Probes() {
  const location = useLocation();
  const { current } = usePopups();
  return (
    <>
      <output aria-label="location">{location.pathname + location.search}</output>
      <output aria-label="popup">{current ? `${current.name} ${JSON.stringify(current.props)}` : ''}</output>
    </>
  );
}

export interface GamesRenderOptions {
  route?: string;
  merchant?: string;
  /** A seeded account to sign in as (its sandbox token goes into the session). */
  account?: string;
  flags?: Record<string, boolean>;
}

/** Signs a seeded sandbox account in (token in the session) and returns it as the site's member. */
export function signIn(account: string): Member {
  const stored = findMember(account);
  if (!stored) throw new Error(`no seeded account ${account}`);
  session.setToken(issueToken(stored));
  return { id: stored.id, account: stored.account, nickname: stored.account, type: stored.type };
}

/** Renders games parts inside the providers the shell gives them. */
export async function renderGames(ui: ReactElement, options: GamesRenderOptions = {}) {
  const merchant = getMerchant(options.merchant ?? 'luckystar') as Merchant;
  configureApi({ merchantCode: merchant.code, language: 'EN' });
  await setLanguage('EN');
  const member = options.account ? signIn(options.account) : null;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MerchantProvider merchant={merchant}>
      <I18nextProvider i18n={i18n}>
        <SystemProvider flags={options.flags ?? { FREEPLAY3: true }} info={null} location={null} customerServiceUrl={null}>
          <MemberProvider member={member}>
            <PopupProvider>
              <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
                <MemoryRouter initialEntries={[options.route ?? '/']}>
                  {children}
                  <Probes />
                </MemoryRouter>
              </SWRConfig>
            </PopupProvider>
          </MemberProvider>
        </SystemProvider>
      </I18nextProvider>
    </MerchantProvider>
  );
  return { merchant, member, ...render(ui, { wrapper }) };
}
