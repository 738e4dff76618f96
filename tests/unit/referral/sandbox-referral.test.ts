import { beforeEach, describe, expect, it } from 'vitest';
import { cloneMember, findMember, issueCaptcha, MAIN_WALLET_ID, resetStore } from '../../../sandbox/store';
import { recordsHistory } from '../../../sandbox/operations/records';
import { call, login } from '../sandbox/helpers';

beforeEach(() => resetStore());

const DAY = 86_400_000;
const everything = `startTime=${Date.now() - 400 * DAY}&endTime=${Date.now() + DAY}`;

async function tokenOf(account: string, merchant = 'luckystar') {
  const { json } = await login(account, 'Passw0rd!');
  expect(json.success, `login ${account} (${merchant})`).toBe(true);
  return json.value.token!;
}

describe('Sandbox invite friends', () => {
  it('seeds the same programme history for member01 and a fresh copy, each with its own code', async () => {
    const copy = cloneMember('member01')!;
    const original = await call<{ referralCode: string; totalInvitations: number }>('/wps/relay/MCSFE_getReferralDetails', { token: await tokenOf('member01') });
    const cloned = await call<{ referralCode: string; totalInvitations: number }>('/wps/relay/MCSFE_getReferralDetails', {
      token: (await login(copy.account, copy.password)).json.value.token!,
    });
    expect(original.json.value.totalInvitations).toBe(36);
    expect(cloned.json.value.totalInvitations).toBe(36);
    expect(cloned.json.value.referralCode).not.toBe(original.json.value.referralCode);
  });

  it('makes a code only when asked with autoGenerate for a member without one', async () => {
    const token = await tokenOf('member02');
    const before = await call<{ referralCode: string | null }>('/wps/relay/MCSFE_getReferralDetails', { token });
    const after = await call<{ referralCode: string | null }>('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { token });
    const again = await call<{ referralCode: string | null }>('/wps/relay/MCSFE_getReferralDetails', { token });
    expect(after.json.value.referralCode).toMatch(/^RF[0-9A-Z]+$/);
    expect(again.json.value.referralCode).toBe(after.json.value.referralCode);
    // A member seeded with invitees has a code already; one without gets it on asking.
    expect([null, after.json.value.referralCode]).toContain(before.json.value.referralCode);
  });

  it('refuses agents (registerCenter) and trial accounts', async () => {
    const agent = await call('/wps/relay/MCSFE_getReferralIncome', { token: await tokenOf('agent01') });
    const trial = await call('/wps/relay/MCSFE_getReferralIncome', { token: await tokenOf('trial01') });
    expect([agent.status, agent.json.message]).toEqual([400, 'function.not.available']);
    expect([trial.status, trial.json.message]).toEqual([400, 'in_need_true_account']);
  });

  it('adds a registration with the code as an invitee; qualifying it pays the invitation reward into the wallet and the history', async () => {
    const token = await tokenOf('member02');
    const { json: details } = await call<{ referralCode: string }>('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { token });
    const registered = await call('/wps/member/register', {
      method: 'PUT',
      body: { username: 'pal2026', password: 'Secret123', confirmPassword: 'Secret123', referralCode: details.value.referralCode, captcha: issueCaptcha(), login: false },
      encrypt: true,
    });
    expect(registered.json.success).toBe(true);
    const invitees = await call<{ list: { inviteeName: string; isQualified: boolean }[]; footer: { totalInviteeCount: number } }>(
      `/wps/relay/MCSFE_getReferralInviteeReport?${everything}&isQualified=false`, { token });
    expect(invitees.json.value.list.map((i) => i.inviteeName)).toContain('pal2026');

    const member = findMember('member02')!;
    const before = member.balances.get(MAIN_WALLET_ID)!;
    const paid = await fetch('http://localhost/__sandbox/referral/qualify', { method: 'POST', body: JSON.stringify({ account: 'member02', invitee: 'pal2026' }) });
    expect(paid.status).toBe(200);
    expect(member.balances.get(MAIN_WALLET_ID)).toBeCloseTo(before + 100, 2);
    expect(recordsHistory('member02')!.transactions.at(-1)).toMatchObject({ code: 'referral_rebate', amount: 100_00 });
    const rewards = await call<{ list: { rewardType: string; inviteeName: string | null; amount: number }[] }>(
      `/wps/relay/MCSFE_getReferralRewardRecords?${everything}&rewardType=INVITATION`, { token });
    expect(rewards.json.value.list[0]).toMatchObject({ rewardType: 'INVITATION', inviteeName: 'pal2026', amount: 100 });
    const income = await call<{ today: { invitation: number; total: number } }>('/wps/relay/MCSFE_getReferralIncome', { token });
    expect(income.json.value.today.invitation).toBeGreaterThanOrEqual(100);
  });

  it('gives Golden Lotus its programme in dong', async () => {
    const { json } = await call<{ invitationReward: number; qualifyingDeposit: number }>('/wps/relay/PROMOFE_getReferralProgramme', { merchant: 'goldenlotus' });
    expect(json.value).toMatchObject({ invitationReward: 100_000, qualifyingDeposit: 500_000 });
  });
});
