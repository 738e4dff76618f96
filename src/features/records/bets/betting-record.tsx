import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n';
import { useGameVendors } from '@/lib/game-vendors';
import { ReportView } from '@/ui/report';
import { Spinner } from '@/ui/spinner';
import type { BetRow } from './api/bet-orders';
import { BetActions, BetDetailDialog, CancelOrderDialog, type BetDialogState } from './bet-dialogs';
import { betsReport } from './bets-report';
import { betTabs } from './categories';
import './bets.css';

/** The actions cell of each row, opening the dialogs through `onOpen`. */
function actionsCell(onOpen: (state: BetDialogState) => void) {
  return function actions(row: BetRow) {
    return <BetActions row={row} onOpen={onOpen} />;
  };
}

export interface BettingRecordProps {
  /** Forces the table or the cards (stories, tests); by the screen width otherwise. */
  layout?: 'table' | 'cards';
}

/**
 * Member page personalHistoryCopy: the member's bets per game category (tabs from the vendor menu), settled or
 * waiting where the platform splits them (sports, lottery), by vendor or order number, with the totals of the period,
 * a detail dialog per bet, cancelling a lottery order where the platform allows it, and CSV.
 */
export function BettingRecord({ layout }: BettingRecordProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: lanes, error } = useGameVendors();
  const [dialog, setDialog] = useState<BetDialogState>(null);
  const frame = useRef<HTMLDivElement>(null);
  const tabs = useMemo(() => betTabs(lanes), [lanes]);
  const report = useMemo(
    () => betsReport({ tabs, language, t: (key) => t(key), actions: actionsCell(setDialog) }),
    [tabs, language, t],
  );
  // The tabs come from the vendor menu (usually cached already); without it every category is offered.
  if (!lanes && !error) return <Spinner />;
  // A cancelled order leaves the waiting list with its buttons: focus goes to the refreshed results instead.
  const cancelled = () => {
    setDialog(null);
    requestAnimationFrame(() => frame.current?.querySelector<HTMLElement>('.report-table-wrap, .report-cards')?.focus());
  };
  return (
    <div ref={frame} className="bets-record">
      <ReportView report={report} layout={layout} />
      {dialog?.view === 'detail' ? (
        <BetDetailDialog row={dialog.row} onClose={() => setDialog(null)} onCancel={() => setDialog({ row: dialog.row, view: 'cancel' })} />
      ) : null}
      {dialog?.view === 'cancel' ? <CancelOrderDialog row={dialog.row} onClose={() => setDialog(null)} onCancelled={cancelled} /> : null}
    </div>
  );
}
