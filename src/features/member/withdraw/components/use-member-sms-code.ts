import { useMemo } from 'react';
import { useSmsCountdown } from '@/features/auth';
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
 * the shared sms countdown runs without a number to check (SPEC §4 resend wait).
 */
export function useMemberSmsCode(purpose: Extract<MemberSmsPurpose, 'WITHDRAW' | 'BIND_CARD'>): MemberSmsCode {
  const sms = useSmsCountdown(() => sendMemberSms({ purpose }), () => ({ mobile: '' }), { checksMobile: false });
  const { control, warning } = sms;
  return useMemo(
    () => ({ send: control.send, remaining: control.remaining, sending: control.sending, error: warning }),
    [control, warning],
  );
}
