import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportView } from '@/ui/report';
import { bonusDetailsReport } from './bonus-details-report';
import { ManualRebateClaim } from './manual-rebate-claim';
import './rebates.css';

export interface ManualRebateProps {
  /** Forces the history's table or cards (stories); by the screen width otherwise. */
  layout?: 'table' | 'cards';
}

/**
 * Member page manualRebate (only with MANPLAYREB3; the menu hides it otherwise): the rebate claimable now per game
 * category with its claim, and the history of rebates paid (the member's claims and the daily rebates).
 */
export function ManualRebate({ layout }: ManualRebateProps) {
  const { t } = useTranslation();
  const historyId = useId();
  const report = useMemo(() => bonusDetailsReport(t, { id: 'rebate-history', titleKey: 'rebate_history_title' }), [t]);
  return (
    <div className="rebates">
      <ManualRebateClaim />
      <section aria-labelledby={historyId} className="rebates__history">
        <h2 id={historyId}>{t('rebate_history_title')}</h2>
        <p>{t('rebate_history_intro')}</p>
        <ReportView report={report} layout={layout} />
      </section>
    </div>
  );
}
