import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/ui/field';
import { setNickname } from '../api/nickname';
import { securityErrorKey } from '../security-errors';
import { checkNickname } from '../validate';
import { useSecurityAction } from '../use-security-action';
import { useSecurityErrorText } from '../use-security-error';
import { FormActions } from './form-actions';

export interface FormProps {
  onDone(): void;
  onCancel?(): void;
}

const FIELD_CODES = ['nickname.exists', 'nickname.invalid', 'nickname.already.set'];

/** Chooses the nickname; it can be chosen once, so the form says so before the person saves. */
export function NicknameForm({ onDone, onCancel }: FormProps) {
  const { t } = useTranslation();
  const errorText = useSecurityErrorText();
  const [nickname, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const action = useSecurityAction(setNickname, onDone);
  const fieldFailure = action.failure?.code && FIELD_CODES.includes(action.failure.code) ? action.failure : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNickname(nickname);
    setError(problem);
    if (!problem) void action.run(nickname.trim());
  };
  return (
    <form className="security-form" onSubmit={submit} noValidate aria-busy={action.busy || undefined}>
      <p className="security-form__hint">{t('security_nickname_once')}</p>
      <Field
        label={t('security_nickname')}
        value={nickname}
        autoComplete="nickname"
        maxLength={16}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(undefined);
          action.clear();
        }}
        error={error ? t(error) : fieldFailure ? t(securityErrorKey(fieldFailure) ?? 'security_err_unknown') : undefined}
      />
      <FormActions
        failureText={action.failure && !fieldFailure ? errorText(action.failure) : undefined}
        busy={action.busy}
        submitLabel={t('security_nickname_submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
