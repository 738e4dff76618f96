import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '@/features/auth';
import { sendMemberSms, type MemberSmsPurpose } from '../../api/member-sms';

export interface MemberSmsCode {
  send(): void;
  /** Seconds before another code may be sent; 0 when allowed. */
  remaining: number;
  sending: boolean;
  /** The failed request (its code/message), for the text under the field. */
  error: { message: string } | null;
}

/**
 * The sms code button of a signed-in member's flow (withdrawal, card binding): the code goes to the bound mobile, so
 * the shared sms countdown machine runs without a number to check (SPEC §4 resend wait).
 */
export function useMemberSmsCode(purpose: Extract<MemberSmsPurpose, 'WITHDRAW' | 'BIND_CARD'>): MemberSmsCode {
  const [machine] = useState(() =>
    smsCountdownMachine.provide({ actors: { sendSms: fromPromise<{ expiredMinutes?: number | null }, { mobile: string; countryDialingCode: string }>(() => sendMemberSms({ purpose })) } }),
  );
  const [snapshot, sendEvent] = useMachine(machine, { input: { checksMobile: false } });
  const counting = snapshot.matches('counting');
  return useMemo(
    () => ({
      send: () => sendEvent({ type: 'SEND', mobile: '' }),
      remaining: counting ? snapshot.context.remaining : 0,
      sending: snapshot.matches('sending'),
      error: snapshot.context.error,
    }),
    [snapshot, counting, sendEvent],
  );
}
