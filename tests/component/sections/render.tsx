import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { type Member } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { getMerchant, type Merchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../support/app-providers';

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
  await prepareApp(merchant, language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders merchant={merchant} member={options.member ?? null} route={options.route ?? '/'} cache="session">
      {children}
      <LocationProbe />
      <PopupProbe />
    </AppProviders>
  );
  return { merchant, ...render(ui, { wrapper }) };
}
