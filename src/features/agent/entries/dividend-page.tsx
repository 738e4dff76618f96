import { ContractPage } from '../contracts/components/contract-page';

/** agentDividendRecord2: the dividend contract, its records and the downlines' offers (lazy entry; the shell draws the menu and the h1). */
export default function DividendPage() {
  return <ContractPage type="DIVIDEND" />;
}
