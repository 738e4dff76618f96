import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../../../sandbox/store';
import { call, login } from './helpers';

async function captcha(): Promise<string> {
  await call('/wps/captcha');
  const response = await fetch('http://localhost/__sandbox/last-captcha');
  return ((await response.json()) as { captcha: string }).captcha;
}

describe('Sandbox store', () => {
  beforeEach(() => resetStore());

  it('logs in every seeded account with its documented password and type', async () => {
    const accounts: [string, string, number][] = [
      ['member01', 'Passw0rd!', 0], ['default01', '123456', 0], ['expired01', 'Passw0rd!', 0], ['trial01', 'Passw0rd!', 4],
      ['agent01', 'Passw0rd!', 1], ['agent02', 'Passw0rd!', 2], ['agent41', 'Passw0rd!', 41], ['agent42', 'Passw0rd!', 42],
    ];
    const results: [string, boolean, number | undefined][] = [];
    for (const [username, password] of accounts) {
      const { json } = await login(username, password);
      results.push([username, json.success, json.value.customerType]);
    }
    expect(results).toEqual(accounts.map(([username, , type]) => [username, true, type]));
  });

  it('reports an expired password only for the expired account', async () => {
    expect((await login('expired01', 'Passw0rd!')).json.value.passwordExpired).toBe(true);
    expect((await login('member01', 'Passw0rd!')).json.value.passwordExpired).toBe(false);
  });

  it('lets a newly registered member log in with the new password', async () => {
    const answer = await captcha();
    const registered = await call<{ token: string; userName: string }>('/wps/member/register', {
      method: 'PUT',
      encrypt: true,
      body: { username: 'fresh01', password: 'Fresh123', confirmPassword: 'Fresh123', captcha: answer },
    });
    expect(registered.json.success).toBe(true);
    expect(registered.json.value.userName).toBe('fresh01');
    const { json } = await login('fresh01', 'Fresh123');
    expect(json.success).toBe(true);
    const info = await call<{ account: string }>('/wps/member/info', { token: json.value.token });
    expect(info.json.value.account).toBe('fresh01');
  });

  it('refuses to register a username that is taken', async () => {
    const answer = await captcha();
    const { json } = await call('/wps/member/register', {
      method: 'PUT',
      body: { username: 'member01', password: 'Fresh123', confirmPassword: 'Fresh123', captcha: answer },
    });
    expect(json.success).toBe(false);
  });

  it('asks for a captcha after one wrong password and then needs the current one', async () => {
    const wrong = await login('member01', 'nope');
    expect(wrong.json.success).toBe(false);
    expect(wrong.json.value.captcha).toBe(true);

    const withoutCaptcha = await login('member01', 'Passw0rd!');
    expect(withoutCaptcha.json.success).toBe(false);
    expect(withoutCaptcha.json.value.captcha).toBe(true);

    const answer = await captcha();
    const ok = await login('member01', 'Passw0rd!', { captcha: answer });
    expect(ok.json.success).toBe(true);
    expect(ok.json.value.token).toEqual(expect.any(String));
  });

  it('accepts each captcha answer once', async () => {
    await login('member01', 'nope');
    const answer = await captcha();
    expect((await login('member01', 'nope', { captcha: answer })).json.success).toBe(false);
    expect((await login('member01', 'Passw0rd!', { captcha: answer })).json.success).toBe(false);
  });

  it('keeps favourites for the member across calls and removes them on request', async () => {
    const { token } = (await login('member01', 'Passw0rd!')).json.value;
    const list = await call<{ games: { nodeId: number; vassalage: string }[] }>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=2', { token });
    const [first, second] = list.json.value.games;
    if (!first || !second) throw new Error('expected two games');
    for (const game of [first, second])
      await call('/wps/relay/MCSFE_addFavoriteGameV2', { token, body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'RNG' } });
    const ids = await call<number[]>('/wps/relay/MCSFE_getFavoriteGames', { token });
    expect(ids.json.value).toEqual([second.nodeId, first.nodeId]);

    await call('/wps/relay/MCSFE_removeFavoriteGameV2', { method: 'DELETE', token, body: { nodeId: first.nodeId, vendor: first.vassalage, gameType: 'RNG' } });
    const page = await call<{ content: { nodeId: number }[] }>('/wps/relay/MCSFE_getFavoriteGamesList', { token });
    expect(page.json.value.content.map((g) => g.nodeId)).toEqual([second.nodeId]);

    const otherToken = (await login('agent01', 'Passw0rd!')).json.value.token;
    expect((await call<number[]>('/wps/relay/MCSFE_getFavoriteGames', { token: otherToken })).json.value).toEqual([]);
  });

  it('ends the session on logout so the token stops working', async () => {
    const { token } = (await login('member01', 'Passw0rd!')).json.value;
    await call('/wps/session/logout', { method: 'DELETE', token });
    const after = await call('/wps/member/info', { token });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe('login.not.session');
  });

  it('moves money between wallets on transfer', async () => {
    const { token } = (await login('member01', 'Passw0rd!')).json.value;
    type Wallet = { balance: { accountTypeId: number; availBalance: number }[] };
    const before = (await call<Wallet>('/wps/v2/wallets/balance', { token })).json.value.balance;
    await call('/wps/relay/GCS_walletTransfer', { token, body: { fromAccountTypeId: 2, toAccountTypeId: 11, amount: 100 } });
    const after = (await call<Wallet>('/wps/v2/wallets/balance', { token })).json.value.balance;
    const main = (list: Wallet['balance'], id: number) => list.find((b) => b.accountTypeId === id)?.availBalance ?? NaN;
    expect(main(after, 2)).toBeCloseTo(main(before, 2) - 100);
    expect(main(after, 11)).toBeCloseTo(main(before, 11) + 100);
  });

  it('logs in by sms with the code the sandbox sent', async () => {
    await call('/wps/verification/sms/noLogin', { body: { mobileNum: '9171234567', countryDialingCode: '63' } });
    const sms = (await (await fetch('http://localhost/__sandbox/last-sms?mobile=9171234567')).json()) as { code: string };
    const { json } = await login('9171234567', sms.code, { type: 'sms' });
    expect(json.success).toBe(true);
  });

  it('answers 400 without a Merchant header and 401 without a token', async () => {
    const noMerchant = await fetch('http://localhost/wps/system/status');
    expect(noMerchant.status).toBe(400);
    const noToken = await call('/wps/member/info');
    expect(noToken.status).toBe(401);
  });

  it('answers a relay called with the wrong method with #459', async () => {
    const { status, json } = await call('/wps/relay/GCSGAME_newGameVendor', { method: 'DELETE' });
    expect(status).toBe(405);
    expect(json.errorCode).toBe('#459');
    expect(json.message).toBe('http_method_not_support');
  });
});
