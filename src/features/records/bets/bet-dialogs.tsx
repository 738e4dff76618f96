import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { formatMinor, toMinor } from '@/lib/money';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ReportAmount } from '@/ui/report';
import { toast } from '@/ui/toast';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { BetRow } from './api/bet-orders';
import { useCancelElottOrder } from './api/cancel-elott-order';
import { LOTTERY_STATUS_LABELS } from './bets-report';
import { BET_CATEGORIES } from './categories';

/** Whether the member may cancel this order now (the platform says so on the row). */
export const canCancel = (row: BetRow) => row.status === 'PENDING' && row.cancellable === true;

/** Which dialog is open, for which row. */
export type BetDialogState = { row: BetRow; view: 'detail' | 'cancel' } | null;

/** A row's actions: Details (the detail dialog) and, where the order allows it, Cancel order. */
export function BetActions({ row, onOpen }: { row: BetRow; onOpen: (state: BetDialogState) => void }) {
  const { t } = useTranslation();
  return (
    <span className="bets-actions">
      <Button variant="ghost" size="small" aria-haspopup="dialog" onClick={() => onOpen({ row, view: 'detail' })}>
        {t('bets_details')} <VisuallyHidden>{row.orderNo}</VisuallyHidden>
      </Button>
      {canCancel(row) ? (
        <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => onOpen({ row, view: 'cancel' })}>
          {t('bets_cancel_order')} <VisuallyHidden>{row.orderNo}</VisuallyHidden>
        </Button>
      ) : null}
    </span>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bets-detail__line">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const categoryKey = (row: BetRow) =>
  row.gameCategory === 'ESPORTS' ? 'nav_esports' : (BET_CATEGORIES.find((category) => category.id === row.gameCategory)?.labelKey ?? 'nav_rng');

/** The detail view of a bet: everything the platform says of it, in a labelled, focus-trapped dialog. */
export function BetDetailDialog({ row, onClose, onCancel }: { row: BetRow; onClose: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const settled = row.settled && row.status !== 'CANCELLED';
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('bets_detail_title')}
      className="bets-detail"
      footer={
        <>
          {canCancel(row) ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('bets_cancel_order')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('btn_close')}</Button>
        </>
      }
    >
      <dl className="bets-detail__lines">
        <Line label={t('bets_col_order')}>{row.orderNo}</Line>
        <Line label={t('bets_category')}>{t(categoryKey(row))}</Line>
        <Line label={t('bets_vendor')}>{row.vendorName}</Line>
        <Line label={t('bets_col_game')}>{row.gameName}</Line>
        {row.eventName !== undefined ? (
          <>
            {row.leagueName ? <Line label={t('bets_league')}>{row.leagueName}</Line> : null}
            <Line label={t('bets_col_event')}>{row.eventName}</Line>
            <Line label={t('bets_col_selection')}>{row.selection ?? ''}</Line>
            <Line label={t('bets_col_odds')}>{row.odds === undefined ? '' : row.odds.toFixed(2)}</Line>
          </>
        ) : null}
        {row.numero !== undefined ? (
          <>
            <Line label={t('bets_col_draw')}>{row.numero}</Line>
            <Line label={t('bets_col_content')}>{row.betContent ?? ''}</Line>
            {row.status ? <Line label={t('bets_col_status')}>{t(LOTTERY_STATUS_LABELS[row.status])}</Line> : null}
            {row.drawTimeMs ? <Line label={t('bets_draw_time')}>{formatDate(row.drawTimeMs)}</Line> : null}
          </>
        ) : null}
        <Line label={t('bets_col_bet_time')}>{formatDate(row.betTimeMs)}</Line>
        <Line label={t('bets_col_settled_time')}>{row.settledMs ? formatDate(row.settledMs) : t('bets_not_settled')}</Line>
        <Line label={t('bets_col_bet')}>
          <ReportAmount minor={row.bet} signed={false} />
        </Line>
        {settled ? (
          <>
            <Line label={t('bets_col_valid')}>
              <ReportAmount minor={row.validBet} signed={false} />
            </Line>
            <Line label={t('bets_col_win')}>
              <ReportAmount minor={row.win} signed={false} />
            </Line>
            <Line label={t('bets_col_pnl')}>
              <ReportAmount minor={row.profitLoss} />
            </Line>
          </>
        ) : null}
      </dl>
    </Dialog>
  );
}

/**
 * Cancelling a lottery order: what is cancelled and what comes back, then one ask (no double submit). Done: a toast
 * with the refund and the dialog closes; refused: why and what to do next, in the dialog. The list and the header
 * balance refresh either way.
 */
export function CancelOrderDialog({ row, onClose, onCancelled }: { row: BetRow; onClose: () => void; onCancelled: () => void }) {
  const { t } = useTranslation();
  const { cancel, pending } = useCancelElottOrder();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // A refusal that will not change by asking again (the order moved on): only Close is left.
  const final = errorKey !== null && errorKey !== 'bets_cancel_err_network' && errorKey !== 'bets_cancel_err_other';

  const confirm = async () => {
    const outcome = await cancel(row.orderNo);
    if (!outcome) return;
    if (outcome.ok) {
      toast.success(t('bets_cancel_done', { orderNo: row.orderNo, amount: formatMinor(toMinor(outcome.result.refundAmount)) }));
      onCancelled();
    } else setErrorKey(outcome.errorKey);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('bets_cancel_title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {final ? t('btn_close') : t('bets_cancel_keep')}
          </Button>
          {final ? null : (
            <Button onClick={() => void confirm()} disabled={pending} aria-busy={pending || undefined}>
              {pending ? t('bets_cancel_busy') : t('bets_cancel_confirm')}
            </Button>
          )}
        </>
      }
    >
      <p>{t('bets_cancel_text', { game: row.gameName, numero: row.numero ?? '', amount: formatMinor(row.bet) })}</p>
      <dl className="bets-detail__lines">
        <Line label={t('bets_col_order')}>{row.orderNo}</Line>
        <Line label={t('bets_col_content')}>{row.betContent ?? ''}</Line>
      </dl>
      {errorKey ? (
        <p role="alert" className="bets-cancel__error">
          {t(errorKey)}
        </p>
      ) : null}
    </Dialog>
  );
}
