import { describe, expect, it } from 'vitest';
import { memberMenu, type MenuInput } from '@/features/member/menu';

const ALL_ON = {
  DEPOSIT: true, CREDITMAR3: false, AGETRANSFERUP3: true, PLYRBT: true, REFERRAL3: true, MAILCEN: true, MANPLAYREB3: true,
};

function pages(input: Partial<MenuInput>) {
  return memberMenu({ flags: ALL_ON, role: 'member', memberType: 0, singleWallet: false, promotions: { MISSION: { enabled: true } }, ...input }).map(
    (item) => item.page,
  );
}

describe('memberMenu', () => {
  it('lists every SPEC page in SPEC order for an ordinary member with every switch on', () => {
    expect(pages({})).toEqual([
      'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory',
      'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'manualRebate',
      'responsibleGaming',
    ]);
  });

  it('shows the wallet page only to a multi-wallet merchant, and not while the wallet mode is unknown', () => {
    expect(pages({ singleWallet: true })).not.toContain('transferFund');
    expect(pages({ singleWallet: undefined })).not.toContain('transferFund');
    expect(pages({ singleWallet: false })).toContain('transferFund');
  });

  it('follows each page switch', () => {
    expect(pages({ flags: { ...ALL_ON, DEPOSIT: false } })).not.toContain('depositv2');
    expect(pages({ flags: { ...ALL_ON, AGETRANSFERUP3: false } })).not.toContain('transferUpline');
    expect(pages({ flags: { ...ALL_ON, PLYRBT: false } })).not.toContain('bonusDetails');
    expect(pages({ flags: { ...ALL_ON, MAILCEN: false } })).not.toContain('messageV2');
    expect(pages({ flags: { ...ALL_ON, MANPLAYREB3: false } })).not.toContain('manualRebate');
    expect(pages({ flags: { ...ALL_ON, REFERRAL3: false } })).not.toContain('referral');
    expect(pages({ promotions: { MISSION: { enabled: false } } })).not.toContain('missionLeaderboard');
  });

  it('takes deposit and withdraw away in credit-market mode', () => {
    const shown = pages({ flags: { ...ALL_ON, CREDITMAR3: true } });
    expect(shown).not.toContain('depositv2');
    expect(shown).not.toContain('withdraw');
  });

  it('lets only types 0, 1 and 2 withdraw and use the reward centre, and type 2 agents not transfer to an upline', () => {
    const agent41 = pages({ role: 'agent', memberType: 41 });
    expect(agent41).not.toContain('withdraw');
    expect(agent41).not.toContain('rewardCenter');
    const agent2 = pages({ role: 'agent', memberType: 2 });
    expect(agent2).toContain('withdraw');
    expect(agent2).not.toContain('transferUpline');
    expect(pages({ role: 'agent', memberType: 1 })).toContain('transferUpline');
  });

  it('sends agents to the agent centre to invite, not to the referral page', () => {
    expect(pages({ role: 'agent', memberType: 1 })).not.toContain('referral');
  });

  it('has nothing for a visitor or a trial account', () => {
    expect(pages({ role: 'anonymous' })).toEqual([]);
    expect(pages({ role: 'trial', memberType: 4 })).toEqual([]);
  });

  it('puts red counts on payouts to confirm, messages, missions and rewards only when above zero', () => {
    const menu = memberMenu({
      flags: ALL_ON, role: 'member', memberType: 0, singleWallet: false, unread: 3, pendingPayouts: 1,
      promotions: { MISSION: { enabled: true, count: 2 }, DEPOSIT: { enabled: true, count: 1 }, SIGNUP: { enabled: true, count: 4 }, RAFFLE: { enabled: false, count: 9 } },
    });
    const badges = Object.fromEntries(menu.filter((item) => item.badge).map((item) => [item.page, item.badge]));
    expect(badges).toEqual({ withdraw: 1, messageV2: 3, missionLeaderboard: 2, rewardCenter: 5 });
  });
});
