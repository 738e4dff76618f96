import { describe, expect, it } from 'vitest';
import { toWallets } from '@/features/member/wallet/model';
import { amountMinorOf, checkTransfer } from '@/features/member/wallet/transfer-rules';

const wire = {
  sumBalance: 1750.75,
  balance: [
    { accountTypeId: 2, availBalance: 1500.5 },
    { accountTypeId: 11, availBalance: 250.25, name: 'JILI Games' },
    { accountTypeId: 12, availBalance: 0, name: 'PG Soft', maintenance: true },
  ],
};

describe('wallet transfer rules', () => {
  it('reads the balance answer into minor units with names and maintenance', () => {
    const wallets = toWallets(wire);
    expect(wallets.main.balanceMinor).toBe(150050);
    expect(wallets.games.map((g) => [g.accountTypeId, g.name, g.balanceMinor, g.maintenance])).toEqual([
      [11, 'JILI Games', 25025, false],
      [12, 'PG Soft', 0, true],
    ]);
    expect(wallets.allowDecimal).toBe(true);
  });

  it('accepts up to the source balance and refuses a cent more', () => {
    const wallets = toWallets(wire);
    expect(checkTransfer({ from: 11, to: 2, amount: '250.25' }, wallets)).toEqual({});
    expect(checkTransfer({ from: 11, to: 2, amount: '250.26' }, wallets)).toEqual({ amount: 'wallet_amount_above_source' });
    expect(amountMinorOf({ from: 11, to: 2, amount: '1,000.5' }, wallets)).toBe(100050);
  });

  it('refuses the same wallet twice and a wallet under maintenance', () => {
    const wallets = toWallets(wire);
    expect(checkTransfer({ from: 2, to: 2, amount: '1' }, wallets).to).toBe('wallet_same_wallet');
    expect(checkTransfer({ from: 2, to: 12, amount: '1' }, wallets).to).toBe('wallet_error_maintenance_field');
  });

  it('refuses cents when the balance answer says whole amounts only', () => {
    const wallets = toWallets({ ...wire, allowDecimal: false });
    expect(checkTransfer({ from: 2, to: 11, amount: '10.5' }, wallets).amount).toBe('amount_whole_number');
    expect(checkTransfer({ from: 2, to: 11, amount: '10' }, wallets)).toEqual({});
  });
});
