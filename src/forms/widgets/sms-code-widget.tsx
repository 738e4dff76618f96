import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import type { InternalFormContext } from '../types';
import { WidgetInput } from './widget-input';

/** The sms code input with the send button; the countdown itself lives in the caller's sms machine (`formContext.sms`). */
export function SmsCodeWidget(props: WidgetProps) {
  const { disabled, registry } = props;
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
      <WidgetInput widget={props} inputMode="numeric" defaultAutoComplete="one-time-code" />
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
