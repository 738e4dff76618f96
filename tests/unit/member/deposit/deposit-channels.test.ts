import { describe, expect, it } from 'vitest';
import { toMethods } from '@/features/member/deposit/api/deposit-channels';

describe('toMethods', () => {
  it('keeps the server order, converts bounds to minor units, and falls back to the settings bounds', () => {
    const methods = toMethods(
      {
        PGMT: { channels: [{ vendorName: 'Bank', vendorId: 1, mcsBankCode: 'MT', flow: 'MANUAL', banks: [{ bankCode: 'BDO' }], minAmount: 1000.5, maxAmount: 50_000 }] },
        MWQR: { channels: [{ vendorName: 'Wallet', vendorId: 2, mcsBankCode: 'QR', flow: 'QR', banks: [{ bankCode: 'GCASH', bankType: 'EWALLET', bankName: 'GCash' }] }] },
        BTC: { channels: [] },
      },
      { min: 10_000, max: 100_000_000 },
    );
    expect(methods.map((m) => m.code)).toEqual(['PGMT', 'MWQR']);
    expect(methods[0]!.channels[0]).toMatchObject({ key: '1:MT', min: 100_050, max: 5_000_000, maintenance: false,
      banks: [{ bankCode: 'BDO', bankType: null, bankName: 'BDO' }] });
    expect(methods[1]!.channels[0]).toMatchObject({ min: 10_000, max: 100_000_000 });
  });

  it('offers only the quick amounts inside the channel range', () => {
    const [method] = toMethods(
      { MWQR: { channels: [{ vendorName: 'W', vendorId: 2, mcsBankCode: 'QR', flow: 'QR', banks: [{ bankCode: 'G' }], minAmount: 200, maxAmount: 3000, quickAmounts: [100, 200, 1000, 5000] }] } },
      { min: null, max: null },
    );
    expect(method!.channels[0]!.quickAmounts).toEqual([20_000, 100_000]);
  });
});
