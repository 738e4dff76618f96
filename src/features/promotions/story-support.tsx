import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { api, session } from '@/api';
import { MemberProvider, type Member } from '@/lib/member';
import { SystemProvider } from '@/lib/system';
import { useMerchant } from '@/merchant';
import { Spinner } from '@/ui/spinner';
import { Toaster } from '@/ui/toast';
import { resetStore } from '../../../sandbox/store';

/**
 * A promotions story's `beforeEach`: the seeded sandbox afresh, signed in as `parameters.account` (member01, trial01 …;
 * none: a visitor), then `parameters.setup` (a sandbox change such as a forced error).
 */
export async function signInForPromotions({ parameters }: { parameters: Record<string, unknown> }): Promise<void> {
  resetStore();
  session.clear();
  const account = parameters.account as string | undefined;
  if (account) {
    const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
    session.setToken(token);
  }
  (parameters.setup as (() => void) | undefined)?.();
}

function SignedIn({ children }: { children: ReactNode }) {
  const merchant = useMerchant();
  const token = session.getToken();
  const info = useSWR(token ? ['story-member', token] : null, () => api.GET('/wps/member/info') as Promise<Member>);
  if (token && !info.data) return <Spinner />;
  return (
    <SystemProvider flags={merchant.whitelabel as Record<string, boolean>} info={null} location={null} customerServiceUrl={null}>
      <MemberProvider member={info.data ?? null}>{children}</MemberProvider>
    </SystemProvider>
  );
}

/** The signed-in member (or visitor), the screen in a main landmark, and the toasts. */
export const withPromotionsFrame: Decorator = (Story) => (
  <SignedIn>
    <main>
      <Story />
    </main>
    <Toaster />
  </SignedIn>
);
