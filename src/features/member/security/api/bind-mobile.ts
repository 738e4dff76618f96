import { api } from '@/api';

/** PUT /wps/member/mobile (designed): binds and verifies a number with the code sendMemberSms('BIND_MOBILE') sent. */
export async function bindMobile(input: { mobileNum: string; countryDialingCode: string; verificationCode: string }): Promise<void> {
  await api.PUT('/wps/member/mobile', { body: input });
}
