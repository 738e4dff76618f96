import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import type { InternalFormContext } from '../types';
import { fieldAria, inputValue } from './aria';

/** The sms code input with the send button; the countdown itself lives in the caller's sms machine (`formContext.sms`). */
export function SmsCodeWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, onBlur, onFocus, options, disabled, readonly, required, autofocus, uiSchema, rawErrors, registry } = props;
  const { t } = useTranslation();
  const sms = (registry.formContext as InternalFormContext | undefined)?.sms;
  const remaining = Math.max(0, Math.ceil(sms?.remaining ?? 0));
  const label = sms?.sending
    ? t('form_sms_sending')
    : remaining > 0
      ? t('form_sms_resend_in', { seconds: remaining })
      : t('form_sms_send');
  return (
    <div className="form-input-group">
      <input
        id={id}
        name={htmlName ?? id}
        className="form-input"
        type="text"
        inputMode="numeric"
        value={typeof value === 'string' ? value : ''}
        autoComplete={(options.autocomplete as string | undefined) ?? 'one-time-code'}
        disabled={disabled}
        readOnly={readonly}
        required={required}
        autoFocus={autofocus}
        onChange={(event) => onChange(inputValue(event.target.value, options.emptyValue))}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        {...fieldAria(id, rawErrors, uiSchema)}
      />
      <Button
        variant="secondary"
        className="form-input-group__button form-sms-send"
        disabled={!sms || disabled || sms.sending || remaining > 0}
        aria-busy={sms?.sending || undefined}
        onClick={() => sms?.send()}
      >
        {label}
      </Button>
    </div>
  );
}
