import { api } from '@/api';
import type { ForgotPhoneValues } from '../forgot-password.machine';

/** POST /wps/member/password/verification (encrypted): the new password with the sms code. */
export function resetPasswordByPhone(values: ForgotPhoneValues): Promise<unknown> {
  return api.POST('/wps/member/password/verification', {
    body: {
      mobileNum: values.mobileNum.trim(),
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword,
      ...(values.countryDialingCode ? { countryDialingCode: values.countryDialingCode } : {}),
    },
  });
}
