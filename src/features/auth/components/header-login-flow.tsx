import { useEffect, useLayoutEffect } from 'react';
import { usePopups } from '@/lib/popups';
import type { LoginInput } from '../login.machine';
import type { FlowError } from '../types';
import { useLoginFlow } from './use-login-flow';

/** What the header form draws from the login flow, and how it talks to it. */
export interface HeaderFlowState {
  captchaRequired: boolean;
  captchaImage: string | null;
  busy: boolean;
  error: FlowError | null;
  /** The slider check is open. */
  slider: boolean;
  submit(values: { username: string; password: string; captcha: string }): void;
  refreshCaptcha(): void;
  sliderSolved(answer: { token: string; position: number }): void;
  sliderCancelled(): void;
}

export interface HeaderLoginFlowProps {
  input: LoginInput;
  remembers: () => boolean;
  /** Told the flow's state on every change (the first time once it has started). */
  onState: (state: HeaderFlowState) => void;
}

/**
 * The login machine behind the header form, loaded when the person first focuses, points at or submits the form, so
 * the home page of a brand with the header form does not download the flow (and XState) for a visitor who never
 * signs in. Draws nothing: the form draws from what it reports.
 */
export default function HeaderLoginFlow({ input, remembers, onState }: HeaderLoginFlowProps) {
  const popups = usePopups();
  const [snapshot, send] = useLoginFlow({ input, remembers: () => remembers() });
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const slider = snapshot.matches('slider');

  useLayoutEffect(() => {
    onState({
      captchaRequired: context.captchaRequired,
      captchaImage: context.captchaImage ?? null,
      busy,
      error: context.error ?? null,
      slider,
      submit: (values) => send({ type: 'SUBMIT', values }),
      refreshCaptcha: () => send({ type: 'REFRESH_CAPTCHA' }),
      sliderSolved: (answer) => send({ type: 'SLIDER_SOLVED', token: answer.token, position: answer.position }),
      sliderCancelled: () => send({ type: 'SLIDER_CANCEL' }),
    });
  }, [onState, send, busy, slider, context.captchaRequired, context.captchaImage, context.error]);

  // The unregistered-IP check needs room: it continues in the verification popup with the typed credentials.
  const challenge = snapshot.matches('verifying') ? context.challenge : null;
  useEffect(() => {
    if (!challenge) return;
    popups.open('loginVerification', { challenge, values: context.values, method: 'username' });
    send({ type: 'CANCEL' });
  }, [challenge, context.values, popups, send]);

  return null;
}
