import { describe, expect, it } from 'vitest';
import { completeness, splitItems, SECURITY_ITEM_NAMES, type SecurityItemMap } from '@/features/member/security/completeness';

function items(overrides: Partial<SecurityItemMap> = {}): SecurityItemMap {
  const all = Object.fromEntries(SECURITY_ITEM_NAMES.map((name) => [name, { enabled: true, isComplete: false }])) as SecurityItemMap;
  return { ...all, ...overrides };
}

describe('completeness', () => {
  it('counts complete enabled items over enabled items, rounded down', () => {
    expect(completeness(items())).toBe(0);
    expect(completeness(items({ loginPassword: { enabled: true, isComplete: true } }))).toBe(11);
    expect(completeness(items({ bindGA: { enabled: false, isComplete: false }, loginPassword: { enabled: true, isComplete: true },
      email: { enabled: true, isComplete: true }, mobileVerified: { enabled: true, isComplete: true } }))).toBe(37);
  });

  it('ignores disabled items, even complete ones', () => {
    const done = Object.fromEntries(SECURITY_ITEM_NAMES.map((name) => [name, { enabled: true, isComplete: true }])) as SecurityItemMap;
    expect(completeness(done)).toBe(100);
    expect(completeness({ ...done, bindGA: { enabled: false, isComplete: false } })).toBe(100);
    expect(completeness({ ...items(), profile: { enabled: false, isComplete: true }, email: { enabled: true, isComplete: true } })).toBe(12);
  });

  it('is 100 when nothing is enabled and ignores unknown names', () => {
    expect(completeness({})).toBe(100);
    expect(completeness({ somethingElse: { enabled: true, isComplete: false } })).toBe(100);
  });
});

describe('splitItems', () => {
  it('splits the enabled items into done and to do in page order', () => {
    const split = splitItems(items({ email: { enabled: true, isComplete: true }, bindGA: { enabled: false, isComplete: false },
      profile: { enabled: true, isComplete: true } }));
    expect(split.done).toEqual(['profile', 'email']);
    expect(split.todo).toEqual(['loginPassword', 'paymentPassword', 'securityQuestions', 'bankCards', 'payeeName', 'mobileVerified']);
  });
});
