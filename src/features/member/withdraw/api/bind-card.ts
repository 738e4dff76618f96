import { api } from '@/api';

export interface BindCardInput {
  bankName: string;
  bankCode: string;
  /** Sent only by the first binding (the payee is bound then). */
  payeeName?: string;
  cardNumber: string;
  province?: string;
  city?: string;
  area?: string;
  paymentPassword: string;
  /** The first binding sets the fund password and repeats it here. */
  validatePaymentPassword?: string;
  verificationCode?: string;
}

/** POST /wps/member/bankCard (designed, encrypted): binds a card; the first binding also sets the fund password. */
export async function bindCard(input: BindCardInput): Promise<{ bankCardId: number }> {
  return api.POST('/wps/member/bankCard', { body: input });
}
