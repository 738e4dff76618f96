import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { systemStatusMachine, type SystemStatusInput } from '@/features/system-status/system-status.machine';
import type { DomainRouteValue, Member, SystemStatusValue } from '@/lib/system-types';

const normalStatus: SystemStatusValue = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.7', country: 'PH' },
  info: {
    customerService: [{ type: 'LIVECHAT', url: 'https://cs.example.test/chat' }],
    whitelabel: [
      { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '0' }] },
      { modId: 'MOBILEVERCODELOGIN3', enabled: '0' },
    ],
  },
};
const domains: DomainRouteValue = { domainList: [{ domainName: 'https://www.brand.test' }, { domainName: 'localhost' }] };
const member: Member = { id: 7, account: 'member01', nickname: 'Member One', type: 0 };

interface Stubs {
  permission?: () => Promise<SystemStatusValue>;
  domain?: () => Promise<DomainRouteValue>;
  member?: (token: string) => Promise<Member>;
  clearSession?: () => void;
}

function start(input: Partial<SystemStatusInput> = {}, stubs: Stubs = {}) {
  const calls = { permission: [] as string[], domain: [] as string[], member: [] as string[] };
  const machine = systemStatusMachine.provide({
    actors: {
      checkPermission: fromPromise(async ({ input: i }: { input: { host: string } }) => {
        calls.permission.push(i.host);
        return (stubs.permission ?? (async () => normalStatus))();
      }),
      checkDomain: fromPromise(async ({ input: i }: { input: { host: string } }) => {
        calls.domain.push(i.host);
        return (stubs.domain ?? (async () => domains))();
      }),
      loadMember: fromPromise(async ({ input: i }: { input: { token: string } }) => {
        calls.member.push(i.token);
        return (stubs.member ?? (async () => member))(i.token);
      }),
    },
    actions: { clearSession: stubs.clearSession ?? (() => {}) },
  });
  const actor = createActor(machine, { input: { host: 'localhost', token: null, ...input } });
  actor.start();
  return { actor, calls };
}

const settled = (s: { value: unknown }) =>
  ['maintenance', 'regionBlocked', 'domainError', 'ready'].some((v) => JSON.stringify(s.value) === JSON.stringify(v));

describe('systemStatusMachine', () => {
  it('checks permission and domain for the current host before anything else shows', () => {
    const { actor, calls } = start({ host: 'www.brand.test' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(calls.permission).toEqual(['www.brand.test']);
    expect(calls.domain).toEqual(['www.brand.test']);
  });

  it('opens the app for an anonymous visitor when everything is normal', async () => {
    const { actor, calls } = start();
    const snap = await waitFor(actor, settled);
    expect(snap.value).toBe('ready');
    expect(snap.context.member).toBeNull();
    expect(calls.member).toEqual([]);
  });

  it('keeps the flattened whitelabel flags, customer service URL and location', async () => {
    const { actor } = start();
    const snap = await waitFor(actor, settled);
    expect(snap.context.flags).toEqual({ USERNAMEREG3: true, DIRECTREG3: false, MOBILEVERCODELOGIN3: false });
    expect(snap.context.customerServiceUrl).toBe('https://cs.example.test/chat');
    expect(snap.context.location).toEqual({ ip: '203.0.113.7', country: 'PH' });
  });

  it('shows maintenance when the platform says so', async () => {
    const { actor } = start({}, { permission: async () => ({ ...normalStatus, maintenance: true }) });
    expect((await waitFor(actor, settled)).value).toBe('maintenance');
  });

  it('shows maintenance even when the region is also blocked', async () => {
    const { actor } = start(
      {},
      { permission: async () => ({ ...normalStatus, maintenance: true, regionRestriction: true }) },
    );
    expect((await waitFor(actor, settled)).value).toBe('maintenance');
  });

  it('shows region blocked and keeps the visitor IP', async () => {
    const { actor } = start({}, { permission: async () => ({ ...normalStatus, regionRestriction: true }) });
    const snap = await waitFor(actor, settled);
    expect(snap.value).toBe('regionBlocked');
    expect(snap.context.location?.ip).toBe('203.0.113.7');
  });

  it('shows the domain error for an invalid URL without calling the platform', async () => {
    const { actor, calls } = start({ host: 'bad host!' });
    const snap = await waitFor(actor, settled);
    expect(snap.value).toBe('domainError');
    expect(snap.context.error).toBe('invalid-url');
    expect(calls.permission).toEqual([]);
  });

  it('shows the domain error when the host is not in the domain list', async () => {
    const { actor } = start({ host: 'phishing.example' });
    const snap = await waitFor(actor, settled);
    expect(snap.value).toBe('domainError');
    expect(snap.context.error).toBe('domain-not-listed');
  });

  it('accepts a listed domain given with a scheme', async () => {
    const { actor } = start({ host: 'www.brand.test' });
    expect((await waitFor(actor, settled)).value).toBe('ready');
  });

  it('shows the domain error when the domain check fails', async () => {
    const { actor } = start({}, { domain: async () => Promise.reject(new Error('request_param_err')) });
    const snap = await waitFor(actor, settled);
    expect(snap.value).toBe('domainError');
    expect(snap.context.error).toBe('domain-check-failed');
  });

  it('shows the domain error when the permission call fails', async () => {
    const { actor } = start({}, { permission: async () => Promise.reject(new Error('network')) });
    const snap = await waitFor(actor, settled);
    expect(snap.value).toBe('domainError');
    expect(snap.context.error).toBe('permission-failed');
  });

  it('checks again on retry and opens the app once the platform recovers', async () => {
    let fail = true;
    const { actor, calls } = start(
      {},
      { permission: async () => (fail ? Promise.reject(new Error('down')) : normalStatus) },
    );
    expect((await waitFor(actor, settled)).value).toBe('domainError');
    fail = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    const snap = await waitFor(actor, settled);
    expect(snap.value).toBe('ready');
    expect(snap.context.error).toBeNull();
    expect(calls.permission).toHaveLength(2);
  });

  it('stays on the domain error when a retry fails again', async () => {
    const { actor, calls } = start({}, { domain: async () => Promise.reject(new Error('down')) });
    await waitFor(actor, settled);
    actor.send({ type: 'RETRY' });
    const snap = await waitFor(actor, (s) => settled(s) && calls.domain.length === 2);
    expect(snap.value).toBe('domainError');
  });

  it('ignores retry on the maintenance page', async () => {
    const { actor, calls } = start({}, { permission: async () => ({ ...normalStatus, maintenance: true }) });
    await waitFor(actor, settled);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('maintenance');
    expect(calls.permission).toHaveLength(1);
  });

  it('loads the member when a token is present and opens the app signed in', async () => {
    const { actor, calls } = start({ token: 'tok-123' });
    await waitFor(actor, (s) => s.matches('loadingMember'));
    const snap = await waitFor(actor, settled);
    expect(snap.value).toBe('ready');
    expect(snap.context.member).toEqual(member);
    expect(calls.member).toEqual(['tok-123']);
  });

  it('clears the session and continues anonymous when the member load fails', async () => {
    const clearSession = vi.fn<() => void>();
    const { actor } = start(
      { token: 'expired' },
      { member: async () => Promise.reject(new Error('login.not.session')), clearSession },
    );
    const snap = await waitFor(actor, settled);
    expect(snap.value).toBe('ready');
    expect(snap.context.member).toBeNull();
    expect(snap.context.token).toBeNull();
    expect(clearSession).toHaveBeenCalledTimes(1);
  });

  it('does not load the member on the maintenance page even with a token', async () => {
    const { actor, calls } = start(
      { token: 'tok-123' },
      { permission: async () => ({ ...normalStatus, maintenance: true }) },
    );
    await waitFor(actor, settled);
    expect(calls.member).toEqual([]);
  });
});
