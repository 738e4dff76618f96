// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { api, configureApi, session } from '@/api';
import { getMerchant } from '@/merchant';
import { teamOverview } from '../../../sandbox/operations/agent-overview';
import { recordsHistory } from '../../../sandbox/operations/records';
import { teamOf } from '../../../sandbox/seed/agents';
import { findMember } from '../../../sandbox/store';

const DAY = 86_400_000;
const end = Date.now();
const start = end - 7 * DAY;

async function signIn(account: string) {
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
}

describe('Agent reports in the sandbox', () => {
  beforeAll(() => {
    const merchant = getMerchant('luckystar')!;
    configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
    for (const member of teamOf(findMember('agent01')!.id)) recordsHistory(member.account);
  }, 60_000);

  it("agrees with the member's own profit and loss and betting figures", async () => {
    await signIn('agent01m1');
    const own = await api.GET('/wps/relay/MCSFE_getPersonalProfitLoss', { params: { query: { startDate: start, endDate: end } } });
    await signIn('agent01');
    const query = { startDate: start, endDate: end, customerName: 'AGENT01M1' };
    const pnl = await api.GET('/wps/relay/ODSFE2_getTeamProfitLoss', { params: { query } });
    const bets = await api.GET('/wps/relay/ODSFE2_getTeamBetSum', { params: { query } });
    expect(pnl.list).toHaveLength(1);
    expect(pnl.list[0]).toMatchObject({ customerName: 'agent01m1', directAgentName: 'agent01', level: 1, betAmount: own.total.betAmount,
      validBetAmount: own.total.validBetAmount, winAmount: own.total.winAmount, rebateAmount: own.total.rebateAmount, profitAndLoss: own.total.profitAndLoss });
    expect(bets.list[0]).toMatchObject({ betCount: own.total.betCount, betAmount: own.total.betAmount, profitAndLoss: own.total.profitAndLoss });
  });

  it('totals the whole team in the footer, pages the rows and keeps direct downlines to level 1', async () => {
    await signIn('agent01');
    const all = await api.GET('/wps/relay/ODSFE2_getTeamBetSum', { params: { query: { startDate: start, endDate: end, hideZero: 'N', size: 200 } } });
    expect(all.total).toBe(teamOf(findMember('agent01')!.id).length);
    expect(all.totalPages).toBe(Math.ceil(all.total / 200));
    const pages = [all];
    for (let page = 2; page <= all.totalPages; page += 1)
      pages.push(await api.GET('/wps/relay/ODSFE2_getTeamBetSum', { params: { query: { startDate: start, endDate: end, hideZero: 'N', size: 200, page } } }));
    const cents = pages.flatMap((p) => p.list).reduce((sum, row) => sum + Math.round(row.validBetAmount * 100), 0);
    expect(cents).toBe(Math.round(all.footer.validBetAmount * 100));
    const direct = await api.GET('/wps/relay/ODSFE2_getTeamBetSum', { params: { query: { startDate: start, endDate: end, scope: 'DIRECT', hideZero: 'N', size: 200 } } });
    expect(new Set(direct.list.map((row) => row.level))).toEqual(new Set([1]));
    expect(direct.total).toBeLessThan(all.total);
  });

  it("adds up to the team overview's figures for the same period and scope", async () => {
    await signIn('agent01');
    for (const scope of ['all', 'direct'] as const) {
      const overview = teamOverview(findMember('agent01')!, start, end, scope);
      const pnl = await api.GET('/wps/relay/ODSFE2_getTeamProfitLoss', {
        params: { query: { startDate: start, endDate: end, scope: scope === 'all' ? 'ALL' : 'DIRECT', hideZero: 'N', size: 1 } },
      });
      expect(pnl.total).toBe(overview.teamSize);
      expect(pnl.footer).toMatchObject({ depositAmount: overview.depositAmount, withdrawAmount: overview.withdrawAmount,
        betAmount: overview.betAmount, validBetAmount: overview.validBetAmount, profitAndLoss: overview.profitAndLoss });
    }
  });

  it('refuses non-agents, ranges over the limits and unknown sort fields', async () => {
    await signIn('member01');
    await expect(api.GET('/wps/relay/ODSFE2_getTeamBetSum', { params: { query: { startDate: start, endDate: end } } })).rejects.toMatchObject({ code: 'function.not.available' });
    await signIn('agent01');
    await expect(api.GET('/wps/relay/ODSFE2_getAgentIncome', { params: { query: { startDate: end - 91 * DAY, endDate: end } } })).rejects.toMatchObject({ code: 'query.date.range.exceeded' });
    await expect(api.GET('/wps/relay/ODSFE2_getDownlineTransDet', { params: { query: { startTime: end - 31 * DAY, endTime: end } } })).rejects.toMatchObject({ code: 'query.date.range.exceeded' });
    await expect(api.GET('/wps/relay/ODSFE2_getAgentIncome', { params: { query: { startDate: start, endDate: end, sortBy: 'depositAmount' } } })).rejects.toMatchObject({ code: 'request_param_err' });
  });

  it('lists the team’s transactions newest first with each member’s superior', async () => {
    await signIn('agent01');
    const value = await api.GET('/wps/relay/ODSFE2_getDownlineTransDet', { params: { query: { startTime: start, endTime: end, codeTypes: 'withdraw', size: 50 } } });
    expect(value.total).toBeGreaterThan(50);
    const times = value.list.map((row) => row.txTimeInTimestamp);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    // Pages follow one order: three pages of 50 are the first 150 rows.
    const page = (n: number, size: number) =>
      api.GET('/wps/relay/ODSFE2_getDownlineTransDet', { params: { query: { startTime: start, endTime: end, page: n, size } } });
    const whole = await page(1, 150);
    const parts = [await page(1, 50), await page(2, 50), await page(3, 50)];
    expect(parts.flatMap((p) => p.list)).toEqual(whole.list);
    const allTimes = whole.list.map((row) => row.txTimeInTimestamp);
    expect(allTimes).toEqual(allTimes.toSorted((a, b) => b - a));
    for (const row of value.list) {
      expect(row.codeType).toBe('withdraw');
      expect(row.amount).toBeLessThan(0);
      expect(findMember(row.customerName)?.parentId).toBe(findMember(row.directAgentName ?? '')?.id);
    }
  });
});
