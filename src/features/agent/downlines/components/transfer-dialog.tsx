import { useMachine } from '@xstate/react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { memberPagePath } from '@/lib/member-centre';
import { formatMinor, parseAmountInput, toMinor, validateAmount } from '@/lib/money';
import { fetchWalletBalance, WALLET_BALANCE_KEY } from '@/lib/wallet-balance';
import { AmountField, amountMessage } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { ConfirmStep } from '@/ui/confirm-step';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { Spinner } from '@/ui/spinner';
import { isDownlinesKey } from '../api/downlines';
import { transferToDownline } from '../api/transfer-downline';
import { fetchTransferEnabled } from '../api/transfer-enabled';
import type { DownlineError } from '../errors';
import { transferDownlineMachine } from '../transfer-downline.machine';

export interface TransferDialogProps {
  /** The downline the money goes to. */
  account: string;
  onClose: () => void;
  /** Money moved (or may have): the page refreshes its list. */
  onMoneyMoved?: () => void;
}

/** The message of a refusal: our text for a known code, else the server's own words. */
export function useDownlineErrorText() {
  const { t } = useTranslation();
  return (error: DownlineError) => (error.serverMessage ? t(error.messageKey, { message: error.serverMessage }) : t(error.messageKey));
}

async function loadSettings() {
  const [balance, settings] = await Promise.all([fetchWalletBalance(), fetchTransferEnabled()]);
  return { mainMinor: toMinor(balance), allowDecimal: settings.allowDecimal };
}

/**
 * Transfer to a downline, in a dialog over the list: amount and fund password, the money confirmation with consent,
 * then the result. Every transfer (and every failure whose result is unknown) refreshes the header balance and the
 * downline list.
 */
export function TransferDialog({ account, onClose, onMoneyMoved }: TransferDialogProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useDownlineErrorText();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const live = useRef({ mutate, onMoneyMoved });
  useLayoutEffect(() => {
    live.current = { mutate, onMoneyMoved };
  });

  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    transferDownlineMachine.provide({
      actors: {
        loadSettings: fromPromise(loadSettings),
        transfer: fromPromise(({ input }) => transferToDownline(input)),
      },
      actions: {
        moneyMoved: () => {
          void live.current.mutate(WALLET_BALANCE_KEY);
          void live.current.mutate(isDownlinesKey);
          live.current.onMoneyMoved?.();
        },
        passwordRefused: () => {
          setPassword('');
          queueMicrotask(() => passwordRef.current?.focus());
        },
        amountRefused: () => queueMicrotask(() => amountRef.current?.focus()),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { account } });
  const { context } = snapshot;
  const state = snapshot.value;
  const error = context.error;

  const shownResult = state === 'result' && context.result;

  const rules = { decimals: 2, allowDecimal: context.allowDecimal, max: context.mainMinor };
  const amountKey = checked ? validateAmount(amount, rules) : null;
  const passwordMissing = checked && password === '';
  const title = t('downlines_transfer_title', { account });

  let body;
  if (state === 'settings') body = <Spinner label={t('loading')} />;
  else if (state === 'settingsFailed' || state === 'failed')
    body = (
      <div role="alert" className="downlines__notice">
        <p>{state === 'failed' && error ? errorText(error) : t('downlines_transfer_load_failed')}</p>
        <Button onClick={() => send({ type: 'RETRY' })}>{t('btn_retry')}</Button>
      </div>
    );
  else if (state === 'noFundPassword')
    body = (
      <div role="alert" className="downlines__notice">
        <p>{t('downlines_error_no_password')}</p>
        <Link to={memberPagePath('securityCenter')}>{t('downlines_set_password')}</Link>
      </div>
    );
  else if (state === 'refused')
    body = (
      <p role="alert" className="downlines__notice">
        {error ? errorText(error) : null}
      </p>
    );
  else if (shownResult)
    body = (
      <div className="downlines__notice">
        <output>
          {t('downlines_transfer_done', {
            member: context.result!.memberName,
            downline: context.result!.downlineName,
            amount: formatMinor(context.result!.amountMinor),
          })}
        </output>
        <p>{t('downlines_transfer_balance_now', { amount: formatMinor(context.result!.mainMinor) })}</p>
        <Button onClick={onClose}>{t('downlines_transfer_finish')}</Button>
      </div>
    );
  else if (state === 'confirmation' || state === 'submitting')
    body = (
      <ConfirmStep
        heading={t('downlines_transfer_confirm_heading')}
        headingLevel={3}
        rows={[
          { id: 'downline', label: t('downlines_transfer_to'), value: account },
          { id: 'amount', label: t('amount_label'), value: formatMinor(context.amountMinor) },
          { id: 'after', label: t('downlines_transfer_balance_after'), value: formatMinor(context.mainMinor - context.amountMinor) },
        ]}
        warnings={[t('downlines_transfer_warning')]}
        consentLabel={t('downlines_transfer_consent')}
        busy={state === 'submitting'}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onBack={() => send({ type: 'BACK' })}
        confirmLabel={t('downlines_transfer_confirm')}
      />
    );
  else {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      setChecked(true);
      if (validateAmount(amount, rules)) {
        amountRef.current?.focus();
        return;
      }
      if (!password) {
        passwordRef.current?.focus();
        return;
      }
      const parsed = parseAmountInput(amount, rules);
      if (parsed.ok) send({ type: 'NEXT', amountMinor: parsed.minor, password });
    };
    const refusal = error ? errorText(error) : null;
    const amountError = amountKey
      ? amountMessage(amountKey === 'amount_above_max' ? 'downlines_transfer_above_balance' : amountKey, rules, t)
      : error && error.code !== 'invalid.payment.pw' ? refusal : null;
    const passwordError =
      error?.code === 'invalid.payment.pw' && password === '' ? refusal : passwordMissing ? t('downlines_transfer_password_required') : null;
    body = (
      <form className="downlines__transfer" onSubmit={submit} noValidate aria-label={title}>
        <dl className="downlines__facts">
          <div>
            <dt>{t('downlines_transfer_to')}</dt>
            <dd>{account}</dd>
          </div>
          <div>
            <dt>{t('downlines_transfer_main')}</dt>
            <dd>{formatMinor(context.mainMinor)}</dd>
          </div>
        </dl>
        <AmountField
          ref={amountRef}
          value={amount}
          onValueChange={setAmount}
          rules={rules}
          available={context.mainMinor}
          error={amountError}
          onBlur={() => setChecked(true)}
        />
        <Field
          ref={passwordRef}
          label={t('downlines_transfer_password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
        />
        <div className="downlines__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('downlines_cancel')}
          </Button>
          <Button type="submit">{t('downlines_transfer_next')}</Button>
        </div>
      </form>
    );
  }

  return (
    <Dialog open onClose={onClose} title={title}>
      {body}
    </Dialog>
  );
}
