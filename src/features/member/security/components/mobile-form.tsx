import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmsCountdown } from '@/features/auth';
import { Button, Spinner } from '@/ui';
import { Field } from '@/ui/field';
import { sendMemberSms } from '../../api/member-sms';
import { bindMobile } from '../api/bind-mobile';
import { securityErrorKey } from '../security-errors';
import { checkMobile, checkSmsCode } from '../validate';
import { useSecurityAction } from '../use-security-action';
import { useSecurityErrorText } from '../use-security-error';
import { FormActions } from './form-actions';
import type { FormProps } from './nickname-form';

/** Refusals that belong under the mobile field; the others about the code go under the code field. */
const MOBILE_CODES = ['phone_invalid', 'mobile.already.bound'];
const CODE_CODES = ['sms_code_invalid', 'verification.invalid', 'phone_code_expired', 'verification.expired'];

/** The default dialing code of the sandbox's brands (Philippines). */
const DEFAULT_DIALING_CODE = '63';

/** Binds a mobile number: the number, an sms code sent to it (with the resend countdown), then the bind call. */
export function MobileForm({ onDone, onCancel }: FormProps) {
  const { t } = useTranslation();
  const errorText = useSecurityErrorText();
  const [mobile, setMobile] = useState('');
  const [dialing, setDialing] = useState(DEFAULT_DIALING_CODE);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const action = useSecurityAction(bindMobile, onDone);
  const sms = useSmsCountdown(
    ({ mobile: mobileNum, countryDialingCode }) => sendMemberSms({ purpose: 'BIND_MOBILE', mobileNum, countryDialingCode }),
    () => ({ mobile: mobile.trim(), countryDialingCode: dialing.trim() }),
  );
  const failureCode = action.failure?.code;
  const smsCode = sms.warning?.message;
  const mobileError =
    errors.mobile ? t(errors.mobile)
    : sms.invalidMobile ? t('security_err_mobile_format')
    : smsCode && MOBILE_CODES.includes(smsCode) ? t(securityErrorKey({ message: smsCode }) ?? 'security_err_unknown')
    : failureCode && MOBILE_CODES.includes(failureCode) ? t(securityErrorKey(action.failure) ?? 'security_err_unknown')
    : undefined;
  const codeError =
    errors.code ? t(errors.code)
    : failureCode && CODE_CODES.includes(failureCode) ? t(securityErrorKey(action.failure) ?? 'security_err_unknown')
    : undefined;
  const smsWarning = sms.warning && !(smsCode && MOBILE_CODES.includes(smsCode)) ? errorText({ message: sms.warning.message }) : null;
  const otherFailure = action.failure && !(failureCode && (MOBILE_CODES.includes(failureCode) || CODE_CODES.includes(failureCode)));

  const sendCode = () => {
    const problem = checkMobile(mobile);
    setErrors((e) => ({ ...e, mobile: problem }));
    sms.dismiss();
    if (!problem) sms.control.send();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { mobile: checkMobile(mobile), code: checkSmsCode(code) };
    setErrors(found);
    if (!found.mobile && !found.code)
      void action.run({ mobileNum: mobile.trim(), countryDialingCode: dialing.trim(), verificationCode: code.trim() });
  };
  const { remaining, sending } = sms.control;
  return (
    <form className="security-form" onSubmit={submit} noValidate aria-busy={action.busy || undefined}>
      <Field
        label={t('security_dialing_code')}
        value={dialing}
        inputMode="numeric"
        autoComplete="tel-country-code"
        maxLength={4}
        onChange={(e) => setDialing(e.currentTarget.value)}
      />
      <Field
        label={t('security_mobile')}
        value={mobile}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        hint={t('security_mobile_hint')}
        onChange={(e) => {
          setMobile(e.currentTarget.value);
          setErrors((x) => ({ ...x, mobile: undefined }));
          action.clear();
        }}
        error={mobileError}
      >
        <div className="security-form__actions">
          <Button variant="secondary" onClick={sendCode} disabled={sending || remaining > 0}>
            {remaining > 0 ? t('security_resend_in', { seconds: remaining }) : t('security_send_code')}
          </Button>
          {sending ? <Spinner label={t('security_sending_code')} /> : null}
        </div>
      </Field>
      {smsWarning ? <p role="alert" className="security-form__error">{smsWarning}</p> : null}
      <Field
        label={t('security_sms_code')}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        onChange={(e) => {
          setCode(e.currentTarget.value);
          setErrors((x) => ({ ...x, code: undefined }));
          action.clear();
        }}
        error={codeError}
      />
      <FormActions
        failureText={otherFailure ? errorText(action.failure) : undefined}
        busy={action.busy}
        submitLabel={t('security_mobile_submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
