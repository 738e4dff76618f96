/**
 * Invite friends: /join and the member page referral, each a lazy entry under ./entries drawing the one screen.
 */
export { ReferralScreen } from './components/referral-screen';
export type { ReferralScreenProps } from './components/referral-screen';
