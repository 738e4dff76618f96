import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { type Member } from '@/lib/member';
import { getMerchant, type Merchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../support/app-providers';

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
  await prepareApp(merchant, language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders
      merchant={merchant}
      member={options.member ?? null}
      customerServiceUrl={options.customerServiceUrl ?? null}
      route={options.route ?? '/'}
    >
      {children}
      <LocationProbe />
    </AppProviders>
  );
  return { merchant, ...render(ui, { wrapper }) };
}
