import { useCallback, type MouseEvent } from 'react';
import { useMerchant } from '@/merchant';
import { useMember } from './member';
import { usePopups } from './popups';

/** The member-centre pages of SPEC §2 by their SPEC names, in menu order. */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'creditReport',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'responsibleGaming',
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number];

export function isMemberPage(value: string | undefined): value is MemberPage {
  return (MEMBER_PAGES as readonly string[]).includes(value ?? '');
}

/** The address of a member-centre page: `/member/<page>`. */
export function memberPagePath(page: MemberPage): string {
  return `/member/${page}`;
}

/**
 * The click handler of a link to a member-centre page: a trial account gets in_need_true_account; on a brand that
 * shows the member centre as a popup, the page opens over the current screen instead of leaving it.
 */
export function useMemberCentreLink(): (page: MemberPage) => (event: MouseEvent<HTMLAnchorElement>) => void {
  const { role } = useMember();
  const { memberCentre } = useMerchant();
  const popups = usePopups();
  return useCallback(
    (page: MemberPage) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (role === 'trial') {
        event.preventDefault();
        popups.open('needTrueAccount');
        return;
      }
      if (memberCentre.display !== 'popup' || role === 'anonymous') return;
      event.preventDefault();
      popups.open('memberCentre', { page });
    },
    [role, memberCentre.display, popups],
  );
}
