import { beforeEach, describe, expect, it } from 'vitest';
import { findMember, resetStore, sandboxNow, SANDBOX_FUND_PASSWORD } from '../../../sandbox/store';
import { call, login } from './helpers';

async function control<T>(path: string, body: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`http://localhost/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

describe('Sandbox control calls for money flows', () => {
  beforeEach(() => resetStore());

  it('makes the next call of an operation fail with the forced code and value, once', async () => {
    const { token } = (await login('member01', 'Passw0rd!')).json.value;
    const forced = await control('force', { operation: 'GET /wps/v2/wallets/balance', code: 'bank_card_is_frozen', value: { data: [1] } });
    expect(forced.status).toBe(200);
    const refused = await call('/wps/v2/wallets/balance', { token });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ success: false, errorCode: 'bank_card_is_frozen', value: { data: [1] } });
    expect((await call('/wps/v2/wallets/balance', { token })).json.success).toBe(true);
  });

  it('refuses to force an operation the contract does not have', async () => {
    expect((await control('force', { operation: 'GET /wps/nothing', code: 'x' })).status).toBe(400);
  });

  it('moves the sandbox clock forward', async () => {
    const before = sandboxNow();
    const { json } = await control<{ now: number }>('clock', { advanceMinutes: 45 });
    expect(json.now - before).toBeGreaterThanOrEqual(45 * 60_000);
    expect((await control('clock', { advanceMinutes: -5 })).status).toBe(400);
  });

  it('clones a seeded login with its fund password, cards and balances, apart from the original', async () => {
    const { json } = await control<{ account: string; password: string }>('clone', { from: 'payout01' });
    const clone = findMember(json.account)!;
    const source = findMember('payout01')!;
    expect(clone.fundPassword).toBe(SANDBOX_FUND_PASSWORD);
    expect(clone.cards).toHaveLength(source.cards.length);
    expect(clone.cards[0]!.bankCardId).not.toBe(source.cards[0]!.bankCardId);
    expect(clone.withdrawals.map((w) => w.status)).toEqual(source.withdrawals.map((w) => w.status));
    expect(clone.mobile).not.toBe(source.mobile);
    clone.balances.set(2, 0);
    expect(source.balances.get(2)).toBeGreaterThan(0);
    expect((await login(json.account, json.password)).json.success).toBe(true);
  });
});
