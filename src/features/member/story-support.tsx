import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { api, session } from '@/api';
import { MemberProvider, type Member } from '@/lib/member';
import { SystemProvider } from '@/lib/system';
import { useMerchant } from '@/merchant';
import { Spinner } from '@/ui';
import { Toaster } from '@/ui/toast';
import { resetStore } from '../../../sandbox/store';

/** The seeded sandbox logins stories sign in as (README "The sandbox"); all use the password Passw0rd!. */
export type StoryAccount = 'member01' | 'member02' | 'turnover01' | 'payout01' | 'agent01' | 'agent02' | 'trial01' | 'incomplete01' | 'frozen01';

/**
 * Signs the story in as `parameters.account` against the sandbox, so every later call carries a real token; no
 * `account` leaves a visitor. As a `beforeEach`, it runs after the preview's loaders have started the sandbox.
 * @example export default { beforeEach: signInAsAccount, decorators: [withMemberFrame], parameters: { account: 'member01' } }
 */
export async function signInAsAccount({ parameters }: { parameters: Record<string, unknown> }): Promise<void> {
  session.clear();
  const account = parameters.account as StoryAccount | undefined;
  if (!account) return;
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
}

function SignedIn({ flags, children }: { flags: Record<string, boolean> | undefined; children: ReactNode }) {
  const merchant = useMerchant();
  const token = session.getToken();
  const info = useSWR(token ? ['story-member', token] : null, () => api.GET('/wps/member/info') as Promise<Member>);
  if (token && !info.data) return <Spinner />;
  return (
    <SystemProvider flags={{ ...(merchant.whitelabel as Record<string, boolean>), ...flags }} info={null} location={null} customerServiceUrl={null}>
      <MemberProvider member={info.data ?? null}>{children}</MemberProvider>
    </SystemProvider>
  );
}

/** The signed-in member (see `signInAsAccount`) and the brand's whitelabel flags (over `parameters.flags`). */
export const withMemberFrame: Decorator = (Story, { parameters }) => (
  <SignedIn flags={parameters.flags as Record<string, boolean> | undefined}>
    <Story />
  </SignedIn>
);

/** Each story starts from the seeded sandbox, signed in as `parameters.account` (a story's changes do not leak on). */
export async function signInFresh(context: { parameters: Record<string, unknown> }): Promise<void> {
  resetStore();
  await signInAsAccount(context);
}

/**
 * A member-centre page's story frame: the signed-in member (see `withMemberFrame`), the page under its h1 and the
 * member centre's toasts, as the member centre draws a page.
 */
export function memberPageFrame(title: string, maxWidth = 720): Decorator[] {
  return [
    withMemberFrame,
    (Story) => (
      <main style={{ maxWidth, padding: 16 }}>
        <h1>{title}</h1>
        <Story />
        <Toaster />
      </main>
    ),
  ];
}
