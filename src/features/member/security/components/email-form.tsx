import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/ui/field';
import { bindEmail } from '../api/bind-email';
import { securityErrorKey } from '../security-errors';
import { checkEmail } from '../validate';
import { useSecurityAction } from '../use-security-action';
import { useSecurityErrorText } from '../use-security-error';
import { FormActions } from './form-actions';
import type { FormProps } from './nickname-form';

const FIELD_CODES = ['email.invalid', 'email.already.bound'];

/** Binds (or replaces) the email address. */
export function EmailForm({ onDone, onCancel }: FormProps) {
  const { t } = useTranslation();
  const errorText = useSecurityErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const action = useSecurityAction(bindEmail, onDone);
  const fieldFailure = action.failure?.code && FIELD_CODES.includes(action.failure.code) ? action.failure : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (!problem) void action.run(email.trim());
  };
  return (
    <form className="security-form" onSubmit={submit} noValidate aria-busy={action.busy || undefined}>
      <Field
        label={t('security_email')}
        // Text, not type="email": an email input trims and drops characters, and nothing typed may be lost.
        type="text"
        autoComplete="email"
        inputMode="email"
        value={email}
        maxLength={64}
        onChange={(e) => {
          setEmail(e.currentTarget.value);
          setError(undefined);
          action.clear();
        }}
        error={error ? t(error) : fieldFailure ? t(securityErrorKey(fieldFailure) ?? 'security_err_unknown') : undefined}
      />
      <FormActions
        failureText={action.failure && !fieldFailure ? errorText(action.failure) : undefined}
        busy={action.busy}
        submitLabel={t('security_email_submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
