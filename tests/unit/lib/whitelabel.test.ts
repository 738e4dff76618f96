import { describe, expect, it } from 'vitest';
import { flattenWhitelabel, isFlagOn } from '@/lib/whitelabel';

describe('flattenWhitelabel', () => {
  it('turns the tree into one flag per module id, "1" meaning on', () => {
    const flags = flattenWhitelabel([
      {
        modId: 'LOGIN',
        enabled: '1',
        childrenNodes: [
          { modId: 'USERNAMEREG3', enabled: '1' },
          { modId: 'MOBILEVERCODELOGIN3', enabled: '0', childrenNodes: [{ modId: 'REGMOBVERF3', enabled: '1' }] },
        ],
      },
      { modId: 'FREEPLAY3', enabled: '0' },
    ]);
    expect(flags).toEqual({
      LOGIN: true,
      USERNAMEREG3: true,
      MOBILEVERCODELOGIN3: false,
      REGMOBVERF3: true,
      FREEPLAY3: false,
    });
  });

  it('gives no flags for a missing tree', () => {
    expect(flattenWhitelabel(undefined)).toEqual({});
    expect(flattenWhitelabel(null)).toEqual({});
  });

  it('treats unknown flags as off', () => {
    expect(isFlagOn({ DIRECTREG3: true }, 'DIRECTREG3')).toBe(true);
    expect(isFlagOn({ DIRECTREG3: true }, 'FREEPLAY3')).toBe(false);
  });
});
