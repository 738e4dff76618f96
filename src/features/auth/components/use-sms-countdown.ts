import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '../sms-countdown.machine';
import type { FlowError, SmsResult } from '../types';

export interface SmsCountdown {
  /** For the form's sms widget (`formContext.sms`). */
  control: { send(): void; remaining: number; sending: boolean };
  /** The failed request's message, for the warning dialog (an invalid number shows under the field instead). */
  warning: FlowError | null;
  /** The mobile number was refused before sending. */
  invalidMobile: boolean;
  /** A code was sent some other way (with the server's challenge): the wait starts now. */
  sent(result: SmsResult): void;
  dismiss(): void;
}

/** Runs the sms countdown machine with `send` as the call and `target()` giving the number at the time of sending. */
export function useSmsCountdown(
  send: (input: { mobile: string; countryDialingCode: string }) => Promise<SmsResult>,
  target: () => { mobile: string; countryDialingCode?: string },
  /**
   * `thirdParty`: the code comes from the third-party service (the wait is always 60 s); `checksMobile: false`: the
   * code goes to a number the server holds, so there is nothing to validate.
   */
  options: { thirdParty?: boolean; checksMobile?: boolean } = {},
): SmsCountdown {
  const sendRef = useRef(send);
  const targetRef = useRef(target);
  useLayoutEffect(() => {
    sendRef.current = send;
    targetRef.current = target;
  });
  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    smsCountdownMachine.provide({
      actors: { sendSms: fromPromise(({ input }) => sendRef.current(input)) },
    }),
  );
  const [snapshot, sendEvent] = useMachine(machine, {
    input: { thirdParty: options.thirdParty === true, checksMobile: options.checksMobile !== false },
  });
  const { error, remaining } = snapshot.context;
  const sending = snapshot.matches('sending');
  const invalidMobile = error?.message === 'auth_invalid_mobile';
  // Stable, so a caller can start the wait from an effect.
  const sent = useCallback((result: SmsResult) => sendEvent({ type: 'SENT', result }), [sendEvent]);
  return useMemo(
    () => ({
      control: {
        send: () => {
          const { mobile, countryDialingCode } = targetRef.current();
          sendEvent({ type: 'SEND', mobile, countryDialingCode: countryDialingCode ?? '' });
        },
        remaining: snapshot.matches('counting') ? remaining : 0,
        sending,
      },
      warning: invalidMobile ? null : error,
      invalidMobile,
      sent,
      dismiss: () => sendEvent({ type: 'DISMISS' }),
    }),
    [snapshot, remaining, sending, error, invalidMobile, sendEvent, sent],
  );
}
