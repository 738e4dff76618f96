import { api, type components } from '@/api';

/**
 * What a binding sends: payeeName only with the first binding (the payee is bound then), validatePaymentPassword when
 * the first binding sets the fund password, verificationCode when the bind config asks for sms.
 */
export type BindCardInput = components['schemas']['BindCardRequest'];

/** POST /wps/member/bankCard (designed, encrypted): binds a card; the first binding also sets the fund password. */
export async function bindCard(input: BindCardInput): Promise<{ bankCardId: number }> {
  return api.POST('/wps/member/bankCard', { body: input });
}
