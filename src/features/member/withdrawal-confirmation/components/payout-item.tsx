import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { formatMinor } from '@/lib/money';
import { Button } from '@/ui/button';
import type { Payout, PayoutAnswer } from '../types';
import { PayoutCountdown } from './payout-countdown';

export interface PayoutItemProps {
  payout: Payout;
  /** Whole seconds left to answer (0: the deadline passed, waiting for the list to say so). */
  secondsLeft: number;
  confirmMinutes: number;
  onAnswer: (answer: PayoutAnswer) => void;
  headingLevel: 3 | 4;
}

/** One payout in the list: what was paid, the time left, the answers; or the forced-receipt message. */
export function PayoutItem({ payout, secondsLeft, confirmMinutes, onAnswer, headingLevel }: PayoutItemProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const forced = payout.status === 'FORCED_RECEIVED';
  const closing = !forced && secondsLeft === 0;
  return (
    <li className="wc-item" aria-labelledby={headingId}>
      <Heading id={headingId} className="wc-item__heading">
        {t('payouts_item_heading', { amount: formatMinor(payout.amount), id: payout.transactionId })}
      </Heading>
      <dl className="wc-item__details">
        {payout.bankName ? (
          <div>
            <dt>{t('payouts_to_account')}</dt>
            <dd>{[payout.bankName, payout.cardNumber].filter(Boolean).join(' ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('payouts_paid_at')}</dt>
          <dd>{formatDate(payout.paidTime)}</dd>
        </div>
      </dl>
      {forced ? (
        <p className="wc-item__forced">
          <strong>{t('payouts_status_forced')}</strong> {t('payouts_forced_message')}
        </p>
      ) : closing ? (
        <p className="wc-item__closing">{t('payouts_deadline_passed')}</p>
      ) : (
        <>
          <p>{t('payouts_disbursed')}</p>
          <p className="wc-item__rule">{t('payouts_rule', { minutes: confirmMinutes })}</p>
          <PayoutCountdown seconds={secondsLeft} />
          <fieldset className="wc-item__answers" aria-describedby={headingId}>
            <legend className="visually-hidden">{t('payouts_answers_label')}</legend>
            <Button onClick={() => onAnswer('RECEIVED')}>{t('payouts_answer_received')}</Button>
            <Button variant="secondary" onClick={() => onAnswer('PARTLY_RECEIVED')}>
              {t('payouts_answer_partly')}
            </Button>
            <Button variant="secondary" onClick={() => onAnswer('NOT_RECEIVED')}>
              {t('payouts_answer_not_received')}
            </Button>
            {payout.fullyPaid ? (
              <Button variant="secondary" onClick={() => onAnswer('ALL_RECEIVED')}>
                {t('payouts_answer_all')}
              </Button>
            ) : null}
          </fieldset>
        </>
      )}
    </li>
  );
}
