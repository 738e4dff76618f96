import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishMemberEvent } from '../../../sandbox/events';
import { LIVE_CLOSE, openLiveSession } from '../../../sandbox/operations/live-events';
import { findMember, issueToken } from '../../../sandbox/store';

/** A socket end that records what the session sends and how it closes. */
function peer() {
  const sent: { id?: string; type: string }[] = [];
  const closed: { code: number; reason: string }[] = [];
  return {
    sent,
    closed,
    send: (data: string) => sent.push(JSON.parse(data) as { id?: string; type: string }),
    close: (code: number, reason: string) => closed.push({ code, reason }),
  };
}

const hello = (token: string, since: string | null = null) => JSON.stringify({ type: 'hello', token, since });

afterEach(() => vi.useRealTimers());

describe('openLiveSession (the sandbox socket)', () => {
  it("pushes the signed-in member's events, and only theirs, after the hello", () => {
    const member = findMember('member01')!;
    const other = findMember('member02')!;
    const end = peer();
    const session = openLiveSession(end);
    session.receive(hello(issueToken(member)));
    expect(end.sent).toEqual([{ type: 'ready' }]);
    publishMemberEvent(member.id, 'deposit.credited', { amount: 1 });
    publishMemberEvent(other.id, 'deposit.credited', { amount: 2 });
    expect(end.sent.map((e) => e.type)).toEqual(['ready', 'deposit.credited']);
    session.closed();
    publishMemberEvent(member.id, 'message.new', {});
    expect(end.sent).toHaveLength(2);
  });

  it('replays what came after `since` on a reconnection, and nothing on a first connection, then says ready', () => {
    const member = findMember('turnover01')!;
    const first = publishMemberEvent(member.id, 'message.new', {});
    const second = publishMemberEvent(member.id, 'balance.changed', {});
    const fresh = peer();
    openLiveSession(fresh).receive(hello(issueToken(member)));
    expect(fresh.sent).toEqual([{ type: 'ready' }]);
    const back = peer();
    openLiveSession(back).receive(hello(issueToken(member), first.id));
    expect(back.sent.map((e) => e.id ?? e.type)).toEqual([second.id, 'ready']);
  });

  it('closes with 4001 for a token that is not a session and 4000 for a first frame that is not a hello', () => {
    const bad = peer();
    openLiveSession(bad).receive(hello('sbx-nobody'));
    expect(bad.sent).toEqual([]);
    expect(bad.closed).toEqual([{ code: LIVE_CLOSE.unauthorized, reason: 'login.not.session' }]);
    const rude = peer();
    openLiveSession(rude).receive('{"type":"subscribe"}');
    expect(rude.closed.map((c) => c.code)).toEqual([LIVE_CLOSE.badHello]);
  });

  it('closes a socket that never says hello', () => {
    vi.useFakeTimers();
    const silent = peer();
    openLiveSession(silent);
    vi.advanceTimersByTime(10_000);
    expect(silent.closed.map((c) => c.code)).toEqual([LIVE_CLOSE.badHello]);
  });
});

describe('sandbox events where state changes', () => {
  it('a rejected withdrawal gives the money back and says so; an approved one says so', async () => {
    const { decideWithdrawals } = await import('../../../sandbox/operations/withdraw');
    const { subscribeMemberEvents } = await import('../../../sandbox/events');
    const { MAIN_WALLET_ID } = await import('../../../sandbox/store');
    const member = findMember('member02')!;
    const seen: { type: string; payload: Record<string, unknown> }[] = [];
    const stop = subscribeMemberEvents((id, event) => {
      if (id === member.id) seen.push(event);
    });
    const main = member.balances.get(MAIN_WALLET_ID) ?? 0;
    member.balances.set(MAIN_WALLET_ID, main - 100);
    member.withdrawals.push({ id: 'WX1', amount: 100, fee: 0, bankCardId: 0, createdAt: 1, status: 'SUBMITTED' });
    expect(decideWithdrawals('member02', 'reject', 'Card name does not match')).toBe(1);
    expect(member.balances.get(MAIN_WALLET_ID)).toBe(main);
    member.withdrawals.push({ id: 'WX2', amount: 50, fee: 0, bankCardId: 0, createdAt: 2, status: 'SUBMITTED' });
    expect(decideWithdrawals('member02', 'approve')).toBe(1);
    stop();
    expect(seen.map((e) => [e.type, e.payload.withdrawalId, e.payload.reason ?? null])).toEqual([
      ['withdrawal.rejected', 'WX1', 'Card name does not match'],
      ['withdrawal.approved', 'WX2', null],
    ]);
    expect(member.withdrawals.map((w) => w.status).slice(-2)).toEqual(['REJECTED', 'PAID']);
  });
});
