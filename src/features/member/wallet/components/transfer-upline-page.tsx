import { useMachine } from '@xstate/react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { memberPagePath } from '@/lib/member-centre';
import { formatMinor, parseAmountInput, validateAmount } from '@/lib/money';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';
import { Button, Spinner } from '@/ui';
import { AmountField, amountMessage } from '@/ui/amount-field';
import { ConfirmStep } from '@/ui/confirm-step';
import { Field } from '@/ui/field';
import { fetchUplineSettings, transferToUpline } from '../api/upline';
import { WALLETS_KEY } from '../api/wallets';
import { transferUplineMachine } from '../transfer-upline.machine';
import { useWalletErrorText } from './wallet-page';
import './wallet.css';

/**
 * Transfer to upline (member page transferUpline): amount and fund password, a confirmation with consent, then the
 * platform's success text. The menu shows it only to non-agent-2 members with AGETRANSFERUP3.
 */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useWalletErrorText();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const live = useRef({ mutate });
  useLayoutEffect(() => {
    live.current = { mutate };
  });

  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    transferUplineMachine.provide({
      actors: {
        loadSettings: fromPromise(() => fetchUplineSettings()),
        transfer: fromPromise(({ input }) => transferToUpline(input)),
      },
      actions: {
        moneyMoved: () => {
          void live.current.mutate(WALLET_BALANCE_KEY);
          void live.current.mutate(WALLETS_KEY);
        },
        transferred: () => {
          setPassword('');
          setAmount('');
          setChecked(false);
        },
        // The refused password leaves the form: it is asked for again, focused.
        passwordRefused: () => {
          setPassword('');
          queueMicrotask(() => passwordRef.current?.focus());
        },
        amountRefused: () => queueMicrotask(() => amountRef.current?.focus()),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const error = context.error;
  const state = snapshot.value;

  const rules = { decimals: 2, allowDecimal: context.allowDecimal, max: context.mainMinor };
  const amountKey = checked ? validateAmount(amount, rules) : null;
  const passwordMissing = checked && password === '';

  if (state === 'settings') return <Spinner label={t('loading')} />;
  if (state === 'settingsFailed')
    return (
      <div className="wallet__notice" role="alert">
        <p>{t('wallet_upline_load_failed')}</p>
        <Button onClick={() => send({ type: 'RETRY' })}>{t('btn_retry')}</Button>
      </div>
    );
  if (state === 'noUpline') return <p className="wallet__notice">{t('wallet_upline_none')}</p>;
  if (state === 'noFundPassword')
    return (
      <div className="wallet__notice" role="alert">
        <p>{t('wallet_upline_error_no_password')}</p>
        <Link to={memberPagePath('securityCenter')}>{t('wallet_upline_set_password')}</Link>
      </div>
    );
  if (state === 'result' && context.result)
    return (
      <div className="wallet__notice">
        <output>
          {t('wallet_upline_success', {
            member: context.result.memberName,
            upline: context.result.uplineName,
            amount: formatMinor(context.result.amountMinor),
          })}
        </output>
        <Button onClick={() => send({ type: 'AGAIN' })}>{t('wallet_upline_again')}</Button>
      </div>
    );
  if (state === 'failed')
    return (
      <div className="wallet__notice" role="alert">
        <p>{error ? errorText(error) : t('wallet_error_network')}</p>
        <Button onClick={() => send({ type: 'RETRY' })}>{t('btn_retry')}</Button>
      </div>
    );

  const uplineRow = { id: 'upline', label: t('wallet_upline_upline'), value: context.uplineName ?? '' };
  if (state === 'confirmation' || state === 'submitting')
    return (
      <ConfirmStep
        heading={t('wallet_upline_confirm_heading')}
        rows={[
          uplineRow,
          { id: 'amount', label: t('wallet_upline_amount'), value: formatMinor(context.amountMinor) },
          { id: 'after', label: t('wallet_upline_balance_after'), value: formatMinor(context.mainMinor - context.amountMinor) },
        ]}
        warnings={[t('wallet_upline_warning')]}
        consentLabel={t('wallet_upline_consent')}
        busy={state === 'submitting'}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onBack={() => send({ type: 'BACK' })}
        confirmLabel={t('wallet_upline_confirm')}
      />
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const amountProblem = validateAmount(amount, rules);
    if (amountProblem) {
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

  const refusal = error && state === 'input' ? errorText(error) : null;
  const amountError = amountKey
    ? amountMessage(amountKey === 'amount_above_max' ? 'wallet_upline_amount_above_balance' : amountKey, rules, t)
    : error?.code === 'balance.insufficient' ? refusal : null;
  const passwordError = error?.code === 'invalid.payment.pw' && password === '' ? refusal : passwordMissing ? t('wallet_upline_password_required') : null;

  return (
    <form className="wallet__form" onSubmit={submit} noValidate aria-labelledby="upline-heading">
      <h2 id="upline-heading">{t('wallet_upline_heading')}</h2>
      <dl className="wallet__facts">
        <div>
          <dt>{t('wallet_upline_upline')}</dt>
          <dd>{context.uplineName}</dd>
        </div>
        <div>
          <dt>{t('wallet_main')}</dt>
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
        label={t('wallet_upline_password')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
      <Button type="submit">{t('wallet_upline_next')}</Button>
    </form>
  );
}
