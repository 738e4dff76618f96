import { api } from '@/api';

/** What a signed-in member's sms code is for: WITHDRAW and BIND_CARD go to the bound mobile, BIND_MOBILE to `mobileNum`. */
export type MemberSmsPurpose = 'WITHDRAW' | 'BIND_CARD' | 'BIND_MOBILE';

export interface MemberSmsInput {
  purpose: MemberSmsPurpose;
  /** The number to bind (BIND_MOBILE only). */
  mobileNum?: string;
  countryDialingCode?: string;
}

/**
 * POST /wps/verification/sms/member (designed, COMM3): sends an sms code to a signed-in member. Resolves with how many
 * minutes the code lives (the resend wait is `expiredMinutes × 60 s`, see the sms countdown in src/features/auth).
 * Refusals arrive as ApiError codes: `sms.rate.limited`, `phone_invalid`, `mobile.not.bound`, `mobile.already.bound`.
 */
export async function sendMemberSms(input: MemberSmsInput): Promise<{ expiredMinutes: number }> {
  const body: MemberSmsInput = { purpose: input.purpose };
  if (input.mobileNum !== undefined) body.mobileNum = input.mobileNum;
  if (input.countryDialingCode !== undefined) body.countryDialingCode = input.countryDialingCode;
  const value = await api.POST('/wps/verification/sms/member', { body });
  return { expiredMinutes: value?.expiredMinutes ?? 1 };
}
