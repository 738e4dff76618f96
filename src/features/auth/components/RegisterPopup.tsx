import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ErrorSchema } from '@rjsf/utils';
import { SchemaForm, registerForm, type RegisterFormData } from '@/forms';
import { usePopups } from '@/lib/popups';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { useMerchant } from '@/merchant';
import { Button, Dialog, Spinner, Tabs } from '@/ui';
import { checkAffiliate } from '../api/affiliate';
import { useCountryCodes } from '../api/country-codes';
import { fetchMemberInfo } from '../api/member-info';
import { register } from '../api/register';
import { useRegisterSettings, type RegisterRules } from '../api/register-settings';
import { sendRegisterSms } from '../api/sms-register';
import { IdentityError } from '../identity/types';
import { registerMachine, type RegisterMode } from '../register.machine';
import { useErrorText } from './error-text';
import { PopupBanner } from './PopupBanner';
import { SmsWarning } from './SmsWarning';
import { useAuthEffects } from './use-auth-effects';
import { useCaptchaImage } from './use-captcha-image';
import { usePhoneVerification } from './use-phone-verification';
import { useSmsCountdown } from './use-sms-countdown';
import './auth.css';

export interface RegisterPopupProps {
  onClose(): void;
  /** The address's query (/register?referralCode=…&affiliateCode=…), handed in by the popup route. */
  query?: Record<string, string>;
}

/** Register methods the flags offer (USERNAMEREG3, MOBILENUMREG3); username when neither is on. */
export function registerModes(flags: Record<string, boolean>): RegisterMode[] {
  const modes: RegisterMode[] = [];
  if (isFlagOn(flags, 'USERNAMEREG3')) modes.push('username');
  if (isFlagOn(flags, 'MOBILENUMREG3')) modes.push('mobile');
  return modes.length > 0 ? modes : ['username'];
}

/** The affiliate code the page address carries (`affiliateCode`, or `aff`). */
function urlAffiliate(query: Record<string, string> | undefined): string {
  const fromQuery = query?.affiliateCode ?? query?.aff;
  if (fromQuery) return fromQuery;
  if (typeof location === 'undefined') return '';
  const params = new URLSearchParams(location.search);
  return params.get('affiliateCode') ?? params.get('aff') ?? '';
}

/** The register popup: tabs by flags, the form built from the server's rules, the register flow of SPEC §4. */
export function RegisterPopup({ onClose, query }: RegisterPopupProps) {
  const { t } = useTranslation();
  const rules = useRegisterSettings();
  const errorText = useErrorText();
  return (
    <Dialog open onClose={onClose} title={t('auth_register_title')} className="auth-popup">
      {rules.data ? (
        <RegisterFlow onClose={onClose} query={query} rules={rules.data} />
      ) : rules.error ? (
        <div>
          <p role="alert" className="auth-alert">{errorText({ message: (rules.error as Error).message })}</p>
          <Button variant="secondary" onClick={() => void rules.mutate()}>
            {t('btn_retry')}
          </Button>
        </div>
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}

/** The register flow once the rules are known (the machine needs to know whether the code input is shown). */
function RegisterFlow({ onClose, query, rules }: RegisterPopupProps & { rules: RegisterRules }) {
  const { t } = useTranslation();
  const { flags } = useSystem();
  const popups = usePopups();
  const effects = useAuthEffects();
  const errorText = useErrorText();
  const countries = useCountryCodes();
  const modes = registerModes(flags);
  const affiliateFromUrl = urlAffiliate(query);
  const showAffiliateInput = rules.affiliateCode?.enabled === true;
  const smsVerification = isFlagOn(flags, 'REGMOBVERF3');
  const [data, setData] = useState<RegisterFormData>(() => (affiliateFromUrl ? { affiliateCode: affiliateFromUrl } : {}));
  const captcha = useCaptchaImage(rules.captcha?.enabled === true);
  const { identity } = useMerchant();
  // THIRDPARTYPHONE3: the sms code comes from the third-party service; register sends its token (SPEC §3).
  const phone = usePhoneVerification(isFlagOn(flags, 'THIRDPARTYPHONE3') ? identity.phone : undefined);

  const live = useRef({ effects, onClose, captcha, data, phone });
  useLayoutEffect(() => {
    live.current = { effects, onClose, captcha, data, phone };
  });
  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    registerMachine.provide({
      actors: {
        checkAffiliate: fromPromise(({ input }) => checkAffiliate(input)),
        register: fromPromise(({ input }) => register(input)),
        loadMember: fromPromise(() => fetchMemberInfo()),
        verifyPhone: fromPromise(({ input }) => {
          const verification = live.current.phone;
          if (!verification) return Promise.reject(new IdentityError('auth/operation-not-allowed'));
          return verification.confirm(input);
        }),
      },
      actions: {
        saveToken: (_, { token }) => live.current.effects.saveToken(token),
        setMember: (_, { member }) => live.current.effects.setMember(member),
        refreshCaptcha: () => live.current.captcha.replace(),
        close: () => live.current.onClose(),
        navigate: (_, { to }) => live.current.effects.navigate(to),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      mode: modes[0]!,
      urlAffiliateCode: affiliateFromUrl,
      referralCode: query?.referralCode ?? null,
      showAffiliateInput,
      thirdPartyPhone: phone !== null,
      phoneChannel: identity.phone?.channel ?? '',
    },
  });
  const { mode, error } = snapshot.context;

  const sms = useSmsCountdown(
    phone ? phone.send : sendRegisterSms,
    () => ({
      mobile: live.current.data.mobileNum ?? '',
      countryDialingCode: live.current.data.countryDialingCode ?? '',
    }),
    { thirdParty: phone !== null },
  );
  // The agreement names the brand's minimum age (responsible-gaming config).
  const minimumAge = useMerchant().responsibleGaming.minimumAge;
  const formContext = useMemo(
    () => ({ countries, sms: sms.control, captcha: { src: captcha.src, refresh: captcha.refresh }, minimumAge }),
    [countries, sms.control, captcha.src, captcha.refresh, minimumAge],
  );
  const form = useMemo(
    () => registerForm(rules, { mode, smsVerification, showAffiliateInput }),
    [rules, mode, smsVerification, showAffiliateInput],
  );

  // A spent captcha answer is cleared with the old image; everything else typed stays.
  const [lastError, setLastError] = useState(error);
  if (lastError !== error) {
    setLastError(error);
    if (error) setData((d) => ({ ...d, captcha: '' }));
  }

  const busy = snapshot.hasTag('busy');
  // A refused invitation code reads as the form's alert: rjsf drops field errors handed in after a submit.
  const extraErrors: ErrorSchema<RegisterFormData> | undefined = sms.invalidMobile
      ? ({ mobileNum: { __errors: ['form_mobile_invalid'] } } as ErrorSchema<RegisterFormData>)
      : undefined;

  const panel = (
    <SchemaForm<RegisterFormData>
      key={mode}
      form={form}
      formData={data}
      onChange={setData}
      onSubmit={(values) => send({ type: 'SUBMIT', values: { ...values } })}
      formContext={formContext}
      extraErrors={extraErrors}
      formError={errorText(error)}
      busy={busy}
      idPrefix={`register-${mode}`}
      aria-label={mode === 'mobile' ? t('auth_register_mobile') : t('auth_register_username')}
    />
  );

  return (
    <>
      <PopupBanner groups={['w_register', 'w_reg']} />
      {modes.length > 1 ? (
        <Tabs
          label={t('auth_register_method_label')}
          selected={mode}
          onChange={(id) => send({ type: 'SET_MODE', mode: id as RegisterMode })}
          tabs={modes.map((m) => ({
            id: m,
            label: m === 'mobile' ? t('auth_register_mobile') : t('auth_register_username'),
            panel,
          }))}
        />
      ) : (
        panel
      )}
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={() => popups.open('login')}>
          {t('auth_have_account_login')}
        </button>
      </div>
      <SmsWarning error={sms.warning} onDismiss={sms.dismiss} />
    </>
  );
}
