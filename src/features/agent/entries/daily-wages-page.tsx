import { ContractPage } from '../contracts/components/contract-page';

/** agentDailyWages2: the daily-salary contract, its records and the downlines' offers (lazy entry; the shell draws the menu and the h1). */
export default function DailyWagesPage() {
  return <ContractPage type="DAILY" />;
}
