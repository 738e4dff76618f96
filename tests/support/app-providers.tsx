import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { api, configureApi, session } from '@/api';
import { sessionCache, sessionOnce } from '@/api/swr';
import { i18n, setLanguage } from '@/i18n';
import { MemberProvider, type Member } from '@/lib/member';
import { PopupProvider } from '@/lib/popups';
import { SystemProvider } from '@/lib/system';
import { MerchantProvider, type Merchant } from '@/merchant';
import type { ThemeMode } from '@/merchant/types';
import { findMember } from '../../sandbox/store';

export interface AppProvidersProps {
  merchant: Merchant;
  /** Whitelabel flags as the start-up call gives them. */
  flags?: Record<string, boolean>;
  member?: Member | null;
  /** The platform's customer-service URL from the start-up call. */
  customerServiceUrl?: string | null;
  /** Where the memory router starts. */
  route?: string;
  /** SWR cache: a fresh in-memory map, or the site's session-storage cache. */
  cache?: 'memory' | 'session';
  mode?: ThemeMode;
  children: ReactNode;
}

/**
 * What the shell gives a screen once the site is up — brand, texts, system state, member, SWR, a router and popups —
 * for tests and stories, which draw parts without booting the whole app.
 */
export function AppProviders({
  merchant,
  flags = {},
  member = null,
  customerServiceUrl = null,
  route = '/',
  cache = 'memory',
  mode,
  children,
}: AppProvidersProps) {
  return (
    <MerchantProvider merchant={merchant} {...(mode ? { mode } : {})}>
      <I18nextProvider i18n={i18n}>
        <SystemProvider flags={flags} info={null} location={null} customerServiceUrl={customerServiceUrl}>
          <MemberProvider member={member}>
            <SWRConfig value={{ provider: cache === 'session' ? sessionCache : () => new Map(), use: [sessionOnce], dedupingInterval: 0 }}>
              <MemoryRouter initialEntries={[route]}>
                <PopupProvider>{children}</PopupProvider>
              </MemoryRouter>
            </SWRConfig>
          </MemberProvider>
        </SystemProvider>
      </I18nextProvider>
    </MerchantProvider>
  );
}

/** Points the API at the brand and loads the language, as boot does, before a render. */
export async function prepareApp(merchant: Merchant, language: string) {
  configureApi({ merchantCode: merchant.code, language, encryption: merchant.encryption });
  await setLanguage(language);
}

/**
 * Signs a seeded sandbox account in through the platform's login call (the session gets its token) and returns the
 * member for `<AppProviders member>`; no account gives a visitor (null) with the session cleared.
 */
export async function signInForTest(account?: string): Promise<Member | null> {
  session.clear();
  if (!account) return null;
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return { id: stored.id, account: stored.account, type: stored.type };
}
