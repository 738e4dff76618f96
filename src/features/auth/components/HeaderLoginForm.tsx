import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberedLogin } from '@/lib/session-cookie';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { useMerchant } from '@/merchant';
import { Button } from '@/ui';
import type { LoginInput } from '../login.machine';
import { useErrorText } from './error-text';
import type { HeaderFlowState } from './header-login-flow';
import { useRefusedAttempt } from './use-refused-attempt';
import './header-login-form.css';

const SliderCheckDialog = lazy(() => import('./SliderCheckDialog').then((m) => ({ default: m.SliderCheckDialog })));
// The login flow (its machine, calls and XState) arrives when the person first turns to the form.
const HeaderLoginFlow = lazy(() => import('./header-login-flow'));

type Values = { username: string; password: string; captcha: string };

type Field = 'username' | 'password' | 'captcha';

/**
 * The header variant of sign-in (SPEC §2, §5): username and password in the header, no forgot link, and any
 * refused login reads in_incorrect_password. The slider check opens over it; a captcha the server asks for appears
 * inline; an unregistered-IP check continues in the verification popup with what was typed.
 */
export function HeaderLoginForm() {
  const { t } = useTranslation();
  const { flags } = useSystem();
  const merchant = useMerchant();
  const errorText = useErrorText();
  const id = useId();
  const [remembered] = useState(rememberedLogin);
  const [username, setUsername] = useState(remembered?.method === 'username' ? remembered.username : '');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [missing, setMissing] = useState<ReadonlySet<Field>>(new Set());

  const forceExpiredChange = isFlagOn(flags, 'PWDEXPFORCECHANGE3');
  const flowInput = useMemo<LoginInput>(
    () => ({
      method: 'username',
      variant: 'header',
      forceExpiredChange,
      sliderCaptcha: true,
      agentTypes: merchant.agentTypes,
      trialTypes: merchant.trialTypes,
    }),
    [forceExpiredChange, merchant.agentTypes, merchant.trialTypes],
  );
  // The flow starts on the first focus, pointer or submit; a submit made before it has loaded is sent once it has.
  const [wanted, setWanted] = useState(false);
  const [flow, setFlow] = useState<HeaderFlowState | null>(null);
  const queued = useRef<Values | null>(null);
  const [waiting, setWaiting] = useState(false);
  const want = () => setWanted(true);
  const onFlowState = useCallback((state: HeaderFlowState) => {
    setFlow(state);
    const values = queued.current;
    if (!values) return;
    queued.current = null;
    setWaiting(false);
    state.submit(values);
  }, []);
  const context = {
    captchaRequired: flow?.captchaRequired ?? false,
    captchaImage: flow?.captchaImage ?? null,
    error: flow?.error ?? null,
  };
  const busy = flow?.busy === true || waiting;

  // A refused attempt spends the captcha answer: the new image's answer is typed afresh.
  useRefusedAttempt(context.error, () => setCaptcha(''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set<Field>();
    if (!username.trim()) empty.add('username');
    if (!password) empty.add('password');
    if (context.captchaRequired && !captcha.trim()) empty.add('captcha');
    setMissing(empty);
    if (empty.size > 0) return;
    const values = { username, password, captcha };
    if (flow) flow.submit(values);
    else {
      queued.current = values;
      setWaiting(true);
      want();
    }
  };

  const error = errorText(context.error);
  const field = (name: Field, label: string, value: string, onChange: (value: string) => void, input: InputHTMLAttributes<HTMLInputElement>) => (
    <>
      <label htmlFor={`${id}-${name}`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="header-login__input"
        name={name}
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={missing.has(name) || undefined}
        aria-describedby={missing.has(name) ? `${id}-${name}-error` : undefined}
        {...input}
      />
      {missing.has(name) ? (
        <p id={`${id}-${name}-error`} className="header-login__error">
          {t(name === 'captcha' ? 'form_captcha_required' : 'form_required')}
        </p>
      ) : null}
    </>
  );

  return (
    <form
      className="header-login"
      aria-label={t('auth_sign_in_title')}
      noValidate
      onSubmit={submit}
    >
      {wanted ? (
        <Suspense fallback={null}>
          <HeaderLoginFlow input={flowInput} remembers={() => remembered !== null} onState={onFlowState} />
        </Suspense>
      ) : null}
      <div className="header-login__field">
        {field('username', t('form_label_username'), username, setUsername, { autoComplete: 'username', onFocus: want })}
      </div>
      <div className="header-login__field">
        {field('password', t('form_label_password'), password, setPassword, { type: 'password', autoComplete: 'current-password', onFocus: want })}
      </div>
      {context.captchaRequired ? (
        <div className="header-login__field header-login__captcha">
          {field('captcha', t('form_label_captcha'), captcha, setCaptcha, { autoComplete: 'off', inputMode: 'numeric', onFocus: want })}
          <button type="button" className="header-login__captcha-image" onClick={() => flow?.refreshCaptcha()}>
            {context.captchaImage ? <img src={context.captchaImage} alt="" width={72} height={28} /> : null}
            <span className="visually-hidden">{t('form_captcha_refresh')}</span>
          </button>
        </div>
      ) : null}
      <Button
        type="submit"
        size="small"
        className="header-login__submit"
        disabled={busy}
        aria-busy={busy || undefined}
        onFocus={want}
        onPointerDown={want}
      >
        {t('layout_sign_in')}
      </Button>
      {error ? (
        <p role="alert" className="header-login__alert">
          {error}
        </p>
      ) : null}
      {flow?.slider ? (
        <Suspense fallback={null}>
          <SliderCheckDialog onSolved={(answer) => flow.sliderSolved(answer)} onCancel={() => flow.sliderCancelled()} />
        </Suspense>
      ) : null}
    </form>
  );
}
