import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import { Field } from '@/ui/field';
import { errorText } from './error-text';
import type { MemberSmsCode } from './use-member-sms-code';

export interface SmsCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  /** i18n key of the problem under the field. */
  error: string | null;
  sms: MemberSmsCode;
  disabled?: boolean;
}

/** The sms code input with its Send code button and resend countdown. */
export function SmsCodeField({ value, onChange, error, sms, disabled }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const shownError = error ? t(error) : sms.error ? errorText(sms.error, t) : null;
  return (
    <Field
      label={t('withdraw_sms_label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      hint={t('withdraw_sms_hint')}
      error={shownError}
      disabled={disabled}
      trailing={
        <Button variant="secondary" size="small" onClick={sms.send} disabled={disabled || sms.sending || sms.remaining > 0}>
          {sms.remaining > 0 ? t('withdraw_sms_resend_in', { seconds: sms.remaining }) : t('withdraw_sms_send')}
        </Button>
      }
    />
  );
}
