import { useMachine } from '@xstate/react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { useAccess } from '@/lib/access';
import { memberPagePath } from '@/lib/member-centre';
import { formatMinor } from '@/lib/money';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';
import { Button } from '@/ui/button';
import { ConfirmStep } from '@/ui/confirm-step';
import { Field } from '@/ui/field';
import { POINT_BALANCE_KEY } from '../api/point-balance';
import { pointsToMinor, type PointRules } from '../api/point-config';
import { convertPoints } from '../api/convert-point';
import { convertMachine } from '../convert.machine';
import { formatPoints } from '../format';
import { checkConvertPoints, maxConvertible, parsePoints, type ConvertLimits } from '../rules';
import { revalidatePointsReports } from './reports';
import { usePointsErrorText } from './use-points-error-text';

export interface ConvertPanelProps {
  /** The member's points. */
  balance: number;
  rules: PointRules;
}

/**
 * Convert points to cash: points and fund password, the money confirmation (points, cash, points after), then the
 * cash in the main wallet (the header balance follows). Refusals come back to the form with the points kept.
 */
export function ConvertPanel({ balance, rules }: ConvertPanelProps) {
  const { t } = useTranslation();
  const errorText = usePointsErrorText();
  const access = useAccess();
  const { mutate } = useSWRConfig();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const pointsRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const live = useRef({ mutate });
  useLayoutEffect(() => {
    live.current = { mutate };
  });
  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    convertMachine.provide({
      actors: { convert: fromPromise(({ input }) => convertPoints(input)) },
      actions: {
        moneyMoved: () => {
          void live.current.mutate(POINT_BALANCE_KEY);
          void live.current.mutate(WALLET_BALANCE_KEY);
          revalidatePointsReports(live.current.mutate);
        },
        converted: () => {
          setPoints('');
          setPassword('');
          setChecked(false);
        },
        passwordRefused: () => {
          setPassword('');
          queueMicrotask(() => passwordRef.current?.focus());
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const state = snapshot.value;
  const error = context.error;

  const limits: ConvertLimits = { balance, minConvertPoints: rules.minConvertPoints, step: rules.conversionPoints };
  const most = maxConvertible(limits);

  if (!rules.convertEnabled) return <p className="points__notice">{t('points_convert_off')}</p>;
  if (state === 'noFundPassword')
    return (
      <div className="points__notice" role="alert">
        <p>{t('points_error_no_password')}</p>
        <Link to={memberPagePath('securityCenter')}>{t('points_set_fund_password')}</Link>
      </div>
    );
  if (state === 'failed')
    return (
      <div className="points__notice" role="alert">
        <p>{error ? errorText(error) : t('points_error_network')}</p>
        <Button onClick={() => send({ type: 'RETRY' })}>{t('btn_retry')}</Button>
      </div>
    );
  if (state === 'result' && context.result)
    return (
      <div className="points__notice">
        <output>{t('points_convert_success', { amount: formatMinor(context.result.amountMinor), points: formatPoints(context.points) })}</output>
        <p>{t('points_redeem_left', { points: formatPoints(context.result.pointsBalance) })}</p>
        <Button onClick={() => send({ type: 'AGAIN' })}>{t('points_convert_again')}</Button>
      </div>
    );
  if (state === 'confirmation' || state === 'submitting')
    return (
      <ConfirmStep
        heading={t('points_convert_confirm_heading')}
        rows={[
          { id: 'points', label: t('points_convert_points'), value: formatPoints(context.points) },
          { id: 'cash', label: t('points_convert_cash'), value: formatMinor(context.amountMinor) },
          { id: 'after', label: t('points_convert_after'), value: formatPoints(balance - context.points) },
        ]}
        warnings={[t('points_convert_warning')]}
        consentLabel={t('points_convert_consent')}
        busy={state === 'submitting'}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onBack={() => send({ type: 'BACK' })}
        confirmLabel={t('points_convert_confirm')}
      />
    );

  const problem = checkConvertPoints(points, limits);
  const parsed = parsePoints(points);
  const worth = Number.isFinite(parsed) ? pointsToMinor(parsed, rules) : 0;
  const refusal = error ? errorText(error) : null;
  const pointsError = checked && problem
    ? t(problem, { min: formatPoints(rules.minConvertPoints), step: formatPoints(rules.conversionPoints), points: formatPoints(balance) })
    : error && error.code !== 'invalid.payment.pw' ? refusal : null;
  const passwordError =
    error?.code === 'invalid.payment.pw' && password === '' ? refusal : checked && password === '' ? t('points_password_required') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A trial account is told it needs a real account before anything is checked or sent.
    if (!access.requireRealAccount()) return;
    setChecked(true);
    if (problem) {
      pointsRef.current?.focus();
      return;
    }
    if (!password) {
      passwordRef.current?.focus();
      return;
    }
    send({ type: 'NEXT', points: parsed, amountMinor: worth, password });
  };

  return (
    <form className="points__form" onSubmit={submit} noValidate aria-labelledby="points-convert-heading">
      <h2 id="points-convert-heading">{t('points_convert_heading')}</h2>
      <p>
        {t('points_convert_rate', { points: formatPoints(rules.conversionPoints), amount: formatMinor(rules.conversionMinor) })}{' '}
        {t('points_convert_min', { min: formatPoints(rules.minConvertPoints) })}
      </p>
      <Field
        ref={pointsRef}
        label={t('points_convert_points')}
        inputMode="numeric"
        autoComplete="off"
        value={points}
        onChange={(event) => setPoints(event.target.value)}
        hint={t('points_convert_worth', { amount: formatMinor(worth) })}
        error={pointsError}
        trailing={
          most > 0 ? (
            <Button variant="ghost" size="small" onClick={() => setPoints(String(most))}>
              {t('points_convert_all', { points: formatPoints(most) })}
            </Button>
          ) : undefined
        }
      />
      <Field
        ref={passwordRef}
        label={t('points_fund_password')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
      <Button type="submit">{t('points_next')}</Button>
    </form>
  );
}
