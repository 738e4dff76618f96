import { beforeEach, describe, expect, it } from 'vitest';
import { cloneWithContracts, contractRecords, contractSummary, contractsOf, createOffer, heldContract, processContract } from '../../../sandbox/operations/agent-contracts';
import { advanceClock, findMember, resetStore, sandboxNow } from '../../../sandbox/store';

beforeEach(() => resetStore());

const member = (account: string) => findMember(account)!;
const tiers = (rate: number) => [{ validBet: 200_000, profitLoss: 10_000, activeMembers: 5, rate }];

describe('Agent contracts in the sandbox', () => {
  it('seeds agent01 with all four kinds, agent02 with a daily salary and a pending dividend offer', () => {
    expect(contractSummary(member('agent01')).active).toEqual({
      divtypeinfo: expect.anything(), dailysalinfotype: expect.anything(), contracthoursalinfo: expect.anything(), realtimesalinfotype: expect.anything(),
    });
    const agent02 = contractSummary(member('agent02'));
    expect(agent02.pending).toEqual({ divtypereq: 'NEW' });
    expect(Object.keys(agent02.active)).toEqual(['dailysalinfotype']);
  });

  it('asks consent when a downline in the team has a higher rate, and terminates it with consent', () => {
    const agent01 = member('agent01');
    expect(createOffer(agent01, { contractType: 'DIVIDEND', downline: 'agent01sub', period: 'H', tiers: tiers(20) })).toEqual({
      error: 'contract.downline.higher.rate', value: { downlines: [{ account: 'agent01subx', maxRate: 22 }] },
    });
    expect(heldContract(member('agent01subx').id, 'DIVIDEND')?.status).toBe('ACTIVE');
    const made = createOffer(agent01, { contractType: 'DIVIDEND', downline: 'agent01sub', period: 'H', tiers: tiers(20), consent: true });
    expect(made).toMatchObject({ ok: { offer: { to: 'agent01sub', maxRate: 20, status: 'PENDING' }, terminated: [{ account: 'agent01subx', maxRate: 22 }] } });
    expect(heldContract(member('agent01subx').id, 'DIVIDEND')).toBeUndefined();
    expect(createOffer(agent01, { contractType: 'DIVIDEND', downline: 'agent01sub', period: 'H', tiers: tiers(20) })).toEqual({ error: 'contract.offer.pending' });
  });

  it('refuses a rate above the agent’s own and a downline that is not its direct agent', () => {
    expect(createOffer(member('agent01'), { contractType: 'DAILY', downline: 'agent01a1', period: 'D', tiers: [{ validBet: 1, activeMembers: 1, rate: 1.6 }] }))
      .toEqual({ error: 'contract.rate.above.own', value: { maxRate: 1.5 } });
    expect(createOffer(member('agent01'), { contractType: 'DAILY', downline: 'agent01m1', period: 'D', tiers: [{ validBet: 1, activeMembers: 1, rate: 1 }] }))
      .toEqual({ error: 'contract.downline.not.found' });
  });

  it('makes an accepted offer the active contract, replacing the one held', () => {
    const agent02 = member('agent02');
    const offerId = contractsOf('agent02')!.received.find((o) => o.status === 'PENDING')!.offerId;
    expect(processContract(agent02, 'DAILY', { action: 'ACCEPT', offerId, contractId: '' })).toEqual({ error: 'contract.offer.not.found' });
    expect(processContract(agent02, 'DIVIDEND', { action: 'ACCEPT', offerId, contractId: '' })).toMatchObject({ ok: { status: 'ACCEPTED', contract: { upline: 'agent01', maxRate: 15, period: 'W' } } });
    expect(contractSummary(agent02)).toMatchObject({ pending: {}, active: { divtypeinfo: { maxRate: 15 } } });
  });

  it('ends a contract when the holder accepts the upline’s termination request, keeps it on reject', () => {
    const agent01 = member('agent01');
    expect(processContract(agent01, 'DAILY', { action: 'TERMINATE', offerId: '', contractId: 'C-DAILY-agent02' })).toMatchObject({ ok: { status: 'TERMINATION_REQUESTED' } });
    const request = contractsOf('agent02')!.received.find((o) => o.kind === 'TERMINATE')!;
    expect(processContract(member('agent02'), 'DAILY', { action: 'REJECT', offerId: request.offerId, contractId: '' })).toMatchObject({ ok: { contract: { status: 'ACTIVE' } } });
    processContract(agent01, 'DAILY', { action: 'TERMINATE', offerId: '', contractId: 'C-DAILY-agent02' });
    const again = contractsOf('agent02')!.received.find((o) => o.kind === 'TERMINATE' && o.status === 'PENDING')!;
    processContract(member('agent02'), 'DAILY', { action: 'ACCEPT', offerId: again.offerId, contractId: '' });
    expect(heldContract(member('agent02').id, 'DAILY')).toBeUndefined();
  });

  it('settles real-time salary every 5 sandbox minutes: one more record as each 5 minutes pass', () => {
    const agent01 = member('agent01');
    const from = sandboxNow() - 3_600_000;
    const before = contractRecords(agent01, 'REALTIME', from, sandboxNow() + 3_600_000);
    expect(before[0]!.periodEndTimestamp + 1).toBeLessThanOrEqual(sandboxNow());
    advanceClock(5);
    const after = contractRecords(agent01, 'REALTIME', from, sandboxNow() + 3_600_000);
    expect(after.length).toBe(before.length + 1);
    expect(after[0]!.periodStartTimestamp - before[0]!.periodStartTimestamp).toBe(300_000);
  });

  it('copies an agent with its contracts, requests and contract-holding downlines for a browser test of its own', () => {
    const clone = cloneWithContracts('agent01sub')!;
    expect(clone.below).toHaveLength(1);
    const copy = member(clone.account);
    expect(copy.parentId).toBe(member('agent01').id);
    expect(member(clone.below[0]!).parentId).toBe(copy.id);
    expect(createOffer(member('agent01'), { contractType: 'DIVIDEND', downline: clone.account, period: 'H', tiers: tiers(20) }))
      .toMatchObject({ error: 'contract.downline.higher.rate', value: { downlines: [{ account: clone.below[0], maxRate: 22 }] } });
    expect(contractSummary(copy).pending).toEqual({ contracthoursalreq: 'TERMINATE' });
  });
});
