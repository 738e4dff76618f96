import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '@/features/auth/session.machine';
import type { Member } from '@/features/auth/types';

const types = { agentTypes: [1, 2, 41, 42], trialTypes: [4] };
const member = (type: number): Member => ({ id: 1, account: `user${type}`, type });

function start(initial: Member | null, logout: () => Promise<unknown> = async () => null) {
  const calls: string[] = [];
  const machine = sessionMachine.provide({
    actors: { logout: fromPromise(async () => { calls.push('logout'); return logout(); }) },
    actions: {
      clearSession: () => calls.push('clearSession'),
      resetMember: () => calls.push('resetMember'),
      navigate: (_, params) => calls.push(`navigate ${params.to}`),
    },
  });
  const actor = createActor(machine, { input: { member: initial, ...types } }).start();
  return { actor, calls };
}

describe('sessionMachine', () => {
  it.each([
    [null, 'loggedOut'],
    [member(0), 'member'],
    [member(1), 'agent'],
    [member(2), 'agent'],
    [member(41), 'agent'],
    [member(42), 'agent'],
    [member(4), 'trial'],
  ] as const)('puts %o in the %s state', (who, state) => {
    expect(start(who).actor.getSnapshot().value).toBe(state);
  });

  it('treats a type in both lists as trial', () => {
    const actor = createActor(sessionMachine, { input: { member: member(4), agentTypes: [4], trialTypes: [4] } }).start();
    expect(actor.getSnapshot().value).toBe('trial');
  });

  it('moves to the role of a member who signs in', () => {
    const { actor } = start(null);
    actor.send({ type: 'LOGGED_IN', member: member(41) });
    expect(actor.getSnapshot().value).toBe('agent');
  });

  it('asks before signing out and stays signed in on cancel', () => {
    const { actor, calls } = start(member(0));
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('confirmingLogout');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('member');
    expect(calls).toEqual([]);
  });

  it('on confirm calls logout, clears the session, resets the member and goes home', async () => {
    const { actor, calls } = start(member(1));
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls).toEqual(['logout', 'clearSession', 'resetMember', 'navigate /']);
    expect(actor.getSnapshot().context.member).toBeNull();
  });

  it('ends the session here even when the logout call fails', async () => {
    const { actor, calls } = start(member(4), async () => { throw new Error('network_link_abnormal'); });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls).toEqual(['logout', 'clearSession', 'resetMember', 'navigate /']);
    expect(actor.getSnapshot().context.error).toBe('network_link_abnormal');
  });

  it('ignores LOGOUT for a visitor', () => {
    const { actor } = start(null);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('signs out without a call when the server ends the session', () => {
    const { actor, calls } = start(member(0));
    actor.send({ type: 'EXPIRED' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(calls).toEqual(['clearSession', 'resetMember']);
  });

  it('does not navigate before confirmation', () => {
    const navigate = vi.fn<() => void>();
    const actor = createActor(sessionMachine.provide({ actions: { navigate } }), {
      input: { member: member(0), ...types },
    }).start();
    actor.send({ type: 'LOGOUT' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
