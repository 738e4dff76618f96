import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, type Cache } from 'swr';
import { expireSession } from '@/api/session';
import { MemberProvider, useMember, type Member } from '@/lib/member';
import { allMerchants, MerchantProvider } from '@/merchant';
import { SessionCachePurge } from '@/app/session-cache-purge';

const merchant = allMerchants()[0]!;
const member01: Member = { id: 1, account: 'member01', type: 0 };

/** Member data is only asked for while someone is signed in, as the site's screens do. */
function Balance() {
  const { member } = useMember();
  const { data } = useSWR(member ? 'balance' : null, () => 'balance 120.00');
  return <p>{data ?? 'no balance'}</p>;
}

function Winners({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR('winners', fetcher);
  return <p>{data ?? 'no winners'}</p>;
}

function SignOut() {
  const { setMember } = useMember();
  return (
    <button type="button" onClick={() => setMember(null)}>
      Sign out
    </button>
  );
}

function SignIn() {
  const { member, setMember } = useMember();
  if (member) return <p>signed in as {member.account}</p>;
  return (
    <button type="button" onClick={() => setMember(member01)}>
      Sign in
    </button>
  );
}

function renderSite(children: ReactNode, member: Member | null = member01) {
  const cache: Cache = new Map();
  render(
    <MerchantProvider merchant={merchant}>
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <MemberProvider member={member}>
          {children}
          <SessionCachePurge />
        </MemberProvider>
      </SWRConfig>
    </MerchantProvider>,
  );
  return cache;
}

describe('SessionCachePurge', () => {
  it('forgets member data when the member signs out and fetches what is on screen again as a visitor', async () => {
    const user = userEvent.setup();
    let round = 0;
    const winners = vi.fn<() => Promise<string>>(async () => `winners #${(round += 1)}`);
    const cache = renderSite(
      <>
        <Balance />
        <Winners fetcher={winners} />
        <SignOut />
      </>,
    );
    expect(await screen.findByText('balance 120.00')).toBeInTheDocument();
    expect(await screen.findByText('winners #1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('winners #2')).toBeInTheDocument();
    expect(screen.getByText('no balance')).toBeInTheDocument();
    expect(cache.get('balance')?.data).toBeUndefined();
    expect(winners).toHaveBeenCalledTimes(2);
  });

  it('forgets every cached answer when the server ends the session, without asking again with the dead token', async () => {
    // No member is held (the token was still being checked), so only the expiry notice can trigger the purge.
    const winners = vi.fn<() => Promise<string>>(async () => 'winners for member01');
    const cache = renderSite(<Winners fetcher={winners} />, null);
    expect(await screen.findByText('winners for member01')).toBeInTheDocument();
    cache.set('account-detail', { data: { account: 'member01', mobile: '9171234567' } });

    act(() => expireSession());

    expect(await screen.findByText('no winners')).toBeInTheDocument();
    expect(cache.get('account-detail')?.data).toBeUndefined();
    expect(winners).toHaveBeenCalledTimes(1);
  });

  it('keeps what the visitor already loaded when a member signs in', async () => {
    const user = userEvent.setup();
    const winners = vi.fn<() => Promise<string>>(async () => 'winners today');
    const cache = renderSite(
      <>
        <Winners fetcher={winners} />
        <SignIn />
      </>,
      null,
    );
    expect(await screen.findByText('winners today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('signed in as member01')).toBeInTheDocument();
    expect(cache.get('winners')?.data).toBe('winners today');
    expect(winners).toHaveBeenCalledTimes(1);
  });
});
