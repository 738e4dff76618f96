import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { session } from '@/api';
import { type Member } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { getMerchant, type Merchant } from '@/merchant';
import { findMember, issueToken } from '../../../sandbox/store';
import { AppProviders, prepareApp } from '../../support/app-providers';

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
  await prepareApp(merchant, 'EN');
  const member = options.account ? signIn(options.account) : null;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders merchant={merchant} flags={options.flags ?? { FREEPLAY3: true }} member={member} route={options.route ?? '/'}>
      {children}
      <Probes />
    </AppProviders>
  );
  return { merchant, member, ...render(ui, { wrapper }) };
}
