import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { formatMinor } from '@/lib/money';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';
import { Button, Dialog, Spinner } from '@/ui';
import { AmountField } from '@/ui/amount-field';
import { ConfirmStep } from '@/ui/confirm-step';
import { Field } from '@/ui/field';
import { recallAllBalances, useRecallBalance } from '../../api/recall-balance';
import { SetFundPasswordForm } from '../../security/set-fund-password-form';
import { fetchMainWallet } from '../api/main-wallet';
import { MEMBER_BANK_CARDS_KEY, fetchMemberBankCards } from '../api/member-bank-cards';
import { submitWithdraw } from '../api/submit-withdraw';
import { fetchWithdrawSettings } from '../api/withdraw-settings';
import { amountRulesOf, availableMinor, isCardUsable, needsSmsCode } from '../rules';
import type { BankCard, WithdrawData, WithdrawRequest, WithdrawResult } from '../types';
import { feeAndReceived, withdrawMachine, type WithdrawContext, type WithdrawEvent } from '../withdraw.machine';
import { errorText } from './error-text';
import { RefusalPanel } from './refusal-panels';
import { SafeHtml } from '@/lib/safe-html';
import { SmsCodeField } from './sms-code-field';
import { useMemberSmsCode } from './use-member-sms-code';

/** Recalls game wallets first on a single-wallet merchant (a failure is reported, not fatal), then loads it all. */
export async function loadWithdrawData({ singleWallet }: { singleWallet: boolean }): Promise<WithdrawData> {
  let recallFailed = false;
  if (singleWallet) {
    try {
      await recallAllBalances(3);
    } catch {
      recallFailed = true;
    }
  }
  const [settings, account, mainWallet] = await Promise.all([fetchWithdrawSettings(), fetchMemberBankCards(), fetchMainWallet()]);
  return { settings, account, mainWallet, ...(recallFailed ? { recallFailed } : {}) };
}

export interface WithdrawFlowProps {
  /** The merchant runs a single wallet: recall game balances first and offer the Recall balance button. */
  singleWallet: boolean;
  /** WDRAWNOPASSVERIF3: no fund password. */
  noPassword: boolean;
  /** Opens the bank-card section (no card yet). */
  onAddCard: () => void;
  /** Where the member completes their profile (the security centre). */
  securityCentreHref: string;
  /** Replace the calls (stories). */
  load?: (input: { singleWallet: boolean }) => Promise<WithdrawData>;
  submit?: (request: WithdrawRequest) => Promise<WithdrawResult>;
}

function cardLabel(card: BankCard): string {
  return `${card.bankName} ${card.cardNumber}`;
}

/** The withdrawal: the machine's states drawn one at a time. */
export function WithdrawFlow({ singleWallet, noPassword, onAddCard, securityCentreHref, load = loadWithdrawData, submit = submitWithdraw }: WithdrawFlowProps) {
  const { mutate } = useSWRConfig();
  const [machine] = useState(() =>
    withdrawMachine.provide({
      actors: {
        load: fromPromise(({ input }) => load(input)),
        submit: fromPromise(({ input }) => submit(input)),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { singleWallet, noPassword } });
  const state = typeof snapshot.value === 'string' ? snapshot.value : '';
  const { context } = snapshot;

  // Every money move refreshes the header balance; an unknown outcome may have moved money too.
  useEffect(() => {
    if (state === 'submitted' || state === 'outcomeUnknown') {
      void mutate(WALLET_BALANCE_KEY);
      void mutate(MEMBER_BANK_CARDS_KEY);
    }
  }, [state, mutate]);

  return (
    <WithdrawStateView
      state={state}
      context={context}
      send={send}
      singleWallet={singleWallet}
      noPassword={noPassword}
      onAddCard={onAddCard}
      securityCentreHref={securityCentreHref}
    />
  );
}

export interface WithdrawStateViewProps extends Pick<WithdrawFlowProps, 'singleWallet' | 'noPassword' | 'onAddCard' | 'securityCentreHref'> {
  /** The machine's state name. */
  state: string;
  context: WithdrawContext;
  send: (event: WithdrawEvent) => void;
}

/** One state of the withdrawal machine on screen (the flow draws it; stories draw each state from a fixture). */
export function WithdrawStateView({ state, context, send, singleWallet, noPassword, onAddCard, securityCentreHref }: WithdrawStateViewProps) {
  const { t } = useTranslation();
  switch (state) {
    case 'loading':
      return <Spinner label={t('loading')} />;
    case 'loadFailed':
      return (
        <div className="withdraw__notice" role="alert">
          <p>{errorText(context.failure, t)}</p>
          <Button onClick={() => send({ type: 'RETRY' })}>{t('withdraw_retry')}</Button>
        </div>
      );
    case 'closed':
      return (
        <div className="withdraw__notice">
          <p>{context.data?.settings.allowWithdrawMsg || t('withdraw_closed')}</p>
        </div>
      );
    case 'outsideWindow':
      return (
        <div className="withdraw__notice">
          <p>
            {t('withdraw_outside_window', { from: context.data?.settings.withdrawDateFrom, to: context.data?.settings.withdrawDateTo })}
          </p>
          <Button variant="secondary" onClick={() => send({ type: 'RELOAD' })}>
            {t('withdraw_check_again')}
          </Button>
        </div>
      );
    case 'noCard':
      return (
        <div className="withdraw__notice">
          <p>{t('withdraw_no_card')}</p>
          <Button onClick={onAddCard}>{t('withdraw_cards_add')}</Button>
        </div>
      );
    case 'input':
      return <InputStep context={context} send={send} singleWallet={singleWallet} />;
    case 'verification':
      return <VerificationStep context={context} send={send} noPassword={noPassword} />;
    case 'confirmation':
    case 'submitting':
      return <Confirmation context={context} send={send} busy={state === 'submitting'} />;
    case 'submitted':
      return <Submitted context={context} send={send} />;
    case 'outcomeUnknown':
      return (
        <div className="withdraw__notice" role="alert">
          <h2>{t('withdraw_unknown_title')}</h2>
          <p>{t('withdraw_unknown_text')}</p>
          <Button onClick={() => send({ type: 'START_OVER' })}>{t('withdraw_start_over')}</Button>
        </div>
      );
    case 'failed':
      return (
        <div className="withdraw__notice" role="alert">
          <p>{errorText(context.failure, t)}</p>
          <div className="withdraw__actions">
            <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
              {t('withdraw_back')}
            </Button>
            <Button onClick={() => send({ type: 'RETRY' })}>{t('withdraw_retry')}</Button>
          </div>
        </div>
      );
    case 'needsFundPassword':
      return (
        <>
          <p className="withdraw__notice">{t('withdraw_error_no_fund_password')}</p>
          <Dialog open onClose={() => send({ type: 'CANCEL' })} title={t('withdraw_set_fund_password_title')}>
            <SetFundPasswordForm onDone={() => send({ type: 'FUND_PASSWORD_SET' })} onCancel={() => send({ type: 'CANCEL' })} />
          </Dialog>
        </>
      );
    default:
      return <RefusalPanel state={state} context={context} send={send} securityCentreHref={securityCentreHref} />;
  }
}

interface StepProps {
  context: WithdrawContext;
  send: (event: WithdrawEvent) => void;
}

function InputStep({ context, send, singleWallet }: StepProps & { singleWallet: boolean }) {
  const { t } = useTranslation();
  const recall = useRecallBalance();
  const cardsId = useId();
  const data = context.data!;
  const rules = amountRulesOf(data);
  const available = availableMinor(data);
  const now = context.now();
  return (
    <form
      className="withdraw__form"
      aria-label={t('withdraw_form_label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'NEXT' });
      }}
    >
      {data.settings.precautionNote ? (
        <section className="withdraw__note" aria-label={t('withdraw_precaution')}>
          <SafeHtml html={data.settings.precautionNote} />
        </section>
      ) : null}
      <dl className="withdraw__balances">
        <div>
          <dt>{t('withdraw_main_wallet')}</dt>
          <dd>{formatMinor(data.mainWallet)}</dd>
        </div>
        {data.account.remainingWithdrawAmount != null ? (
          <div>
            <dt>{t('withdraw_remaining_today')}</dt>
            <dd>{formatMinor(data.account.remainingWithdrawAmount)}</dd>
          </div>
        ) : null}
        {data.account.remainingTransactionTimes != null ? (
          <div>
            <dt>{t('withdraw_remaining_times')}</dt>
            <dd>{data.account.remainingTransactionTimes}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('withdraw_available')}</dt>
          <dd>{formatMinor(available)}</dd>
        </div>
      </dl>
      {singleWallet ? (
        <div className="withdraw__recall">
          {data.recallFailed || recall.error ? <output className="withdraw__block">{t('withdraw_recall_failed')}</output> : null}
          <Button
            variant="secondary"
            size="small"
            disabled={recall.recalling}
            onClick={() => {
              void recall.recall().then(
                () => send({ type: 'RELOAD' }),
                () => undefined,
              );
            }}
          >
            {recall.recalling ? t('withdraw_recalling') : t('withdraw_recall')}
          </Button>
        </div>
      ) : null}
      <fieldset className="withdraw__cards" aria-describedby={context.cardError ? `${cardsId}-error` : undefined}>
        <legend>{t('withdraw_card_legend')}</legend>
        {data.account.cards.map((card) => {
          const usable = isCardUsable(card, now);
          return (
            <label key={card.bankCardId} className="withdraw__card-option">
              <input
                type="radio"
                name="withdraw-card"
                value={card.bankCardId}
                checked={context.cardId === card.bankCardId}
                disabled={!usable}
                onChange={() => send({ type: 'SELECT_CARD', cardId: card.bankCardId })}
              />
              <span>{cardLabel(card)}</span>
              <span className="withdraw__card-holder">{card.cardHolder}</span>
              {card.isFrozen ? <span className="withdraw__tag">{t('withdraw_card_frozen_tag')}</span>
              : !usable ? <span className="withdraw__tag">{t('withdraw_card_unavailable_tag')}</span>
              : null}
            </label>
          );
        })}
        {context.cardError ? (
          <p id={`${cardsId}-error`} className="ui-field__error">
            {t(context.cardError)}
          </p>
        ) : null}
      </fieldset>
      <AmountField
        label={t('withdraw_amount_label')}
        value={context.amountText}
        onValueChange={(text) => send({ type: 'CHANGE_AMOUNT', text })}
        rules={rules}
        quickAmounts={data.settings.fixedAmounts}
        available={available}
        error={context.amountError}
      />
      {data.settings.withdrawPenaltyCharge > 0 ? (
        <p className="withdraw__fee-note">{t('withdraw_fee_note', { percent: data.settings.withdrawPenaltyCharge })}</p>
      ) : null}
      <div className="withdraw__actions">
        <Button type="submit">{t('withdraw_next')}</Button>
      </div>
    </form>
  );
}

function VerificationStep({ context, send, noPassword }: StepProps & { noPassword: boolean }) {
  const { t } = useTranslation();
  const sms = useMemberSmsCode('WITHDRAW');
  const smsNeeded = context.data ? needsSmsCode(context.data.settings, context.amount) : false;
  return (
    <form
      className="withdraw__form"
      aria-label={t('withdraw_verification_label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'VERIFY' });
      }}
    >
      <h2>{t('withdraw_verification_title')}</h2>
      <p>{t('withdraw_verification_amount', { amount: formatMinor(context.amount) })}</p>
      {smsNeeded ? (
        <SmsCodeField value={context.smsCode} onChange={(code) => send({ type: 'CHANGE_SMS', code })} error={context.smsError} sms={sms} />
      ) : null}
      {noPassword ? null : (
        <Field
          label={t('withdraw_fund_password')}
          type="password"
          autoComplete="off"
          value={context.password}
          onChange={(event) => send({ type: 'CHANGE_PASSWORD', password: event.target.value })}
          error={context.passwordError ? t(context.passwordError) : null}
        />
      )}
      <div className="withdraw__actions">
        <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
          {t('withdraw_back')}
        </Button>
        <Button type="submit">{t('withdraw_next')}</Button>
      </div>
    </form>
  );
}

function Confirmation({ context, send, busy }: StepProps & { busy: boolean }) {
  const { t } = useTranslation();
  const card = context.data?.account.cards.find((c) => c.bankCardId === context.cardId);
  const { fee, received } = feeAndReceived(context);
  const warnings = [t('withdraw_confirm_warning')];
  if (context.data?.settings.c2cEnabled) warnings.push(t('withdraw_confirm_c2c'));
  return (
    <ConfirmStep
      heading={t('withdraw_confirm_title')}
      rows={[
        { id: 'card', label: t('withdraw_confirm_card'), value: card ? `${cardLabel(card)} · ${card.cardHolder}` : '' },
        { id: 'amount', label: t('withdraw_confirm_amount'), value: formatMinor(context.amount) },
        { id: 'fee', label: t('withdraw_confirm_fee'), value: formatMinor(fee) },
        { id: 'received', label: t('withdraw_confirm_received'), value: formatMinor(received) },
      ]}
      warnings={warnings}
      consentLabel={t('withdraw_confirm_consent')}
      busy={busy}
      onConfirm={() => send({ type: 'CONFIRM' })}
      onBack={() => send({ type: 'BACK' })}
      confirmLabel={t('withdraw_confirm_submit')}
    />
  );
}

function Submitted({ context, send }: StepProps) {
  const { t } = useTranslation();
  const result = context.result;
  return (
    <section className="withdraw__notice" aria-labelledby="withdraw-submitted-title">
      <h2 id="withdraw-submitted-title">{t('withdraw_submitted_title')}</h2>
      <output className="withdraw__block">{t('withdraw_submitted_text')}</output>
      {result ? (
        <dl className="withdraw__balances">
          <div>
            <dt>{t('withdraw_confirm_amount')}</dt>
            <dd>{formatMinor(result.amount)}</dd>
          </div>
          <div>
            <dt>{t('withdraw_confirm_fee')}</dt>
            <dd>{formatMinor(result.fee)}</dd>
          </div>
          <div>
            <dt>{t('withdraw_confirm_received')}</dt>
            <dd>{formatMinor(result.receivedAmount)}</dd>
          </div>
          <div>
            <dt>{t('withdraw_reference')}</dt>
            <dd>{result.withdrawalId}</dd>
          </div>
        </dl>
      ) : null}
      <Button onClick={() => send({ type: 'START_OVER' })}>{t('withdraw_new')}</Button>
    </section>
  );
}
