import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../../../sandbox/store';
import { exclusionEnd, periodStart } from '../../../sandbox/seed/responsible-gaming';
import { call, login } from '../sandbox/helpers';

beforeEach(() => resetStore());

interface Limit {
  period: string;
  amount: number | null;
  used: number;
  pending: { amount: number | null; effectiveTime: number } | null;
}
interface Settings {
  depositLimits: Limit[];
  exclusion: { type: string; period: string; endTime: number | null } | null;
}

async function tokenOf(account: string) {
  const { json } = await login(account, 'Passw0rd!');
  expect(json.success, `login ${account}`).toBe(true);
  return json.value.token!;
}

const daily = (settings: Settings) => settings.depositLimits.find((l) => l.period === 'DAILY')!;
const setLimit = (token: string, amount: number | null, period = 'DAILY') =>
  call<Settings>('/wps/relay/MCSFE_setDepositLimit', { token, body: { period, amount } });
const deposit = (token: string, amount: number) =>
  call('/wps/relay/MCSFE_depositByQRImageUrl', {
    token,
    body: { targetUsername: 'member02', amount, bankCode: 'GCASH', bankType: 'EWALLET', showQrImageOnly: 1, vendorId: 501, mcsBankCode: 'GCASHQR', deviceId: 'web' },
  });

describe('Sandbox responsible gaming', () => {
  it('starts without limits; a first or lower limit applies at once, a raise or removal after 24 hours', async () => {
    const token = await tokenOf('member02');
    const start = await call<Settings>('/wps/relay/MCSFE_getResponsibleGamingSettings', { token });
    expect(start.json.value).toEqual({
      depositLimits: ['DAILY', 'WEEKLY', 'MONTHLY'].map((period) => ({ period, amount: null, used: 0, pending: null })),
      exclusion: null,
    });
    expect(daily((await setLimit(token, 1000)).json.value)).toMatchObject({ amount: 1000, pending: null });
    expect(daily((await setLimit(token, 500)).json.value)).toMatchObject({ amount: 500, pending: null });
    const raised = daily((await setLimit(token, 2000)).json.value);
    expect(raised).toMatchObject({ amount: 500, pending: { amount: 2000 } });
    expect(raised.pending!.effectiveTime - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    // A lower limit while a raise waits applies at once and drops the raise.
    expect(daily((await setLimit(token, 400)).json.value)).toMatchObject({ amount: 400, pending: null });
    expect(daily((await setLimit(token, null)).json.value)).toMatchObject({ amount: 400, pending: { amount: null } });
    await fetch('http://localhost/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceMinutes: 24 * 60 + 1 }) });
    const later = await call<Settings>('/wps/relay/MCSFE_getResponsibleGamingSettings', { token });
    expect(daily(later.json.value)).toMatchObject({ amount: null, pending: null });
  });

  it('refuses a deposit that would go over a limit, counting the period’s deposits', async () => {
    const token = await tokenOf('member02');
    await setLimit(token, 1000);
    expect((await deposit(token, 600)).json.success).toBe(true);
    const over = await deposit(token, 500);
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ errorCode: 'deposit_limit_exceeded', message: 'rg_deposit_limit_exceeded', value: { period: 'DAILY', limit: 1000, remaining: 400 } });
    expect((await deposit(token, 400)).json.success).toBe(true);
    const settings = await call<Settings>('/wps/relay/MCSFE_getResponsibleGamingSettings', { token });
    expect(daily(settings.json.value).used).toBe(1000);
  });

  it('checks the password and the period, then ends the session; sign-in is refused with the end date until it ends', async () => {
    const token = await tokenOf('member02');
    const wrong = await call('/wps/relay/MCSFE_requestSelfExclusion', { token, body: { type: 'TIME_OUT', period: 'H24', password: 'nope' }, encrypt: true });
    expect([wrong.status, wrong.json.message]).toEqual([400, 'in_incorrect_password']);
    const mismatched = await call('/wps/relay/MCSFE_requestSelfExclusion', { token, body: { type: 'TIME_OUT', period: 'Y1', password: 'Passw0rd!' }, encrypt: true });
    expect(mismatched.json.message).toBe('request_param_err');
    const done = await call<Settings['exclusion']>('/wps/relay/MCSFE_requestSelfExclusion', {
      token, body: { type: 'TIME_OUT', period: 'H24', password: 'Passw0rd!' }, encrypt: true,
    });
    expect(done.json.value).toMatchObject({ type: 'TIME_OUT', period: 'H24' });
    expect((await call('/wps/relay/MCSFE_getResponsibleGamingSettings', { token })).status).toBe(401);

    const refused = await login('member02', 'Passw0rd!');
    expect(refused.json).toMatchObject({ success: false, errorCode: 'account.time.out', value: { type: 'TIME_OUT' } });
    expect(refused.json.message).toMatch(/^Your account is on a time-out until \d\d\/\d\d\/\d{4} \d\d:\d\d \(UTC\)\./);
    const tagalog = await call('/wps/session/login', {
      body: { username: 'member02', password: 'Passw0rd!', type: 'username' }, encrypt: true, headers: { Language: 'TY' },
    });
    expect(tagalog.json.message).toMatch(/^Naka-time-out ang iyong account hanggang/);

    await fetch('http://localhost/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceMinutes: 24 * 60 + 1 }) });
    expect((await login('member02', 'Passw0rd!')).json.success).toBe(true);
  });

  it('keeps a permanent self-exclusion for good and refuses trial accounts', async () => {
    const token = await tokenOf('member02');
    await call('/wps/relay/MCSFE_requestSelfExclusion', { token, body: { type: 'SELF_EXCLUSION', period: 'PERMANENT', password: 'Passw0rd!' }, encrypt: true });
    await fetch('http://localhost/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceMinutes: 3 * 365 * 24 * 60 }) });
    const refused = await login('member02', 'Passw0rd!');
    expect(refused.json).toMatchObject({ errorCode: 'account.self.excluded', value: { type: 'SELF_EXCLUSION', endTime: null } });
    const trial = await setLimit((await login('trial01', 'Passw0rd!')).json.value.token!, 100);
    expect(trial.json.message).toBe('in_need_true_account');
  });

  it('counts periods from the UTC day, the Monday and the first of the month, and ends exclusions by the calendar', () => {
    const wednesday = Date.UTC(2026, 10, 25, 15, 30);
    expect(periodStart('DAILY', wednesday)).toBe(Date.UTC(2026, 10, 25));
    expect(periodStart('WEEKLY', wednesday)).toBe(Date.UTC(2026, 10, 23));
    expect(periodStart('MONTHLY', wednesday)).toBe(Date.UTC(2026, 10, 1));
    expect(exclusionEnd('M6', wednesday)).toBe(Date.UTC(2027, 4, 25, 15, 30));
    expect(exclusionEnd('PERMANENT', wednesday)).toBeNull();
  });
});
