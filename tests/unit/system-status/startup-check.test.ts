import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/envelope';
import { checkStartup, type StartupInput } from '@/features/system-status/startup-check';
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

function check(input: Partial<StartupInput> = {}, stubs: Stubs = {}) {
  const calls = { permission: [] as string[], domain: [] as string[], member: [] as string[] };
  const result = checkStartup(
    { host: 'localhost', token: null, ...input },
    {
      checkPermission: async (host) => {
        calls.permission.push(host);
        return (stubs.permission ?? (async () => normalStatus))();
      },
      checkDomain: async (host) => {
        calls.domain.push(host);
        return (stubs.domain ?? (async () => domains))();
      },
      loadMember: async (token) => {
        calls.member.push(token);
        return (stubs.member ?? (async () => member))(token);
      },
      clearSession: stubs.clearSession ?? (() => {}),
    },
  );
  return { result, calls };
}

describe('checkStartup', () => {
  it('checks permission and domain for the current host together, before anything else shows', () => {
    const { calls } = check({ host: 'www.brand.test' });
    expect(calls.permission).toEqual(['www.brand.test']);
    expect(calls.domain).toEqual(['www.brand.test']);
    expect(calls.member).toEqual([]);
  });

  it('opens the app for an anonymous visitor when everything is normal', async () => {
    const { result, calls } = check();
    const r = await result;
    expect(r.outcome).toBe('ready');
    expect(r.member).toBeNull();
    expect(calls.member).toEqual([]);
  });

  it('keeps the flattened whitelabel flags, customer service URL and location', async () => {
    const r = await check().result;
    expect(r.flags).toEqual({ USERNAMEREG3: true, DIRECTREG3: false, MOBILEVERCODELOGIN3: false });
    expect(r.customerServiceUrl).toBe('https://cs.example.test/chat');
    expect(r.location).toEqual({ ip: '203.0.113.7', country: 'PH' });
  });

  it('shows maintenance when the platform says so', async () => {
    const r = await check({}, { permission: async () => ({ ...normalStatus, maintenance: true }) }).result;
    expect(r.outcome).toBe('maintenance');
  });

  it('shows maintenance even when the region is also blocked', async () => {
    const r = await check({}, { permission: async () => ({ ...normalStatus, maintenance: true, regionRestriction: true }) }).result;
    expect(r.outcome).toBe('maintenance');
  });

  it('shows region blocked and keeps the visitor IP', async () => {
    const r = await check({}, { permission: async () => ({ ...normalStatus, regionRestriction: true }) }).result;
    expect(r.outcome).toBe('regionBlocked');
    expect(r.location?.ip).toBe('203.0.113.7');
  });

  it('shows the domain error for an invalid URL without calling the platform', async () => {
    const { result, calls } = check({ host: 'bad host!' });
    const r = await result;
    expect(r.outcome).toBe('domainError');
    expect(r.error).toBe('invalid-url');
    expect(calls.permission).toEqual([]);
  });

  it('shows the domain error when the host is not in the domain list', async () => {
    const r = await check({ host: 'phishing.example' }).result;
    expect(r.outcome).toBe('domainError');
    expect(r.error).toBe('domain-not-listed');
  });

  it('accepts a listed domain given with a scheme', async () => {
    expect((await check({ host: 'www.brand.test' }).result).outcome).toBe('ready');
  });

  it('shows the domain error when the domain check fails', async () => {
    const r = await check({}, { domain: async () => Promise.reject(new Error('request_param_err')) }).result;
    expect(r.outcome).toBe('domainError');
    expect(r.error).toBe('domain-check-failed');
  });

  it('shows the domain error when the permission call fails', async () => {
    const r = await check({}, { permission: async () => Promise.reject(new Error('network')) }).result;
    expect(r.outcome).toBe('domainError');
    expect(r.error).toBe('permission-failed');
  });

  it('says the platform could not be reached, not that the address is wrong, when a start-up call gets no answer', async () => {
    const noAnswer = () => Promise.reject(new ApiError('network', 'network_link_abnormal'));
    for (const stubs of [{ permission: noAnswer }, { domain: noAnswer }, { permission: noAnswer, domain: noAnswer }]) {
      const r = await check({}, stubs).result;
      expect(r.outcome).toBe('domainError');
      expect(r.error).toBe('unreachable');
    }
    // An answer the platform gave is still the domain error.
    const refused = await check({}, { domain: async () => Promise.reject(new ApiError('server', 'request_param_err')) }).result;
    expect(refused.error).toBe('domain-check-failed');
  });

  it('shows the domain error, not maintenance, when the domain check fails on a maintenance answer', async () => {
    const r = await check(
      {},
      { permission: async () => ({ ...normalStatus, maintenance: true }), domain: async () => Promise.reject(new Error('down')) },
    ).result;
    expect(r.outcome).toBe('domainError');
    expect(r.error).toBe('domain-check-failed');
  });

  it('loads the member when a token is present and opens the app signed in', async () => {
    const { result, calls } = check({ token: 'tok-123' });
    const r = await result;
    expect(r.outcome).toBe('ready');
    expect(r.member).toEqual(member);
    expect(r.token).toBe('tok-123');
    expect(calls.member).toEqual(['tok-123']);
  });

  it('clears the session and continues anonymous when the member load fails', async () => {
    const clearSession = vi.fn<() => void>();
    const r = await check({ token: 'expired' }, { member: async () => Promise.reject(new Error('login.not.session')), clearSession }).result;
    expect(r.outcome).toBe('ready');
    expect(r.member).toBeNull();
    expect(r.token).toBeNull();
    expect(clearSession).toHaveBeenCalledTimes(1);
  });

  it('does not load the member on the maintenance page even with a token', async () => {
    const { result, calls } = check({ token: 'tok-123' }, { permission: async () => ({ ...normalStatus, maintenance: true }) });
    await result;
    expect(calls.member).toEqual([]);
  });
});
