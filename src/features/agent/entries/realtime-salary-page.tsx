import { ContractPage } from '../contracts/components/contract-page';

/** agentRealtimeSalary: the real-time salary contract (settles every 5 minutes), its records and the downlines' offers (lazy entry; the shell draws the menu and the h1). */
export default function RealtimeSalaryPage() {
  return <ContractPage type="REALTIME" />;
}
