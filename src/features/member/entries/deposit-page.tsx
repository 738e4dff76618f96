import { DepositFlow } from '../deposit/components/deposit-flow';

/** The member centre's deposit page (depositv2). */
export default function DepositPage() {
  return <DepositFlow />;
}
