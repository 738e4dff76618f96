import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureApi } from '@/api';
import { i18n, setLanguage } from '@/i18n';
import { MemberProvider, type Member } from '@/lib/member';
import { SystemProvider } from '@/lib/system';
import { PopupProvider } from '@/lib/popups';
import { getMerchant, MerchantProvider, type Merchant } from '@/merchant';

export interface LayoutRenderOptions {
  route?: string;
  merchant?: Merchant;
  language?: string;
  member?: Member | null;
  /** The platform's customer-service URL from the start-up call. */
  customerServiceUrl?: string | null;
}

/** Shows where the router is, so a test can see where a link went. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** The default brand, as the site boots with it. */
export function defaultBrand(): Merchant {
  const merchant = getMerchant('luckystar');
  if (!merchant) throw new Error('luckystar brand is missing');
  return merchant;
}

/** Renders layout parts inside the providers the shell gives them: brand, texts, member, SWR and a router. */
export async function renderLayout(ui: ReactElement, options: LayoutRenderOptions = {}) {
  const merchant = options.merchant ?? defaultBrand();
  const language = options.language ?? merchant.languages.default;
  configureApi({ merchantCode: merchant.code, language });
  await setLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MerchantProvider merchant={merchant}>
      <I18nextProvider i18n={i18n}>
        <SystemProvider flags={{}} info={null} location={null} customerServiceUrl={options.customerServiceUrl ?? null}>
        <MemberProvider member={options.member ?? null}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>
              <PopupProvider>
                {children}
                <LocationProbe />
              </PopupProvider>
            </MemoryRouter>
          </SWRConfig>
        </MemberProvider>
        </SystemProvider>
      </I18nextProvider>
    </MerchantProvider>
  );
  return { merchant, ...render(ui, { wrapper }) };
}
