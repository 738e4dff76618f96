import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { SchemaForm, loginUsernameForm, withFields, type LoginUsernameFormData } from '@/forms';
import { useMember } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { forgetLogin, rememberLogin } from '@/lib/session-cookie';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { useMerchant } from '@/merchant';
import { fetchCaptcha } from '../api/captcha';
import { login } from '../api/login';
import { fetchMemberInfo } from '../api/member-info';
import { loginMachine } from '../login.machine';
import { useErrorText } from './error-text';
import { useAuthEffects } from './use-auth-effects';
import './auth.css';

/**
 * The agent login page: the username sign-in of SPEC §4 ending at /agentHome. A non-agent (or trial) account is
 * refused with 'Non-agents cannot log in' and its sign-in undone; an agent already signed in goes straight on.
 */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const { role } = useMember();
  if (role === 'agent') return <Navigate to="/agentHome" replace />;
  return (
    <section className="auth-agent-page" aria-labelledby="agent-login-title">
      <h1 id="agent-login-title">{t('auth_agent_login_title')}</h1>
      <p>{t('auth_agent_login_intro')}</p>
      {role === 'anonymous' ? <AgentLoginForm /> : <p role="alert" className="auth-alert">{t('auth_non_agent')}</p>}
    </section>
  );
}

function AgentLoginForm() {
  const { t } = useTranslation();
  const { flags } = useSystem();
  const merchant = useMerchant();
  const popups = usePopups();
  const effects = useAuthEffects();
  const errorText = useErrorText();
  const [data, setData] = useState<LoginUsernameFormData>({});
  const live = useRef({ effects, data });
  useLayoutEffect(() => {
    live.current = { effects, data };
  });
  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => login(input)),
        loadMember: fromPromise(() => fetchMemberInfo()),
        loadLoginInfo: fromPromise(() => live.current.effects.loadLoginInfo()),
        loadCaptcha: fromPromise(() => fetchCaptcha()),
      },
      actions: {
        saveToken: (_, { token }) => live.current.effects.saveToken(token),
        setMember: (_, { member }) => live.current.effects.setMember(member),
        firstTimeLogin: () => live.current.effects.firstTimeLogin(),
        remember: (_, { username, method }) => {
          if (live.current.data.rememberMe) rememberLogin({ username, method });
          else forgetLogin();
        },
        close: () => {},
        openChangePassword: () => popups.open('changePassword', { forced: true }),
        flagAfterLoginPopup: () => live.current.effects.flagAfterLoginPopup(),
        navigate: (_, { to }) => live.current.effects.navigate(to),
        clearSession: () => live.current.effects.clearSession(),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      method: 'username',
      variant: 'agentPage',
      forceExpiredChange: isFlagOn(flags, 'PWDEXPFORCECHANGE3'),
      sliderCaptcha: true,
      agentTypes: merchant.agentTypes,
      trialTypes: merchant.trialTypes,
    },
  });
  const { context } = snapshot;
  const form = useMemo(
    () => withFields(loginUsernameForm, { captcha: context.captchaRequired, sliderCaptcha: true }),
    [context.captchaRequired],
  );
  const [lastError, setLastError] = useState(context.error);
  if (lastError !== context.error) {
    setLastError(context.error);
    if (context.error) setData((d) => ({ ...d, captcha: '', sliderCaptcha: false }));
  }
  const busy = !snapshot.matches('idle') && !snapshot.matches('verifying');
  return (
    <SchemaForm<LoginUsernameFormData>
      form={form}
      formData={data}
      onChange={setData}
      onSubmit={(values) => {
        send({ type: 'SUBMIT', values: { username: values.username ?? '', password: values.password ?? '', captcha: values.captcha ?? '' } });
        if (values.sliderCaptcha) send({ type: 'SLIDER_SOLVED', token: `slider-${Date.now().toString(36)}` });
      }}
      formContext={{ captcha: { src: context.captchaImage, refresh: () => send({ type: 'REFRESH_CAPTCHA' }) } }}
      formError={errorText(context.error)}
      busy={busy}
      idPrefix="agent-login"
      aria-label={t('auth_agent_login_title')}
    />
  );
}
