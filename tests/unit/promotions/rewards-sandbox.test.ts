// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { api, ApiError, configureApi, session } from '@/api';
import { getMerchant } from '@/merchant';
import { findMember, resetStore } from '../../../sandbox/store';
import { claimsOf } from '../../../sandbox/seed/promotions';

beforeEach(() => resetStore());

async function signIn(account: string, brand = 'luckystar') {
  const merchant = getMerchant(brand)!;
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
}

describe('Rewards sandbox', () => {
  it("pays Golden Lotus members in VND (500 × the PHP figures) and records the claim on that brand's history", async () => {
    await signIn('member01', 'goldenlotus');
    const calendar = await api.GET('/wps/relay/MCSFE_getLoginPromotion');
    const today = calendar.days.find((day) => day.status === 'AVAILABLE')!;
    expect(today).toMatchObject({ day: 4, rewardAmount: 7500, depositRequired: 50_000, betRequired: 150_000 });
    const before = findMember('member01')!.balances.get(2)!;
    await api.POST('/wps/relay/MCSFE_claimLoginPromotion', { body: { promotionConfigDetailId: today.promotionConfigDetailId } });
    expect(findMember('member01')!.balances.get(2)).toBe(before + 7500);
    expect(claimsOf('member01', 'goldenlotus').at(-1)).toMatchObject({ promotionType: 'LOGIN', amount: 7500, status: 'C' });
    await expect(api.POST('/wps/relay/MCSFE_claimLoginPromotion', { body: { promotionConfigDetailId: today.promotionConfigDetailId } }))
      .rejects.toMatchObject({ code: 'login_promotion_claimed' });
  });

  it('refuses a trial account every claim with in_need_true_account and credits nothing', async () => {
    await signIn('trial01');
    const refusals = await Promise.allSettled([
      api.POST('/wps/relay/PROMOFE_claimPromoCode', { body: { promoCode: 'WELCOME100' } }),
      api.POST('/wps/relay/PROMOFE_claimTicket', { body: { transactionId: `TK${findMember('trial01')!.id}001` } }),
      api.POST('/wps/relay/PROMOFE_claimSaviorPromotion', { body: { promotionId: 7002 } }),
    ]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe('rejected');
      expect((refusal as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((refusal as PromiseRejectedResult).reason as ApiError).code).toBe('in_need_true_account');
    }
    expect(findMember('trial01')!.balances.get(2)).toBe(2000);
  });

  it('opens a ticket once: a second open and an expired ticket are refused', async () => {
    await signIn('member01');
    const id = findMember('member01')!.id;
    const opened = await api.POST('/wps/relay/PROMOFE_claimTicket', { body: { transactionId: `TK${id}001` } });
    expect(opened.ticket.status).toBe('OPENED');
    await expect(api.POST('/wps/relay/PROMOFE_claimTicket', { body: { transactionId: `TK${id}001` } })).rejects.toMatchObject({ code: 'ticket_already_opened' });
    await expect(api.POST('/wps/relay/PROMOFE_claimTicket', { body: { transactionId: `TK${id}007` } })).rejects.toMatchObject({ code: 'ticket_expired' });
  });
});
