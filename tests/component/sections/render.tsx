import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureApi } from '@/api';
import { sessionCache } from '@/api/swr';
import { i18n, setLanguage } from '@/i18n';
import { MemberProvider, type Member } from '@/lib/member';
import { PopupProvider, usePopups } from '@/lib/popups';
import { SystemProvider } from '@/lib/system';
import { getMerchant, MerchantProvider, type Merchant } from '@/merchant';

export interface AppRenderOptions {
  route?: string;
  merchant?: Merchant;
  language?: string;
  member?: Member | null;
}

/** Where the router is, so a test can see where a link went. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** The popup `usePopups()` has open and its props, as text a test can read. */
export function PopupProbe() {
  const { current } = usePopups();
  return (
    <output aria-label="open popup" data-props={current ? JSON.stringify(current.props) : ''}>
      {current?.name ?? ''}
    </output>
  );
}

/** A brand by code, as the site boots with it. */
export function brand(code = 'luckystar'): Merchant {
  const merchant = getMerchant(code);
  if (!merchant) throw new Error(`no brand ${code}`);
  return merchant;
}

export const MEMBER: Member = { id: 1, account: "member01", nickname: "Member One", type: 0 };

/** Renders inside what the shell gives a screen: brand, texts, system, member, popups, SWR (session cache) and a router. */
export async function renderInApp(ui: ReactElement, options: AppRenderOptions = {}) {
  const merchant = options.merchant ?? brand();
  const language = options.language ?? merchant.languages.default;
  configureApi({ merchantCode: merchant.code, language, encryption: merchant.encryption });
  await setLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MerchantProvider merchant={merchant}>
      <I18nextProvider i18n={i18n}>
        <SystemProvider flags={{}} info={null} location={null} customerServiceUrl={null}>
          <MemberProvider member={options.member ?? null}>
            <PopupProvider>
              <SWRConfig value={{ provider: sessionCache, dedupingInterval: 0 }}>
                <MemoryRouter initialEntries={[options.route ?? '/']}>
                  {children}
                  <LocationProbe />
                  <PopupProbe />
                </MemoryRouter>
              </SWRConfig>
            </PopupProvider>
          </MemberProvider>
        </SystemProvider>
      </I18nextProvider>
    </MerchantProvider>
  );
  return { merchant, ...render(ui, { wrapper }) };
}
