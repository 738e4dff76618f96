import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { api, session } from '@/api';
import type { AgentPage } from '@/lib/agent-centre';
import { MemberProvider, type Member } from '@/lib/member';
import { SystemProvider } from '@/lib/system';
import { useMerchant } from '@/merchant';
import { Spinner } from '@/ui/spinner';
import { Toaster } from '@/ui/toast';
import { resetStore } from '../../../sandbox/store';

/**
 * The seeded agent-tree logins stories sign in as (README "The sandbox"; password Passw0rd!, fund password 246802):
 * agent01 (type 1, 500+ downlines over 3 levels), agent01sub and agent01subx (type 1, below agent01), agent02 (type 2,
 * below agent01), agent41 / agent42 (types 41 / 42); member01 and trial01 for refusals. Any other seeded or created
 * account name works too.
 */
export type AgentStoryAccount = 'agent01' | 'agent01sub' | 'agent01subx' | 'agent02' | 'agent41' | 'agent42' | 'member01' | 'trial01' | (string & {});

async function signIn(account: string | undefined): Promise<void> {
  session.clear();
  if (!account) return;
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
}

/**
 * A story's `beforeEach`: the seeded sandbox afresh, signed in as `account` (a story's `parameters.account` wins), so a
 * story's changes do not leak into the next.
 * @example export default { beforeEach: signInAgent('agent01'), decorators: agentPageFrame('agentTeamOverview') }
 */
export function signInAgent(account?: AgentStoryAccount) {
  return async ({ parameters }: { parameters: Record<string, unknown> }): Promise<void> => {
    resetStore();
    await signIn((parameters.account as string | undefined) ?? account);
  };
}

function SignedIn({ flags, children }: { flags: Record<string, boolean> | undefined; children: ReactNode }) {
  const merchant = useMerchant();
  const token = session.getToken();
  const info = useSWR(token ? ['story-agent', token] : null, () => api.GET('/wps/member/info') as Promise<Member>);
  if (token && !info.data) return <Spinner />;
  return (
    <SystemProvider flags={{ ...(merchant.whitelabel as Record<string, boolean>), ...flags }} info={null} location={null} customerServiceUrl={null}>
      <MemberProvider member={info.data ?? null}>{children}</MemberProvider>
    </SystemProvider>
  );
}

/** The signed-in account (see `signInAgent`) and the brand's whitelabel flags, over `parameters.flags`. */
export const withAgentFrame: Decorator = (Story, { parameters }) => (
  <SignedIn flags={parameters.flags as Record<string, boolean> | undefined}>
    <Story />
  </SignedIn>
);

function PageFrame({ page, maxWidth, children }: { page: AgentPage; maxWidth: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main style={{ maxWidth, padding: 16 }}>
      <h1>{t(`agent_page_${page}`)}</h1>
      {children}
      <Toaster />
    </main>
  );
}

/**
 * An agent-centre page's story frame, as the shell draws a page: the signed-in agent (`withAgentFrame`), the page's
 * name as the h1 above it (in the story's language) and the toasts.
 */
export function agentPageFrame(page: AgentPage, maxWidth = 960): Decorator[] {
  return [
    withAgentFrame,
    (Story) => (
      <PageFrame page={page} maxWidth={maxWidth}>
        <Story />
      </PageFrame>
    ),
  ];
}
