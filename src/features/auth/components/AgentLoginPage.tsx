import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { SchemaForm, loginUsernameForm, withFields, type LoginUsernameFormData } from '@/forms';
import { useMember } from '@/lib/member';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { useMerchant } from '@/merchant';
import { useErrorText } from './error-text';
import { useLoginFlow } from './use-login-flow';
import { useSliderChallenge } from './use-slider-challenge';
import { useRefusedAttempt } from './use-refused-attempt';
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
  const errorText = useErrorText();
  const [data, setData] = useState<LoginUsernameFormData>({});
  const [snapshot, send] = useLoginFlow({
    input: {
      method: 'username',
      variant: 'agentPage',
      forceExpiredChange: isFlagOn(flags, 'PWDEXPFORCECHANGE3'),
      sliderCaptcha: true,
      agentTypes: merchant.agentTypes,
      trialTypes: merchant.trialTypes,
    },
    remembers: () => data.rememberMe === true,
  });
  const { context } = snapshot;
  const slider = useSliderChallenge(true);
  const form = useMemo(
    () => withFields(loginUsernameForm, { captcha: context.captchaRequired, sliderCaptcha: true }),
    [context.captchaRequired],
  );
  useRefusedAttempt(context.error, () => {
    setData((d) => ({ ...d, captcha: '', sliderCaptcha: false }));
    slider.renew();
  });
  const busy = snapshot.hasTag('busy');
  return (
    <SchemaForm<LoginUsernameFormData>
      form={form}
      formData={data}
      onChange={setData}
      onSubmit={(values) => {
        send({ type: 'SUBMIT', values: { username: values.username ?? '', password: values.password ?? '', captcha: values.captcha ?? '' } });
        const answer = values.sliderCaptcha ? slider.answer() : null;
        if (answer) send({ type: 'SLIDER_SOLVED', token: answer.token, position: answer.position });
        else send({ type: 'SLIDER_CANCEL' });
      }}
      formContext={{ slider: slider.control, captcha: { src: context.captchaImage, refresh: () => send({ type: 'REFRESH_CAPTCHA' }) } }}
      formError={errorText(context.error)}
      busy={busy}
      idPrefix="agent-login"
      aria-label={t('auth_agent_login_title')}
    />
  );
}
