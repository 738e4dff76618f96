import { api } from '@/api';

/** POST /wps/member/bankCard/delete (designed, encrypted): deletes a card once the fund password is re-entered. */
export async function deleteCard(bankCardId: number, paymentPassword: string): Promise<void> {
  await api.POST('/wps/member/bankCard/delete', { body: { bankCardId, paymentPassword } });
}
