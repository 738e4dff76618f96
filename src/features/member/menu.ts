import type { MemberPage } from '@/lib/member-centre';
import { MEMBER_PAGES } from '@/lib/member-centre';
import type { Role } from '@/lib/member';
import { isFlagOn, type FlagMap } from '@/lib/whitelabel';

/** Promotion types available to the member (`MCSFE_getAvailablePromotions`), with how many wait for them. */
export type AvailablePromotions = Record<string, { enabled: boolean; count?: number }>;

/** What decides which member-centre pages a member sees (PLATFORM-MEMBER.md "Conventions" and "Wallet"). */
export interface MenuInput {
  flags: FlagMap;
  role: Role;
  /** The member's numeric type: 0 ordinary, 1/2/41/42 agents, 4 trial. */
  memberType: number;
  /** The merchant wallet is single (isSingle 1); undefined until known, which hides the wallet page. */
  singleWallet: boolean | undefined;
  promotions?: AvailablePromotions | undefined;
  /** Unread platform messages. */
  unread?: number | undefined;
  /** Payouts waiting for the member's answer (withdrawal confirmation, shown on the withdraw page). */
  pendingPayouts?: number | undefined;
}

export interface MenuItem {
  page: MemberPage;
  /** i18n key of the page's name. */
  labelKey: string;
  /** The red count badge (mission, messages, rewards, payouts to confirm), when above zero. */
  badge?: number;
}

/** Member types allowed to withdraw and to use the reward centre. */
const MONEY_TYPES = [0, 1, 2];

function visible(page: MemberPage, input: MenuInput): boolean {
  const { flags, role, memberType } = input;
  const on = (flag: string) => isFlagOn(flags, flag);
  const creditMarket = on('CREDITMAR3');
  switch (page) {
    case 'transferFund':
      return input.singleWallet === false;
    case 'depositv2':
      return on('DEPOSIT') && !creditMarket;
    case 'withdraw':
      return !creditMarket && MONEY_TYPES.includes(memberType);
    case 'creditReport':
      return creditMarket;
    case 'transferUpline':
      return on('AGETRANSFERUP3') && memberType !== 2;
    case 'bonusDetails':
      return on('PLYRBT');
    case 'rewardCenter':
      return MONEY_TYPES.includes(memberType);
    case 'referral':
      // Agents invite through the agent centre's registerCenter (SPEC §6).
      return on('REFERRAL3') && role !== 'agent' && input.promotions?.REFERRAL?.enabled !== false;
    case 'missionLeaderboard':
      return input.promotions?.MISSION?.enabled === true;
    case 'messageV2':
      return on('MAILCEN');
    case 'manualRebate':
      return on('MANPLAYREB3');
    default:
      return true;
  }
}

function badgeOf(page: MemberPage, input: MenuInput): number {
  const promotions = input.promotions ?? {};
  if (page === 'messageV2') return input.unread ?? 0;
  if (page === 'withdraw') return input.pendingPayouts ?? 0;
  if (page === 'missionLeaderboard') return promotions.MISSION?.count ?? 0;
  if (page === 'rewardCenter')
    return Object.entries(promotions)
      .filter(([type, p]) => type !== 'MISSION' && p.enabled)
      .reduce((sum, [, p]) => sum + (p.count ?? 0), 0);
  return 0;
}

/** The member-centre menu for one member: the pages their switches and type allow, in SPEC order, with badges. */
export function memberMenu(input: MenuInput): MenuItem[] {
  if (input.role === 'anonymous' || input.role === 'trial') return [];
  return MEMBER_PAGES.filter((page) => visible(page, input)).map((page) => {
    const badge = badgeOf(page, input);
    return { page, labelKey: `member_page_${page}`, ...(badge > 0 ? { badge } : {}) };
  });
}
