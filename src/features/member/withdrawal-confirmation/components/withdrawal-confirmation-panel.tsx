import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/lib/money';
import { Button } from '@/ui/button';
import { ConfirmStep, type ConfirmRow } from '@/ui/confirm-step';
import { Field } from '@/ui/field';
import { Spinner } from '@/ui/spinner';
import { UploadField } from '@/ui/upload-field';
import type { Payout, PayoutAnswer } from '../types';
import { remainingAmount, secondsLeft, type CountdownClock } from '../withdrawal-confirmation.machine';
import type { processC2CTransaction } from '../api/process-c2c-transaction';
import { PayoutItem } from './payout-item';
import { useWithdrawalConfirmation } from './use-withdrawal-confirmation';
import './withdrawal-confirmation.css';

export interface WithdrawalConfirmationPanelProps {
  /** Level of the panel's heading, so it fits the page's outline (items use the next level). */
  headingLevel?: 2 | 3;
  /** Timers of the countdowns (stories and tests). */
  clock?: CountdownClock;
  /** Replaces the answer call (stories). */
  sendAnswer?: typeof processC2CTransaction;
}

const money = (minor: number) => formatMinor(minor);

const ANSWER_KEYS: Record<PayoutAnswer, string> = {
  RECEIVED: 'payouts_answer_received',
  PARTLY_RECEIVED: 'payouts_answer_partly',
  NOT_RECEIVED: 'payouts_answer_not_received',
  ALL_RECEIVED: 'payouts_answer_all',
};

/**
 * The member's C2C payouts waiting for an answer (SPEC §4), shown inside the withdraw page: each with the time
 * left and the answers, then the received amount or proof images, a confirmation, and the result.
 */
export function WithdrawalConfirmationPanel({ headingLevel = 2, clock, sendAnswer }: WithdrawalConfirmationPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { list, snapshot, send } = useWithdrawalConfirmation({ ...(clock ? { clock } : {}), ...(sendAnswer ? { sendAnswer } : {}) });
  const { payout, answer, amountText, amountError, proof, proofError, result, failure, now } = snapshot.context;
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const view = snapshot.value as string;

  // Each step's heading takes focus when the step changes, so keyboard and screen-reader users follow the flow.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const lastView = useRef(view);
  useEffect(() => {
    if (lastView.current !== view && view !== 'submitting') (view === 'list' ? panelHeading : stepHeading).current?.focus();
    lastView.current = view;
  }, [view]);

  const confirmMinutes = list.data?.confirmMinutes ?? 0;
  const payoutRows = (p: Payout): ConfirmRow[] => [
    { id: 'id', label: t('payouts_transaction'), value: p.transactionId },
    { id: 'amount', label: t('payouts_amount'), value: money(p.amount) },
  ];

  let body;
  if (view === 'list') {
    if (list.error && !list.data) {
      body = (
        <div role="alert" className="wc-panel__error">
          <p>{t('payouts_list_failed')}</p>
          <Button onClick={() => void list.mutate()}>{t('payouts_retry')}</Button>
        </div>
      );
    } else if (!list.data) {
      body = <Spinner label={t('payouts_loading')} />;
    } else if (list.data.payouts.length === 0) {
      body = <p className="wc-panel__empty">{t('payouts_empty')}</p>;
    } else {
      body = (
        <ul className="wc-panel__list">
          {list.data.payouts.map((p) => (
            <PayoutItem
              key={p.transactionId}
              payout={p}
              secondsLeft={secondsLeft(p, now)}
              confirmMinutes={confirmMinutes}
              headingLevel={Sub === 'h3' ? 3 : 4}
              onAnswer={(a) => send({ type: 'CHOOSE', transactionId: p.transactionId, answer: a })}
            />
          ))}
        </ul>
      );
    }
  } else if (payout && answer && view === 'amount') {
    const remaining = remainingAmount(amountText, payout.amount);
    body = (
      <form
        className="wc-step"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'NEXT' });
        }}
      >
        <Sub ref={stepHeading} tabIndex={-1} className="wc-step__heading">
          {t('payouts_partly_heading', { amount: money(payout.amount) })}
        </Sub>
        <Field
          label={t('payouts_received_amount')}
          value={amountText}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          hint={t('payouts_received_amount_hint', { amount: money(payout.amount) })}
          error={amountError ? t(amountError, { amount: money(payout.amount) }) : null}
          onChange={(event) => send({ type: 'AMOUNT_CHANGED', text: event.target.value })}
        />
        <p className="wc-step__remaining">
          {t('payouts_remaining_amount')}:{' '}
          <output aria-live="polite">{remaining === null ? '—' : money(remaining)}</output>
        </p>
        <UploadField
          label={t('payouts_proof_optional_label')}
          value={proof}
          onChange={(files) => send({ type: 'PROOF_CHANGED', files })}
          error={proofError ? t(proofError) : null}
        />
        <div className="wc-step__actions">
          <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
            {t('payouts_back')}
          </Button>
          <Button type="submit">{t('payouts_next')}</Button>
        </div>
      </form>
    );
  } else if (payout && answer && view === 'proof') {
    body = (
      <form
        className="wc-step"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'NEXT' });
        }}
      >
        <Sub ref={stepHeading} tabIndex={-1} className="wc-step__heading">
          {t('payouts_not_received_heading', { amount: money(payout.amount) })}
        </Sub>
        <p>{t('payouts_proof_intro')}</p>
        <UploadField
          label={t('payouts_proof_label')}
          value={proof}
          onChange={(files) => send({ type: 'PROOF_CHANGED', files })}
          error={proofError ? t(proofError) : null}
        />
        <div className="wc-step__actions">
          <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
            {t('payouts_back')}
          </Button>
          <Button type="submit">{t('payouts_next')}</Button>
        </div>
      </form>
    );
  } else if (payout && answer && (view === 'confirmation' || view === 'submitting')) {
    const rows = [...payoutRows(payout), { id: 'answer', label: t('payouts_answer'), value: t(ANSWER_KEYS[answer]) }];
    const remaining = remainingAmount(amountText, payout.amount);
    if (answer === 'PARTLY_RECEIVED' && remaining !== null) {
      rows.push({ id: 'received', label: t('payouts_received_amount'), value: money(payout.amount - remaining) });
      rows.push({ id: 'remaining', label: t('payouts_remaining_amount'), value: money(remaining) });
    }
    if (proof.length > 0 && (answer === 'NOT_RECEIVED' || answer === 'PARTLY_RECEIVED')) rows.push({ id: 'proof', label: t('payouts_proof_label'), value: proof.map((f) => f.name).join(', ') });
    body = (
      <ConfirmStep
        heading={t('payouts_confirm_heading')}
        headingLevel={Sub === 'h3' ? 3 : 4}
        rows={rows}
        warnings={[t(answer === 'NOT_RECEIVED' ? 'payouts_confirm_warning_not_received' : 'payouts_confirm_warning')]}
        consentLabel={t('payouts_consent')}
        busy={view === 'submitting'}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onBack={() => send({ type: 'BACK' })}
      />
    );
  } else if (view === 'done' && result) {
    const doneText =
      result.status === 'PARTLY_RECEIVED'
        ? t('payouts_done_partly', { received: money(result.receivedAmount ?? 0), remaining: money(result.remainingAmount ?? 0) })
        : result.status === 'NOT_RECEIVED'
          ? t('payouts_done_not_received')
          : t('payouts_done_received');
    body = (
      <div className="wc-step">
        <Sub ref={stepHeading} tabIndex={-1} className="wc-step__heading">
          {t('payouts_done_heading')}
        </Sub>
        <output className="wc-step__result">{doneText}</output>
        <Button onClick={() => send({ type: 'CLOSE' })}>{t('payouts_back_to_list')}</Button>
      </div>
    );
  } else {
    const texts: Record<string, string> = {
      failed:
        failure?.kind === 'network' || failure?.kind === 'unknown'
          ? t('payouts_error_network')
          : t('payouts_error_server', { message: failure?.message || failure?.code || '' }),
      alreadyAnswered: t('payouts_error_already_answered'),
      expired: `${t('payouts_error_expired')} ${t('payouts_forced_message')}`,
      notFound: t('payouts_error_not_found'),
    };
    body = (
      <div className="wc-step">
        <Sub ref={stepHeading} tabIndex={-1} className="wc-step__heading">
          {view === 'failed' ? t('payouts_failed_heading') : t('payouts_closed_heading')}
        </Sub>
        <p role="alert">{texts[view] ?? t('payouts_error_network')}</p>
        <div className="wc-step__actions">
          {view === 'failed' ? (
            <>
              <Button variant="secondary" onClick={() => send({ type: 'CANCEL' })}>
                {t('payouts_back_to_list')}
              </Button>
              <Button onClick={() => send({ type: 'RETRY' })}>{t('payouts_retry')}</Button>
            </>
          ) : (
            <Button onClick={() => send({ type: 'CLOSE' })}>{t('payouts_back_to_list')}</Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="wc-panel">
      <div className="wc-panel__head">
        <Heading ref={panelHeading} tabIndex={-1} id={headingId} className="wc-panel__heading">
          {t('payouts_heading')}
        </Heading>
        {view === 'list' ? (
          <Button variant="secondary" size="small" onClick={() => void list.mutate()} disabled={list.isValidating}>
            {t('payouts_refresh')}
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
