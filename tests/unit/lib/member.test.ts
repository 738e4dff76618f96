import { describe, expect, it } from 'vitest';
import { roleOf } from '@/lib/member';

const brand = { agentTypes: [1, 2, 41, 42], trialTypes: [4] };
const member = (type: number) => ({ id: 1, account: 'someone', type });

describe('roleOf', () => {
  it('is anonymous without a member', () => {
    expect(roleOf(null, brand)).toBe('anonymous');
  });

  it.each([1, 2, 41, 42])('is agent for type %i', (type) => {
    expect(roleOf(member(type), brand)).toBe('agent');
  });

  it('is trial for the trial type', () => {
    expect(roleOf(member(4), brand)).toBe('trial');
  });

  it('is member for any other type', () => {
    expect(roleOf(member(0), brand)).toBe('member');
    expect(roleOf(member(3), brand)).toBe('member');
  });
});
