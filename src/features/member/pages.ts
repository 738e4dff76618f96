import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberPage } from '@/lib/member-centre';

/** A member-centre page: its own chunk. */
export type MemberPageEntry = { page: LazyExoticComponent<ComponentType> };

// Module-level so each page is one stable component (recreating it would reload and remount the page).
export const memberPages: Record<MemberPage, MemberPageEntry> = {
  securityCenter: { page: lazy(() => import('./entries/security-center-page')) },
  transferFund: { page: lazy(() => import('./entries/transfer-fund-page')) },
  depositv2: { page: lazy(() => import('./entries/deposit-page')) },
  withdraw: { page: lazy(() => import('./entries/withdraw-page')) },
  creditReport: { page: lazy(() => import('@/features/credit/entries/credit-report-page')) },
  transferUpline: { page: lazy(() => import('./entries/transfer-upline-page')) },
  personalHistoryCopy: { page: lazy(() => import('@/features/records/entries/betting-record-page')) },
  transactionHistory: { page: lazy(() => import('@/features/records/entries/transaction-history-page')) },
  personalProfit: { page: lazy(() => import('@/features/records/entries/profit-loss-page')) },
  bonusDetails: { page: lazy(() => import('@/features/records/entries/bonus-details-page')) },
  rewardCenter: { page: lazy(() => import('@/features/promotions/entries/reward-center-page')) },
  referral: { page: lazy(() => import('@/features/referral/entries/referral-page')) },
  missionLeaderboard: { page: lazy(() => import('@/features/promotions/entries/mission-page')) },
  messageV2: { page: lazy(() => import('./entries/messages-page')) },
  manualRebate: { page: lazy(() => import('@/features/records/entries/manual-rebate-page')) },
  responsibleGaming: { page: lazy(() => import('@/features/responsible-gaming/entries/member-page')) },
};
