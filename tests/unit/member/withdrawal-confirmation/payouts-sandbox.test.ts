// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { api, ApiError, configureApi, session } from '@/api';
import { getMerchant } from '@/merchant';
import { CONFIRM_MINUTES } from '../../../../sandbox/operations/payouts';
import { advanceClock, findMember, resetStore } from '../../../../sandbox/store';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function signIn(account: string) {
  const merchant = getMerchant('luckystar')!;
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
}

const list = () => api.GET('/wps/relay/MCSFE_getPaymentConfirmationList');
type Body = { transactionId: string; action: 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED' | 'ALL_RECEIVED'; receivedAmount?: number; pictures?: string[] };
const answer = (body: Body) => api.POST('/wps/relay/MCSFE_processC2CTransaction', { body });
async function refusal(body: Body): Promise<string | undefined> {
  try {
    await answer(body);
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return undefined;
}

beforeEach(() => resetStore());

describe('sandbox withdrawal confirmation', () => {
  it('lists payout01’s payout with the server minutes and the seconds left', async () => {
    await signIn('payout01');
    const value = await list();
    expect(value.confirmMinutes).toBe(CONFIRM_MINUTES);
    expect(value.list).toHaveLength(1);
    expect(value.list[0]).toMatchObject({ amount: 1000, status: 'AWAITING_CONFIRMATION', fullyPaid: true });
    expect(value.list[0]!.remainingSeconds).toBeGreaterThan(CONFIRM_MINUTES * 60 - 5);
  });

  it('reads a payout past its deadline as FORCED_RECEIVED and refuses a late answer', async () => {
    await signIn('payout01');
    const id = (await list()).list[0]!.transactionId;
    advanceClock(CONFIRM_MINUTES + 1);
    expect((await list()).list[0]).toMatchObject({ status: 'FORCED_RECEIVED', remainingSeconds: 0 });
    expect(await refusal({ transactionId: id, action: 'RECEIVED' })).toBe('c2c.confirm.expired');
    expect(findMember('payout01')!.withdrawals[0]!.status).toBe('FORCED_RECEIVED');
  });

  it('refuses each bad answer with its code and takes a good one once', async () => {
    await signIn('payout01');
    const id = (await list()).list[0]!.transactionId;
    expect(await refusal({ transactionId: id, action: 'PARTLY_RECEIVED', receivedAmount: 1000 })).toBe('c2c.amount.invalid');
    expect(await refusal({ transactionId: id, action: 'PARTLY_RECEIVED' })).toBe('c2c.amount.invalid');
    expect(await refusal({ transactionId: id, action: 'PARTLY_RECEIVED', receivedAmount: 0.001 })).toBe('c2c.amount.invalid');
    expect(await refusal({ transactionId: id, action: 'NOT_RECEIVED' })).toBe('c2c.proof.required');
    expect(await refusal({ transactionId: id, action: 'NOT_RECEIVED', pictures: [PNG, PNG, PNG, PNG] })).toBe('c2c.proof.too.many');
    expect(await refusal({ transactionId: id, action: 'NOT_RECEIVED', pictures: ['data:image/gif;base64,R0lGODlh'] })).toBe('c2c.proof.invalid.type');
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 + 3) / 3) * 4)}`;
    expect(await refusal({ transactionId: id, action: 'NOT_RECEIVED', pictures: [big] })).toBe('c2c.proof.too.large');
    expect(await refusal({ transactionId: 'W0', action: 'RECEIVED' })).toBe('c2c.transaction.not.found');

    await expect(answer({ transactionId: id, action: 'PARTLY_RECEIVED', receivedAmount: 250.25, pictures: [PNG] })).resolves.toEqual({
      transactionId: id,
      status: 'PARTLY_RECEIVED',
      receivedAmount: 250.25,
      remainingAmount: 749.75,
    });
    expect(await refusal({ transactionId: id, action: 'RECEIVED' })).toBe('c2c.already.processed');
    expect((await list()).list).toEqual([]);
  });

  it('pays out a member’s submitted withdrawals on the control call, so they can be answered', async () => {
    const member = findMember('member01')!;
    member.withdrawals.push({ id: 'WTEST1', amount: 300, fee: 0, bankCardId: 1, createdAt: Date.now(), status: 'SUBMITTED' });
    const bad = await fetch('http://localhost/__sandbox/payouts/disburse', { method: 'POST', body: JSON.stringify({ account: 'nobody' }) });
    expect(bad.status).toBe(400);
    const response = await fetch('http://localhost/__sandbox/payouts/disburse', { method: 'POST', body: JSON.stringify({ account: 'member01' }) });
    expect(await response.json()).toEqual({ disbursed: 1, confirmMinutes: CONFIRM_MINUTES });
    await signIn('member01');
    expect((await list()).list.map((p) => p.transactionId)).toEqual(['WTEST1']);
    await expect(answer({ transactionId: 'WTEST1', action: 'ALL_RECEIVED' })).resolves.toMatchObject({ status: 'RECEIVED' });
  });
});
