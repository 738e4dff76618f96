import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorSchema } from '@rjsf/utils';
import {
  SchemaForm, loginSmsForm, loginUsernameForm, withFields, type LoginSmsFormData, type LoginUsernameFormData,
} from '@/forms';
import { usePopups } from '@/lib/popups';
import { rememberedLogin } from '@/lib/session-cookie';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { useMerchant } from '@/merchant';
import { Button, Dialog, Tabs } from '@/ui';
import { useCountryCodes } from '../api/country-codes';
import { fetchMemberInfo } from '../api/member-info';
import { freePlayLogin } from '../api/freeplay-login';
import { resendVerificationCode } from '../api/login';
import { sendNoLoginSms } from '../api/sms-no-login';
import type { ThirdPartyProvider } from '../identity/types';
import type { FlowError, LoginChallenge, LoginMethod, LoginValues, LoginVariant } from '../types';
import { useErrorText } from './error-text';
import { PopupBanner } from './PopupBanner';
import { SliderRetry } from './SliderRetry';
import { SmsWarning } from './SmsWarning';
import { useAuthEffects } from './use-auth-effects';
import { useLoginFlow } from './use-login-flow';
import { usePhoneVerification } from './use-phone-verification';
import { useSliderChallenge } from './use-slider-challenge';
import { useRefusedAttempt } from './use-refused-attempt';
import { useSmsCountdown } from './use-sms-countdown';
import { VerificationStep } from './VerificationStep';
import './auth.css';

export interface LoginPopupProps {
  onClose(): void;
  /** `header`: the compact variant (no forgot link; any refusal reads in_incorrect_password). */
  variant?: Exclude<LoginVariant, 'agentPage'>;
  /** Open straight at the unregistered-IP verification (the loginVerification popup). */
  challenge?: LoginChallenge;
  /** The credentials the verification is for. */
  values?: LoginValues;
  /** The method the credentials were typed for. */
  method?: LoginMethod;
  /** The server already asked for a captcha (a reopened popup after a failure). */
  captchaRequired?: boolean;
}


/** Which sign-in methods the flags offer (USERNAMEREG3, MOBILEVERCODELOGIN3); username when neither is on. */
export function loginMethods(flags: Record<string, boolean>): LoginMethod[] {
  const methods: LoginMethod[] = [];
  if (isFlagOn(flags, 'USERNAMEREG3')) methods.push('username');
  if (isFlagOn(flags, 'MOBILEVERCODELOGIN3')) methods.push('sms');
  return methods.length > 0 ? methods : ['username'];
}

/** The third-party sign-ins offered: each whose flag is on and whose provider the brand configures. */
export function thirdPartyProviders(flags: Record<string, boolean>, identity: { google?: unknown; facebook?: unknown }) {
  const providers: ThirdPartyProvider[] = [];
  if (isFlagOn(flags, 'GOOGLELOGIN3') && identity.google) providers.push('google');
  if (isFlagOn(flags, 'FACEBOOKLOGIN3') && identity.facebook) providers.push('facebook');
  return providers;
}

/** The sign-in popup: SPEC §2 layout over the login flow of SPEC §4. */
export function LoginPopup(props: LoginPopupProps) {
  const { onClose, variant = 'popup' } = props;
  const { t } = useTranslation();
  const { flags } = useSystem();
  const merchant = useMerchant();
  const popups = usePopups();
  const effects = useAuthEffects();
  const errorText = useErrorText();
  const countries = useCountryCodes();
  const methods = loginMethods(flags);

  const [remembered] = useState(rememberedLogin);
  const initialMethod: LoginMethod =
    props.method ?? (remembered && methods.includes(remembered.method) ? remembered.method : methods[0]!);
  const [usernameData, setUsernameData] = useState<LoginUsernameFormData>(() => ({
    username: initialMethod === 'username' ? (props.values?.username ?? remembered?.username ?? '') : '',
    password: initialMethod === 'username' ? props.values?.password : undefined,
    rememberMe: remembered !== null,
  }));
  const [smsData, setSmsData] = useState<LoginSmsFormData>(() => ({
    mobileNum: initialMethod === 'sms' ? (props.values?.username ?? remembered?.username ?? '') : '',
    rememberMe: remembered !== null,
  }));
  const [freePlayError, setFreePlayError] = useState<FlowError | null>(null);

  // The sms countdown reads the number being typed when it sends.
  const live = useRef({ smsData });
  useLayoutEffect(() => {
    live.current = { smsData };
  });

  // THIRDPARTYPHONE3: sms codes come from the third-party service and are confirmed by it (SPEC §4 step 3).
  const phone = usePhoneVerification(isFlagOn(flags, 'THIRDPARTYPHONE3') ? merchant.identity.phone : undefined);

  const [snapshot, send] = useLoginFlow({
    phone,
    input: {
      method: initialMethod,
      variant,
      thirdPartyPhone: phone !== null,
      forceExpiredChange: isFlagOn(flags, 'PWDEXPFORCECHANGE3'),
      sliderCaptcha: true,
      agentTypes: merchant.agentTypes,
      trialTypes: merchant.trialTypes,
      ...(props.captchaRequired ? { captchaRequired: true } : {}),
      ...(props.challenge ? { challenge: props.challenge } : {}),
      ...(props.values ? { values: props.values } : {}),
    },
    remembers: (m) => (m === 'sms' ? smsData.rememberMe : usernameData.rememberMe) === true,
    onClose,
  });
  const { context } = snapshot;
  const method = context.method;
  const busy = snapshot.hasTag('busy');

  const sms = useSmsCountdown(
    phone ? phone.send : sendNoLoginSms,
    () => ({
      mobile: live.current.smsData.mobileNum ?? '',
      countryDialingCode: live.current.smsData.countryDialingCode ?? '',
    }),
    { thirdParty: phone !== null },
  );

  // SPEC §4 step 2: each username attempt answers a fresh server slider challenge.
  const slider = useSliderChallenge(methods.includes('username'));

  // The unregistered-IP mobile check: the server sent a code with the challenge; a resend waits out the countdown.
  const verificationSms = useSmsCountdown(
    () => resendVerificationCode({ username: context.values.username.trim(), password: context.values.password, type: context.method }),
    () => ({ mobile: '' }),
    { checksMobile: false },
  );
  // Each challenge the server answers comes with a fresh code (the object changes only then).
  const mobileChallenge = context.challenge?.kind === 'mobile' ? context.challenge : null;
  const startVerificationWait = verificationSms.sent;
  useEffect(() => {
    if (mobileChallenge) startVerificationWait({});
  }, [mobileChallenge, startVerificationWait]);

  const formContext = useMemo(
    () => ({
      countries,
      sms: sms.control,
      slider: slider.control,
      captcha: { src: context.captchaImage, refresh: () => send({ type: 'REFRESH_CAPTCHA' }) },
    }),
    [countries, sms.control, slider.control, context.captchaImage, send],
  );

  const usernameForm = useMemo(
    () => withFields(loginUsernameForm, { captcha: context.captchaRequired, sliderCaptcha: true }),
    [context.captchaRequired],
  );
  const smsForm = useMemo(() => withFields(loginSmsForm, { captcha: context.captchaRequired }), [context.captchaRequired]);

  // A refused attempt spends the captcha answer and the slider check: both start again; everything else stays.
  useRefusedAttempt(context.error, () => {
    setUsernameData((d) => ({ ...d, captcha: '', sliderCaptcha: false }));
    setSmsData((d) => ({ ...d, captcha: '' }));
    slider.renew();
  });

  const submitUsername = (data: LoginUsernameFormData) => {
    send({ type: 'SUBMIT', values: { username: data.username ?? '', password: data.password ?? '', captcha: data.captcha ?? '' } });
    // The slider is part of the form: a valid submit means it was solved; the login carries the server's challenge.
    const answer = data.sliderCaptcha ? slider.answer() : null;
    if (answer) send({ type: 'SLIDER_SOLVED', token: answer.token, position: answer.position });
    else send({ type: 'SLIDER_CANCEL' });
  };
  const submitSms = (data: LoginSmsFormData) => {
    send({
      type: 'SUBMIT',
      values: { username: data.mobileNum ?? '', password: data.verificationCode ?? '', captcha: data.captcha ?? '' },
    });
  };

  const startFreePlay = async () => {
    setFreePlayError(null);
    try {
      const result = await freePlayLogin();
      effects.saveToken(result.token);
      effects.setMember(await fetchMemberInfo());
      onClose();
      effects.navigate('/');
    } catch (error) {
      effects.clearSession();
      setFreePlayError({ message: error instanceof Error ? error.message : 'unknown_error' });
    }
  };

  // A failed provider sign-in reads by its buttons; everything else under the form.
  const formError = context.provider ? null : errorText(context.error);
  const providerError = context.provider ? errorText(context.error) : null;
  const smsInvalid: ErrorSchema<LoginSmsFormData> | undefined = sms.invalidMobile
    ? ({ mobileNum: { __errors: ['form_mobile_invalid'] } } as ErrorSchema<LoginSmsFormData>)
    : undefined;

  const usernamePanel = (
    <SchemaForm<LoginUsernameFormData>
      form={usernameForm}
      formData={usernameData}
      onChange={setUsernameData}
      onSubmit={submitUsername}
      formContext={formContext}
      formError={method === 'username' ? formError : null}
      busy={busy}
      idPrefix="login-username"
      aria-label={t('auth_method_username')}
    />
  );
  const smsPanel = (
    <SchemaForm<LoginSmsFormData>
      form={smsForm}
      formData={smsData}
      onChange={setSmsData}
      onSubmit={submitSms}
      formContext={formContext}
      formError={method === 'sms' ? formError : null}
      extraErrors={smsInvalid}
      busy={busy}
      idPrefix="login-sms"
      aria-label={t('auth_method_sms')}
    />
  );

  const verifying = snapshot.matches('verifying') || snapshot.matches('submittingVerification');
  const thirdParty = thirdPartyProviders(flags, merchant.identity);
  // The provider SDKs load while the person reads the popup, so a provider's own popup opens from their click.
  const providersKey = thirdParty.join(',');
  useEffect(() => {
    if (!providersKey) return;
    void import('../identity/providers').then(({ preloadProviders }) =>
      preloadProviders(providersKey.split(',') as ThirdPartyProvider[], merchant.identity),
    );
  }, [providersKey, merchant.identity]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={verifying ? t('auth_verification_title') : t('auth_sign_in_title')}
      className="auth-popup"
    >
      {verifying && context.challenge ? (
        <VerificationStep
          challenge={context.challenge}
          error={errorText(context.error)}
          busy={snapshot.matches('submittingVerification')}
          onVerify={(code) => send({ type: 'VERIFY', code })}
          onBack={() => send({ type: 'CANCEL' })}
          resend={verificationSms.control}
        />
      ) : (
        <>
          <PopupBanner groups={['w_login']} />
          {methods.length > 1 ? (
            <Tabs
              label={t('auth_method_label')}
              selected={method}
              onChange={(id) => send({ type: 'SET_METHOD', method: id as LoginMethod })}
              tabs={[
                { id: 'username', label: t('auth_method_username'), panel: usernamePanel },
                { id: 'sms', label: t('auth_method_sms'), panel: smsPanel },
              ]}
            />
          ) : method === 'sms' ? (
            smsPanel
          ) : (
            usernamePanel
          )}
          {slider.error && method === 'username' ? <SliderRetry onRetry={slider.renew} /> : null}
          <div className="auth-links">
            {variant === 'popup' ? (
              <button type="button" className="auth-link" onClick={() => popups.open('forgotPassword')}>
                {t('auth_forgot_link')}
              </button>
            ) : null}
            <button type="button" className="auth-link" onClick={() => popups.open('register')}>
              {t('auth_no_account_register')}
            </button>
          </div>
          {thirdParty.length > 0 ? (
            <fieldset className="auth-third-party">
              <legend>{t('auth_third_party_label')}</legend>
              {thirdParty.map((provider) => (
                <Button
                  key={provider}
                  variant="secondary"
                  disabled={busy}
                  onClick={() => send({ type: 'PROVIDER_SIGN_IN', provider })}
                >
                  {t(`auth_third_party_${provider}`)}
                </Button>
              ))}
            </fieldset>
          ) : null}
          {snapshot.matches('signingInWithProvider') && context.provider ? (
            <output className="auth-note auth-note--block">
              {t('auth_third_party_waiting', { provider: t(`auth_provider_${context.provider}`) })}
            </output>
          ) : null}
          {providerError ? <p role="alert" className="auth-alert">{providerError}</p> : null}
          <div className="auth-actions">
            {isFlagOn(flags, 'DIRECTREG3') ? (
              <Button variant="secondary" onClick={() => popups.open('register')}>
                {t('auth_register_now')}
              </Button>
            ) : null}
            {isFlagOn(flags, 'FREEPLAY3') ? (
              <Button variant="ghost" onClick={() => void startFreePlay()}>
                {t('auth_free_play')}
              </Button>
            ) : null}
          </div>
          {freePlayError ? <p role="alert" className="auth-alert">{errorText(freePlayError)}</p> : null}
        </>
      )}
      <SmsWarning error={sms.warning} onDismiss={sms.dismiss} />
      <SmsWarning error={verificationSms.warning} onDismiss={verificationSms.dismiss} />
    </Dialog>
  );
}
