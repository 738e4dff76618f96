import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ErrorSchema } from '@rjsf/utils';
import {
  SchemaForm, forgotEmailForm, forgotPhoneForm, type ForgotEmailFormData, type ForgotPhoneFormData,
} from '@/forms';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { Button, Dialog, Tabs } from '@/ui';
import { useCountryCodes } from '../api/country-codes';
import { forgotByEmail } from '../api/forgot-email';
import { login } from '../api/login';
import { fetchMemberInfo } from '../api/member-info';
import { resetPasswordByPhone } from '../api/password-by-phone';
import { sendNoLoginSms } from '../api/sms-no-login';
import { forgotPasswordMachine, type ForgotMethod } from '../forgot-password.machine';
import { useErrorText } from './error-text';
import { PopupBanner } from './PopupBanner';
import { SmsWarning } from './SmsWarning';
import { useAuthEffects } from './use-auth-effects';
import { useSmsCountdown } from './use-sms-countdown';
import './auth.css';

/** The methods the flags offer: mobile (default) and e-mail with CHNGPASSVERIF3, else e-mail only (SPEC §2). */
export function forgotMethods(flags: Record<string, boolean>): ForgotMethod[] {
  return isFlagOn(flags, 'CHNGPASSVERIF3') ? ['phone', 'email'] : ['email'];
}

type Outcome = 'emailSent' | 'passwordReset' | null;

/** Forgot password: by mobile number, sms code and new password (then signed in), or by username and e-mail. */
export function ForgotPasswordPopup({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { flags } = useSystem();
  const effects = useAuthEffects();
  const errorText = useErrorText();
  const countries = useCountryCodes();
  const methods = forgotMethods(flags);
  const [phoneData, setPhoneData] = useState<ForgotPhoneFormData>({});
  const [emailData, setEmailData] = useState<ForgotEmailFormData>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const live = useRef({ effects, onClose, phoneData, outcome: null as Outcome });
  useLayoutEffect(() => {
    live.current = { ...live.current, effects, onClose, phoneData };
  });
  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    forgotPasswordMachine.provide({
      actors: {
        resetByPhone: fromPromise(({ input }) => resetPasswordByPhone(input)),
        resetByEmail: fromPromise(({ input }) => forgotByEmail(input)),
        login: fromPromise(({ input }) => login(input)),
        loadMember: fromPromise(() => fetchMemberInfo()),
      },
      actions: {
        saveToken: (_, { token }) => live.current.effects.saveToken(token),
        setMember: (_, { member }) => live.current.effects.setMember(member),
        showEmailSent: () => {
          live.current.outcome = 'emailSent';
          setOutcome('emailSent');
        },
        showPasswordReset: () => {
          live.current.outcome = 'passwordReset';
          setOutcome('passwordReset');
        },
        // With a confirmation to show, the form goes and the confirmation's OK closes the popup.
        close: () => {
          if (!live.current.outcome) live.current.onClose();
        },
        navigate: (_, { to }) => live.current.effects.navigate(to),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { method: methods[0]! } });
  const { method, error } = snapshot.context;
  const busy = !snapshot.matches('idle');

  const sms = useSmsCountdown(sendNoLoginSms, () => ({
    mobile: live.current.phoneData.mobileNum ?? '',
    countryDialingCode: live.current.phoneData.countryDialingCode ?? '',
  }));
  const formContext = useMemo(() => ({ countries, sms: sms.control }), [countries, sms.control]);
  const phoneErrors: ErrorSchema<ForgotPhoneFormData> | undefined = sms.invalidMobile
    ? ({ mobileNum: { __errors: ['form_mobile_invalid'] } } as ErrorSchema<ForgotPhoneFormData>)
    : undefined;

  if (outcome) {
    const title = outcome === 'emailSent' ? t('auth_email_sent_title') : t('auth_password_reset_title');
    return (
      <Dialog open onClose={onClose} title={title} footer={<Button onClick={onClose}>{t('auth_ok')}</Button>}>
        <output className="auth-note auth-note--block">{outcome === 'emailSent' ? t('auth_email_sent_text') : t('auth_password_reset_success')}</output>
      </Dialog>
    );
  }

  const phonePanel = (
    <SchemaForm<ForgotPhoneFormData>
      form={forgotPhoneForm}
      formData={phoneData}
      onChange={setPhoneData}
      onSubmit={(values) =>
        send({
          type: 'SUBMIT_PHONE',
          values: {
            mobileNum: values.mobileNum ?? '',
            verificationCode: values.verificationCode ?? '',
            newPassword: values.newPassword ?? '',
            ...(values.countryDialingCode ? { countryDialingCode: values.countryDialingCode } : {}),
          },
        })
      }
      formContext={formContext}
      extraErrors={phoneErrors}
      formError={method === 'phone' ? errorText(error) : null}
      busy={busy}
      idPrefix="forgot-phone"
      aria-label={t('auth_forgot_phone')}
    />
  );
  const emailPanel = (
    <SchemaForm<ForgotEmailFormData>
      form={forgotEmailForm}
      formData={emailData}
      onChange={setEmailData}
      onSubmit={(values) => send({ type: 'SUBMIT_EMAIL', values: { username: values.username ?? '', email: values.email ?? '' } })}
      formError={method === 'email' ? errorText(error) : null}
      busy={busy}
      idPrefix="forgot-email"
      aria-label={t('auth_forgot_email')}
    />
  );

  return (
    <Dialog open onClose={onClose} title={t('auth_forgot_title')} className="auth-popup">
      <PopupBanner groups={['w_forget']} />
      {methods.length > 1 ? (
        <Tabs
          label={t('auth_forgot_method_label')}
          selected={method}
          onChange={(id) => send({ type: 'SET_METHOD', method: id as ForgotMethod })}
          tabs={[
            { id: 'phone', label: t('auth_forgot_phone'), panel: phonePanel },
            { id: 'email', label: t('auth_forgot_email'), panel: emailPanel },
          ]}
        />
      ) : (
        emailPanel
      )}
      <SmsWarning error={sms.warning} onDismiss={sms.dismiss} />
    </Dialog>
  );
}
