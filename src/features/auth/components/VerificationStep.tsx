import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import type { LoginChallenge } from '../types';

export interface VerificationStepProps {
  challenge: LoginChallenge;
  /** The message of a refused answer, already translated. */
  error: string | null;
  busy: boolean;
  onVerify(code: string): void;
  onBack(): void;
  /** The mobile check's resend: the countdown's state and its send (absent for the other kinds). */
  resend?: { send(): void; remaining: number; sending: boolean };
}

/** The unregistered-IP check: the one answer the server asks for (sms code, binding e-mail, bank name, Google code). */
export function VerificationStep({ challenge, error, busy, onVerify, onBack, resend }: VerificationStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const [answer, setAnswer] = useState('');
  const errorId = `${id}-error`;
  const label =
    challenge.kind === 'mobile'
      ? challenge.target
        ? t('auth_verify_mobile', { target: challenge.target })
        : t('auth_verify_mobile_plain')
      : challenge.kind === 'email'
        ? t('auth_verify_email')
        : challenge.kind === 'bankAccountName'
          ? t('auth_verify_bank')
          : t('auth_verify_google');
  const input =
    challenge.kind === 'email'
      ? { type: 'email', autoComplete: 'email', inputMode: 'email' as const }
      : challenge.kind === 'bankAccountName'
        ? { type: 'text', autoComplete: 'name', inputMode: 'text' as const }
        : { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' as const };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify(answer);
  };
  return (
    <form className="auth-verification" aria-label={t('auth_verification_title')} onSubmit={submit} noValidate>
      <p>{t('auth_verification_intro')}</p>
      <div className="form-field">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        <input
          id={id}
          className="form-input"
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {error ? (
          <p id={errorId} role="alert" className="form-error">
            {error}
          </p>
        ) : null}
      </div>
      {challenge.kind === 'mobile' && resend ? (
        <Button
          variant="secondary"
          className="auth-verification__resend"
          onClick={resend.send}
          disabled={busy || resend.sending || resend.remaining > 0}
          aria-busy={resend.sending || undefined}
        >
          {resend.sending
            ? t('form_sms_sending')
            : resend.remaining > 0
              ? t('form_sms_resend_in', { seconds: resend.remaining })
              : t('auth_verify_resend')}
        </Button>
      ) : null}
      <div className="auth-actions">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('auth_back')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t('auth_verify_submit')}
        </Button>
      </div>
    </form>
  );
}
