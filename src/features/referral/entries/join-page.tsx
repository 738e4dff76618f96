import { ReferralScreen } from '../components/referral-screen';

/** /join: invite friends as a screen of its own (its own chunk). */
export default function JoinPage() {
  return <ReferralScreen standalone />;
}
