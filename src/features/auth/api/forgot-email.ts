import { api } from '@/api';
import type { ForgotEmailValues } from '../forgot-password.machine';

/** POST /wps/member/password/email: a form body (the client form-encodes it, per the contract's x-body). */
export function forgotByEmail(values: ForgotEmailValues): Promise<unknown> {
  return api.POST('/wps/member/password/email', {
    body: { username: values.username.trim(), email: values.email.trim() },
  });
}
