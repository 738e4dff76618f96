import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button, Spinner } from '@/ui';
import { Field } from '@/ui/field';
import { changeFundPassword, setFundPassword } from './api/payment-password';
import { useRefreshSecurity } from './api/refresh';
import {
  checkFundPassword,
  fundPasswordMachine,
  type FundPasswordField,
  type FundPasswordMode,
  type FundPasswordValues,
} from './fund-password.machine';
import { securityErrorKey } from './security-errors';
import { useSecurityErrorText } from './use-security-error';
import './security.css';

export interface FundPasswordFormProps {
  /** Set a first fund password or change the current one; the form offers the other when the server says so. */
  mode: FundPasswordMode;
  /** Saved (the security profile is already being refreshed). */
  onDone(): void;
  onCancel?(): void;
}

const EMPTY: FundPasswordValues = { oldPassword: '', password: '', confirm: '' };

/**
 * Set or change the fund password (encrypted calls). The passwords live only in this form's state while it is shown:
 * the machine gets them in the submit event and keeps none of them.
 */
export function FundPasswordForm({ mode: initialMode, onDone, onCancel }: FundPasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useSecurityErrorText();
  const [values, setValues] = useState<FundPasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FundPasswordField, string>>>({});
  const refreshSecurity = useRefreshSecurity();
  const live = useRef({ onDone, refreshSecurity });
  useLayoutEffect(() => {
    live.current = { onDone, refreshSecurity };
  });
  // The machine is made once; its action reads the ref only when it runs, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    fundPasswordMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          input.mode === 'set' ? setFundPassword(input.values) : changeFundPassword(input.values)),
      },
      actions: {
        done: () => {
          void live.current.refreshSecurity();
          live.current.onDone();
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { mode: initialMode } });
  const { mode, fieldError, failure } = snapshot.context;
  const busy = snapshot.matches('submitting');

  const update = (field: FundPasswordField) => (event: { currentTarget: HTMLInputElement }) => {
    const next = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: next }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkFundPassword(mode, values);
    setErrors(found);
    if (Object.keys(found).length === 0) send({ type: 'SUBMIT', values });
  };
  const switchMode = (next: FundPasswordMode) => {
    setValues(EMPTY);
    setErrors({});
    send({ type: 'SWITCH_MODE', mode: next });
  };
  const errorOf = (field: FundPasswordField): string | undefined => {
    if (errors[field]) return t(errors[field]);
    if (fieldError?.field === field) return t(securityErrorKey({ code: fieldError.code }) ?? 'security_err_unknown');
    return undefined;
  };

  if (snapshot.matches('noPassword') || snapshot.matches('hasPassword')) {
    const none = snapshot.matches('noPassword');
    return (
      <div className="security-form">
        <output className="security-form__message">{t(none ? 'security_err_no_fund_password' : 'security_err_has_fund_password')}</output>
        <div className="security-form__actions">
          <Button onClick={() => switchMode(none ? 'set' : 'change')}>
            {t(none ? 'security_fund_set_title' : 'security_fund_change_title')}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('security_cancel')}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  if (snapshot.matches('failed')) {
    return (
      <div className="security-form" role="alert">
        <p>{errorText(failure)}</p>
        <div className="security-form__actions">
          <Button onClick={() => send({ type: 'RETRY', values })}>{t('btn_retry')}</Button>
          <Button variant="secondary" onClick={() => send({ type: 'EDIT' })}>
            {t('security_back_to_form')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="security-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <p className="security-form__hint">{t('security_fund_rules')}</p>
      {mode === 'change' ? (
        <Field
          label={t('security_fund_old')}
          type="password"
          autoComplete="off"
          value={values.oldPassword}
          onChange={update('oldPassword')}
          error={errorOf('oldPassword')}
          maxLength={32}
        />
      ) : null}
      <Field
        label={t('security_fund_new')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={update('password')}
        error={errorOf('password')}
        maxLength={32}
      />
      <Field
        label={t('security_fund_confirm')}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={update('confirm')}
        error={errorOf('confirm')}
        maxLength={32}
      />
      <div className="security-form__actions">
        <Button type="submit" disabled={busy}>
          {t(mode === 'set' ? 'security_fund_set_submit' : 'security_fund_change_submit')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('security_cancel')}
          </Button>
        ) : null}
        {busy ? <Spinner label={t('security_saving')} /> : null}
      </div>
    </form>
  );
}
