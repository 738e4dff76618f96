import { api } from '@/api';

/** PUT /wps/member/email (designed): binds an email address. */
export async function bindEmail(email: string): Promise<void> {
  await api.PUT('/wps/member/email', { body: { email } });
}
