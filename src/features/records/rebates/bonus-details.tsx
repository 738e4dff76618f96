import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportView } from '@/ui/report';
import { bonusDetailsReport } from './bonus-details-report';
import { RebateRates } from './rebate-rates';
import './rebates.css';

export interface BonusDetailsProps {
  /** Forces the table or the cards (stories); by the screen width otherwise. */
  layout?: 'table' | 'cards';
}

/** Member page bonusDetails: the member's rebate rates, and the rebates earned per category and period. */
export function BonusDetails({ layout }: BonusDetailsProps) {
  const { t } = useTranslation();
  const report = useMemo(() => bonusDetailsReport(t), [t]);
  return (
    <div className="rebates">
      <RebateRates />
      <ReportView report={report} layout={layout} />
    </div>
  );
}
