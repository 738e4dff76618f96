import { CreditReportPage } from '../components/credit-report';

/** Member page creditReport: the credit line of a credit-market member (its own chunk). */
export default function CreditReportEntry() {
  return <CreditReportPage />;
}
