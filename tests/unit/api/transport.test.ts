import { describe, expect, it } from 'vitest';
import { operations } from '@/api/operations.gen';
import { ENCRYPT, FORM_BODY, NO_ENVELOPE, TOKEN, listedOperations, transportFlags } from '@/api/transport.gen';

describe('transport table', () => {
  it('tells the client the same token, encryption, envelope, body and gateway version as the contract, for every operation', () => {
    const decoded = Object.keys(operations).map((key) => {
      const flags = transportFlags(key);
      return {
        key,
        token: (flags & TOKEN) !== 0,
        encrypt: (flags & ENCRYPT) !== 0,
        envelope: (flags & NO_ENVELOPE) === 0,
        body: flags & FORM_BODY ? 'form' : undefined,
        gatewayVersion: flags >> 4 || undefined,
      };
    });
    const contract = Object.entries(operations).map(([key, meta]) => ({
      key, token: meta.token, encrypt: meta.encrypt, envelope: meta.envelope, body: meta.body, gatewayVersion: meta.gatewayVersion,
    }));
    expect(decoded).toEqual(contract);
  });

  it('names no operation the contract lacks', () => {
    expect(listedOperations.filter((key) => !(key in operations))).toEqual([]);
  });
});
