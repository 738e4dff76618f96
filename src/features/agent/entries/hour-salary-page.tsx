import { ContractPage } from '../contracts/components/contract-page';

/** agentHourSalary: the hourly-salary contract, its records and the downlines' offers (lazy entry; the shell draws the menu and the h1). */
export default function HourSalaryPage() {
  return <ContractPage type="HOURLY" />;
}
