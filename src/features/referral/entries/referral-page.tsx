import { ReferralScreen } from '../components/referral-screen';

/** Member page referral: invite friends inside the member centre (its own chunk). */
export default function ReferralPage() {
  return <ReferralScreen />;
}
