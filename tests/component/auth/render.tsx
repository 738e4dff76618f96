import type { ReactElement, ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { useMember, type Member } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { getMerchant, type Merchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../support/app-providers';

export interface AuthRenderOptions {
  brand?: 'luckystar' | 'goldenlotus';
  route?: string;
  member?: Member | null;
  /** Whitelabel flags over the brand's defaults. */
  flags?: Record<string, boolean>;
  language?: string;
}

/** Where the router is, which popup is open and who is signed in, for assertions. */
function Probe() {
  const location = useLocation();
  const { current } = usePopups();
  const { member } = useMember();
  return (
    <>
      <output aria-label="location">{location.pathname + location.search}</output>
      <output aria-label="popup">{current ? `${current.name} ${JSON.stringify(current.props)}` : 'none'}</output>
      <output aria-label="member">{member ? `${member.account} ${member.type}` : 'visitor'}</output>
    </>
  );
}

export function brand(code: 'luckystar' | 'goldenlotus' = 'luckystar'): Merchant {
  const merchant = getMerchant(code);
  if (!merchant) throw new Error(`${code} brand is missing`);
  return merchant;
}

/** Renders auth views with what the shell gives them: brand, texts, flags, member, SWR, router and popups. */
export async function renderAuth(ui: ReactElement, options: AuthRenderOptions = {}) {
  const merchant = brand(options.brand);
  const language = options.language ?? 'EN';
  await prepareApp(merchant, language);
  const flags = { ...(merchant.whitelabel as Record<string, boolean>), ...options.flags };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders merchant={merchant} flags={flags} member={options.member ?? null} route={options.route ?? '/'}>
      {children}
      <Probe />
    </AppProviders>
  );
  const user = userEvent.setup();
  return { user, merchant, ...render(ui, { wrapper }) };
}

/** Moves the slider check onto its notch with the keyboard, as a keyboard user would. */
export async function solveSlider(user: ReturnType<typeof userEvent.setup>) {
  const slider = await screen.findByRole('slider', { name: /security check/i });
  // The piece is locked until the server's challenge has loaded.
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  slider.focus();
  for (let i = 0; i < 100 && slider.getAttribute('aria-disabled') !== 'true'; i += 1) await user.keyboard('{ArrowRight}');
}

export const probe = {
  location: () => screen.getByRole('status', { name: 'location' }).textContent,
  popup: () => screen.getByRole('status', { name: 'popup' }).textContent,
  member: () => screen.getByRole('status', { name: 'member' }).textContent,
};
