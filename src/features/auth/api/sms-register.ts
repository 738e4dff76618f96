import { api } from '@/api';
import type { SmsResult } from '../types';

/** POST /wps/verification/sms/register: a code for registration (`mobileNo`, PLATFORM.md). */
export function sendRegisterSms(input: { mobile: string; countryDialingCode: string }): Promise<SmsResult> {
  return api.POST('/wps/verification/sms/register', {
    body: { mobileNo: input.mobile, countryDialingCode: input.countryDialingCode },
  }) as Promise<SmsResult>;
}
