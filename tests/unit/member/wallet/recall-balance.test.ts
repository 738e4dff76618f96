// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, ApiError, configureApi, session } from '@/api';
import { recallAllBalances } from '@/features/member/api/recall-balance';
import { getMerchant } from '@/merchant';
import { server } from '../../../../sandbox/node';
import { resetStore } from '../../../../sandbox/store';

beforeEach(async () => {
  resetStore();
  const merchant = getMerchant('luckystar')!;
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  const { token } = await api.POST('/wps/session/login', { body: { username: 'member01', password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
});

async function balances() {
  const value = await api.GET('/wps/v2/wallets/balance', { params: { query: { typeId: 0 } } });
  return Object.fromEntries(value.balance.map((b) => [b.accountTypeId, b.availBalance]));
}

describe('recallAllBalances', () => {
  it('returns every game wallet to the main wallet', async () => {
    await recallAllBalances();
    const after = await balances();
    expect(after[2]).toBe(1750.75);
    expect(Object.entries(after).filter(([id]) => id !== '2').every(([, v]) => v === 0)).toBe(true);
  });

  it('tries again after a failure and succeeds on the third attempt', async () => {
    let calls = 0;
    server.use(
      http.post('*/wps/relay/GCS_recallBalance', () => {
        calls += 1;
        return calls < 3 ? HttpResponse.json({ success: false, message: 'wallet.maintenance', errorCode: 'wallet.maintenance', value: null }, { status: 400 }) : undefined;
      }),
    );
    await recallAllBalances();
    expect(calls).toBe(3);
    expect((await balances())[2]).toBe(1750.75);
  });

  it('throws the last ApiError after the given number of attempts', async () => {
    let calls = 0;
    server.use(
      http.post('*/wps/relay/GCS_recallBalance', () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'wallet.maintenance', errorCode: 'wallet.maintenance', value: { accountTypeId: 13 } }, { status: 400 });
      }),
    );
    const error = await recallAllBalances(3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('wallet.maintenance');
    expect(calls).toBe(3);
  });
});
