import { RewardCentre } from '../rewards/components/reward-centre';

/** Member page rewardCenter (lazy entry). */
export default function RewardCenterPage() {
  return <RewardCentre />;
}
