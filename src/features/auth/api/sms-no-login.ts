import { api } from '@/api';
import type { SmsResult } from '../types';

/** POST /wps/verification/sms/noLogin: a code for sms login and forgot-by-phone. */
export function sendNoLoginSms(input: { mobile: string; countryDialingCode: string }): Promise<SmsResult> {
  return api.POST('/wps/verification/sms/noLogin', {
    body: { mobileNum: input.mobile, countryDialingCode: input.countryDialingCode },
  }) as Promise<SmsResult>;
}
